import { useEndpoint } from '../../common/use-fetch.ts';
import type { Say } from '../../common/say.ts';
import type { Payment, PaymentMethod } from './shop-types.ts';

/** docs/product.md#cart-checkout-and-payment: mpesa, card or bank, mpesa first and chosen by default. */
export const paymentMethods: { value: PaymentMethod; label: string }[] = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'card', label: 'Card' },
  { value: 'bank', label: 'Bank transfer' },
];

/**
 * The methods this server takes (GET /api/payments/methods), in the order above. A test payment charges nothing,
 * and the checkout says so beside it, so nobody believes they paid for real.
 */
export const useAvailableMethods = () => {
  const answer = useEndpoint<{ methods: { method: PaymentMethod; test: boolean }[] }>('payments/methods');
  const offered = new Map(answer.data?.methods.map((m) => [m.method, m.test]));
  const methods = paymentMethods.filter((m) => offered.has(m.value)).map((m) => ({ ...m, test: offered.get(m.value) === true }));
  return { methods, loading: answer.loading, error: answer.error };
};

/** The number the server accepts for an M-Pesa charge: 07…, 01… or +254…. */
export const mpesaPhone = /^(\+?254|0)[17]\d{8}$/;

/** A payment's status, with M-Pesa's or the bank's reference once there is one: "Completed · reference QX12…". */
export const paymentText = (say: Say, payment: Pick<Payment, 'status' | 'reference'>) => {
  const status = say.choice('status', payment.status);
  return payment.reference ? say('order.paymentReference', { status, reference: payment.reference }) : status;
};
