import { api } from '../../common/api.ts';
import { readList } from '../../common/site-data.ts';
import type { RowOf } from '../../../registry/row-type.ts';

type CartRow = RowOf<'shop/cart'>;

/** Adds one of a product (in a size): a second add raises the quantity of the existing line (one line per product and size). */
export const addToCart = async (productId: number, variantId: number | null = null) => {
  const { rows } = await readList<CartRow>('shop/cart', { product_id: productId, ...(variantId ? { variant_id: variantId } : {}) });
  const line = rows.find((row) => (row.variant_id ?? null) === variantId);
  if (line) return api.patch<CartRow>(`shop/cart/${line.id}`, { quantity: line.quantity + 1 });
  return api.post<CartRow>('shop/cart', { product_id: productId, quantity: 1, ...(variantId ? { variant_id: variantId } : {}) });
};

export const setQuantity = (lineId: number, quantity: number) => api.patch<CartRow>(`shop/cart/${lineId}`, { quantity });

export const removeLine = (lineId: number) => api.delete<CartRow>(`shop/cart/${lineId}`);
