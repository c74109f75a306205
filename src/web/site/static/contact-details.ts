/** The office the Contact page shows (SPEC.md §9). */
export const office = {
  address: 'ElimuHub, 4th Floor, Elimu House, Moi Avenue, Nairobi',
  postal: 'P.O. Box 12345-00100, Nairobi',
  email: 'support@elimuhub.co.ke',
  phone: '+254 700 123 456',
  hours: 'Monday to Friday, 8:00 am to 5:00 pm',
};
