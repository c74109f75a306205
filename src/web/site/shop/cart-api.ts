import { api } from '../../common/api.ts';

interface CartRow {
  id: number;
  product_id: number;
  quantity: number;
}

/** Adds one of a product: a second add raises the quantity of the existing line (one line per product). */
export const addToCart = async (productId: number) => {
  const { rows } = await api.list<CartRow>('shop/cart', { product_id: productId });
  const line = rows[0];
  if (line) return api.patch<CartRow>(`shop/cart/${line.id}`, { quantity: line.quantity + 1 });
  return api.post<CartRow>('shop/cart', { product_id: productId, quantity: 1 });
};

export const setQuantity = (lineId: number, quantity: number) => api.patch<CartRow>(`shop/cart/${lineId}`, { quantity });

export const removeLine = (lineId: number) => api.delete<CartRow>(`shop/cart/${lineId}`);
