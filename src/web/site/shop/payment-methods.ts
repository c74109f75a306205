import type { PaymentMethod } from './shop-types.ts';

/** SPEC.md §4 and §9: mpesa, card or bank, mpesa first and chosen by default. */
export const paymentMethods: { value: PaymentMethod; label: string }[] = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'card', label: 'Card' },
  { value: 'bank', label: 'Bank transfer' },
];

export const methodLabel = (method: PaymentMethod) => paymentMethods.find((m) => m.value === method)?.label ?? method;

/** The number the server accepts for an M-Pesa charge: 07…, 01… or +254…. */
export const mpesaPhone = /^(\+?254|0)[17]\d{8}$/;

/** Order and payment statuses are stored lower-case ('paid', 'completed'); people read them capitalised. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
