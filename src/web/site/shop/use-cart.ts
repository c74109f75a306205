import { useEndpoint } from '../../common/use-fetch.ts';
import type { CartLine } from './shop-types.ts';

/** The signed-in member's cart with product names and prices. */
export const useCart = (userId: number) => useEndpoint<CartLine[]>(`shop/cart/user/${userId}`);
