/** Shop rows as the API returns them (src/registry/resources/shop.ts and src/server/commerce/routes.ts). */
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

/** A cart line of GET /api/shop/cart/user/{userId}: the line with its product. */
export interface CartLine {
  id: number;
  product_id: number;
  quantity: number;
  product: { id: number; name: string; price: number; shop_id: number; images: string[] };
}

export type PaymentMethod = 'mpesa' | 'card' | 'bank';

export interface Order {
  id: number;
  /** Checkout makes one order per shop. */
  shop_id: number | null;
  lines: { product_id: number; shop_id?: number | null; name: string; price: number; quantity: number }[];
  total: number;
  status: string;
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
  created_at: string;
}
