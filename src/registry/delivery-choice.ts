/**
 * The buyer's choice of how one shop's order reaches them, as POST /api/shop/cart/quote and /api/shop/checkout take
 * it (`deliveryChoice` in src/server/commerce/delivery.ts, which must accept it).
 */
import type { deliveryMethods } from './resources/shop.ts';

export interface DeliveryChoice {
  shop_id: number;
  /** Pickup when not given. */
  method?: (typeof deliveryMethods)[number];
  pickup_point?: string;
  county?: string;
  address?: string;
  contact?: string;
  /** An empty one is none. */
  phone?: string;
  voucher?: string;
}
