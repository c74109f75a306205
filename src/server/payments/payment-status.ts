/** A payment's state as the buyer's page shows it while it waits: its status and one sentence about it. */
import { mayRetry } from './retry-payment.ts';
import type { PaymentRow } from './settle-payments.ts';
import type { PaymentState } from '../../registry/payment-state.ts';

export const waitingMessage = 'Check your phone and enter your M-Pesa PIN.';

const messageOf = (payment: PaymentRow & { reference: string | null; result_message: string | null }) => {
  if (payment.status === 'pending') return waitingMessage;
  if (payment.status === 'completed') return payment.reference ? `Paid. M-Pesa receipt ${payment.reference}.` : 'Paid.';
  if (payment.status === 'refunded') return 'This payment was refunded.';
  return payment.result_message ?? 'The payment did not go through.';
};

export const paymentStatus = (
  payment: PaymentRow & { reference: string | null; result_message: string | null },
  pushProvider: string | null,
): PaymentState => ({
  // Stored only through the payments resource, whose field allows no other value.
  status: payment.status as PaymentState['status'],
  message: messageOf(payment),
  // The receipt on its own, so a page in another language can word the sentence itself.
  reference: payment.status === 'completed' ? payment.reference : null,
  can_retry: mayRetry(payment, pushProvider),
});
