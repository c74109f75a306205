/** Shop rows as the API returns them (src/registry/resources/shop.ts and src/server/commerce/routes.ts). */
import type { OrderStatus } from '../../../registry/resources/shop.ts';

export interface Shop {
  id: number;
  name: string;
  logo: string | null;
  tagline: string | null;
  description: string | null;
  founded_year: number | null;
  wholesale_region: string | null;
  product_focus: string | null;
  contact_person: string | null;
  email: string | null;
  phone_landline: string | null;
  phone_mobile: string | null;
  postal_address: string | null;
  physical_address: string | null;
  county: string | null;
  staff_description: string | null;
  agents_for: string | null;
  gallery: string[] | null;
  pickup_points: string[] | null;
  delivery_fees: { default?: number | null; counties: Record<string, number> } | null;
  latitude: number | null;
  longitude: number | null;
}

export interface Product {
  id: number;
  shop_id: number;
  name: string;
  description: string | null;
  category: string | null;
  price: number;
  stock: number;
  images: string[] | null;
}

export interface Variant {
  id: number;
  product_id: number;
  name: string;
  price: number | null;
  stock: number;
}

/** A cart line of GET /api/shop/cart/user/{userId}: the line with its product (price: its size's, when it has one). */
export interface CartLine {
  id: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  product: { id: number; name: string; price: number; shop_id: number; images: string[]; variant: string | null };
}

export interface Delivery {
  delivery_method: 'pickup' | 'address';
  pickup_point: string | null;
  delivery_county: string | null;
  delivery_address: string | null;
  delivery_contact: string | null;
  delivery_phone: string | null;
  delivery_fee: number;
}

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

export type PaymentMethod = 'mpesa' | 'card' | 'bank';

export interface OrderChange {
  at: string;
  by: number | null;
  as: string;
  from: OrderStatus | null;
  to: OrderStatus;
  note?: string | null;
}

export interface Order extends Partial<Delivery> {
  id: number;
  owner_id: number;
  /** Checkout makes one order per shop. */
  shop_id: number | null;
  lines: { product_id: number; shop_id?: number | null; variant_id?: number | null; variant?: string | null; name: string; price: number; quantity: number }[];
  subtotal: number | null;
  discount: number | null;
  voucher_code: string | null;
  total: number;
  status: OrderStatus;
  history: OrderChange[] | null;
  payment_method: PaymentMethod;
  phone: string | null;
  created_at: string;
}

export interface Payment {
  id: number;
  order_id: number;
  amount: number;
  method: PaymentMethod;
  status: string;
  reference: string | null;
  provider: string | null;
  result_message: string | null;
  created_at: string;
}
