/**
 * Daraja's STK callback: which push it answers, and the outcome for its payments. A success whose amount or phone
 * is not what was asked is not taken as paid: it goes to review, for a person to settle.
 */
import { z } from 'zod';
import { resultMessage } from './result-codes.ts';
import type { Outcome, PaymentRow } from './settle-payments.ts';
import { msisdn } from './stk-password.ts';

const item = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

export const stkCallback = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100).optional(),
      CheckoutRequestID: z.string().min(1).max(100),
      // A number, or its digits as text; anything else (null, true) is not an answer to act on.
      ResultCode: z.union([
        z.number().int(),
        z
          .string()
          .regex(/^-?\d{1,9}$/)
          .transform(Number),
      ]),
      ResultDesc: z.string().max(500).optional(),
      CallbackMetadata: z.object({ Item: z.array(item).max(20) }).optional(),
    }),
  }),
});

export type StkCallback = z.infer<typeof stkCallback>['Body']['stkCallback'];

export const callbackOutcome = (callback: StkCallback, payments: readonly PaymentRow[]): Outcome & { mismatch?: string } => {
  if (callback.ResultCode !== 0) return { kind: 'failed', code: callback.ResultCode, message: resultMessage(callback.ResultCode) };
  const value = (name: string) => callback.CallbackMetadata?.Item.find((i) => i.Name === name)?.Value;
  const receipt = String(value('MpesaReceiptNumber') ?? callback.CheckoutRequestID).slice(0, 60);
  const amount = Number(value('Amount'));
  const phone = String(value('PhoneNumber') ?? '');
  const asked = payments.reduce((sum, p) => sum + p.amount, 0);
  const askedPhone = msisdn(payments[0]?.phone ?? '');
  const mismatch = [
    ...(amount !== asked ? [`amount ${Number.isNaN(amount) ? 'missing' : amount} instead of ${asked}`] : []),
    ...(msisdn(phone) !== askedPhone ? [`phone ${phone || 'missing'} instead of ${askedPhone}`] : []),
  ].join(' and ');
  if (mismatch) return { kind: 'review', code: 0, reference: receipt, message: `M-Pesa reported ${mismatch}; ElimuHub is checking this payment.`, mismatch };
  return { kind: 'paid', reference: receipt, message: resultMessage(0) };
};
