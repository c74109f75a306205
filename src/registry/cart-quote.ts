/**
 * The cart priced shop by shop, as POST /api/shop/cart/quote (src/server/commerce/routes.ts) answers it to the cart
 * page: each shop's lines, subtotal, delivery, voucher and total.
 */
import type { RowOf } from './row-type.ts';

/** How an order reaches its buyer, as checkout writes it on the order. */
export type Delivery = Pick<
  RowOf<'shop/orders'>,
  'delivery_method' | 'pickup_point' | 'delivery_county' | 'delivery_address' | 'delivery_contact' | 'delivery_phone' | 'delivery_fee'
>;

/** One shop's part of the cart as the server prices it. */
export interface ShopQuote {
  /** `delivers`: whether the shop delivers to an address at all. */
  shop: { id: number; name: string; pickup_points: string[]; delivers: boolean };
  /** Each line with its unit price (its size's, when it has one) and the stock left to buy. */
  lines: { id: number; product_id: number; variant_id: number | null; name: string; price: number; quantity: number; in_stock: number }[];
  subtotal: number;
  delivery: Delivery;
  voucher: { code: string; discount: number } | null;
  discount: number;
  total: number;
}

export interface CartQuote {
  shops: ShopQuote[];
  total: number;
}
