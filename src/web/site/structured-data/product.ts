/**
 * A shop's product as schema.org Product with one Offer at the price the page shows first (the product's; a
 * size may cost more once picked). In stock while the product, or any of its sizes, has stock.
 */
import type { Product, Shop, Variant } from '../shop/shop-types.ts';
import { absoluteUrl, text } from './schema-parts.ts';

export const productData = ({ product, variants, shop }: { product: Product; variants: Variant[]; shop: Pick<Shop, 'id' | 'name'> | null }, origin: string) => {
  const url = absoluteUrl(`/products/${product.id}`, origin);
  const inStock = variants.length ? variants.some((v) => v.stock > 0) : product.stock > 0;
  const images = (product.images ?? []).map((src) => absoluteUrl(src, origin));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    image: images.length ? images : undefined,
    description: text(product.description),
    category: text(product.category),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'KES',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: shop ? { '@type': 'Organization', name: shop.name, url: absoluteUrl(`/shops/${shop.id}`, origin) } : undefined,
    },
  };
};
