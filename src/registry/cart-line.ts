/** A line of a member's cart with its product, as GET /api/shop/cart/user/{userId} (src/server/commerce/routes.ts) answers it. */
import type { RowOf } from './row-type.ts';

type CartRow = RowOf<'shop/cart'>;

export interface CartLine extends Pick<CartRow, 'id' | 'product_id' | 'variant_id' | 'quantity'> {
  product: {
    id: number;
    name: string;
    /** Its size's price, when the line names a size. */
    price: number;
    shop_id: number;
    images: string[];
    /** The size's name. */
    variant: string | null;
  };
}
