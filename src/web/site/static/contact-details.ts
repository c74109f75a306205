/**
 * The office the Contact page shows (docs/product.md#contact); its postal line and hours are the catalogue's, in
 * the page's language.
 */
export const office = {
  address: 'ElimuHub, 4th Floor, Elimu House, Moi Avenue, Nairobi',
  email: 'support@elimuhub.co.ke',
  phone: '+254 700 123 456',
};
