import { useGet } from '../../common/use-fetch.ts';
import type { CartLine } from './shop-types.ts';

/** The signed-in member's cart with product names and prices. */
export const useCart = (userId: number) =>
  useGet<CartLine[]>(`shop/cart/user/${userId}`);

export const cartTotal = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
