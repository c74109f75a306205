/** A payment's state as the buyer's page shows it while it waits: its status and one sentence about it. */
import { mayRetry, retryAt } from './retry-payment.ts';
import type { PaymentRow } from './settle-payments.ts';
import type { PaymentState } from '../../registry/payment-state.ts';

export const waitingMessage = 'Check your phone and enter your M-Pesa PIN.';

/** M-Pesa's receipt; never the CheckoutRequestID, which payments the status query settled once kept in its place. */
const receipt = (payment: PaymentRow & { reference: string | null }) =>
  payment.reference && payment.reference !== payment.checkout_request_id ? payment.reference : null;

const messageOf = (payment: PaymentRow & { reference: string | null; result_message: string | null }) => {
  if (payment.status === 'pending') return waitingMessage;
  if (payment.status === 'completed') return receipt(payment) ? `Paid. M-Pesa receipt ${receipt(payment)}.` : 'Paid.';
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
  reference: payment.status === 'completed' ? receipt(payment) : null,
  can_retry: mayRetry(payment, pushProvider),
  retry_at: retryIso(payment, pushProvider),
  // The page words a known code itself, in its own language; the message stays for codes it does not know.
  result_code: payment.status === 'failed' ? payment.result_code : null,
});

const retryIso = (payment: PaymentRow, pushProvider: string | null) => {
  const at = retryAt(payment, pushProvider);
  return at === null ? null : new Date(at).toISOString();
};
