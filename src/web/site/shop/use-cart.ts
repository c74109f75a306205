import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';
import type { CartLine } from './shop-types.ts';

/** The signed-in member's cart with product names and prices. */
export const useCart = (userId: number) =>
  useFetch((signal) => api.get<CartLine[]>(`shop/cart/user/${userId}`, undefined, signal), `shop/cart/user/${userId}`);

export const cartTotal = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
