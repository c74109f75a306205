/** What an order's record page adds: its history as a timeline, and an admin's moves. One chunk, loaded on that page only. */
export { AdminOrderMoves } from './admin-order-moves.tsx';
export { OrderHistory } from './order-history.tsx';
