/**
 * Shop rows as the API returns them: the resources' rows derived from src/registry/resources/shop.ts, and the
 * answers of src/server/commerce/routes.ts that are not a resource's row.
 */
import type { RowOf } from '../../../registry/row-type.ts';

export type Shop = RowOf<'shop/shops'>;

export type Product = RowOf<'shop/products'>;

export type Variant = RowOf<'shop/variants'>;

/** A cart line of GET /api/shop/cart/user/{userId}: the line with its product (price: its size's, when it has one). */
export interface CartLine {
  id: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  product: { id: number; name: string; price: number; shop_id: number; images: string[]; variant: string | null };
}

/** How an order reaches its buyer, as checkout wrote it on the order. */
export type Delivery = Pick<
  RowOf<'shop/orders'>,
  'delivery_method' | 'pickup_point' | 'delivery_county' | 'delivery_address' | 'delivery_contact' | 'delivery_phone' | 'delivery_fee'
>;

/** The buyer's choice for one shop's order, as POST /api/shop/cart/quote and /api/shop/checkout take it. */
export interface DeliveryChoice {
  shop_id: number;
  method: 'pickup' | 'address';
  pickup_point?: string;
  county?: string;
  address?: string;
  contact?: string;
  phone?: string;
  voucher?: string;
}

/** One shop's part of the cart as the server prices it. */
export interface ShopQuote {
  shop: { id: number; name: string; pickup_points: string[]; delivers: boolean };
  lines: { id: number; product_id: number; variant_id: number | null; name: string; price: number; quantity: number; in_stock: number }[];
  subtotal: number;
  delivery: Delivery;
  voucher: { code: string; discount: number } | null;
  discount: number;
  total: number;
}

export interface Quote {
  shops: ShopQuote[];
  total: number;
}

export type Order = RowOf<'shop/orders'>;

export type PaymentMethod = Order['payment_method'];

export type Payment = RowOf<'shop/payments'>;
