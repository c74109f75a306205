/**
 * A payment's state as its payer's page shows it while it waits, as GET /api/payments/{id}/status and POST
 * /api/payments/{id}/retry answer it (src/server/payments/payment-status.ts).
 */
import type { RowOf } from './row-type.ts';

export interface PaymentState {
  status: RowOf<'shop/payments'>['status'];
  /** One sentence about it, in English: M-Pesa's own reason for a failure. */
  message: string;
  /** The M-Pesa receipt of a completed payment, so a page in another language can word the sentence itself. */
  reference: string | null;
  /** Whether the payer may ask for the M-Pesa prompt again now. */
  can_retry: boolean;
  /**
   * From when "Try again" is allowed (M-Pesa takes the same amount from the same number again only two minutes
   * after the last request), or null when it never will be.
   */
  retry_at: string | null;
  /** M-Pesa's result code of a failed payment, for the page to word in its own language; null otherwise. */
  result_code: number | null;
}
