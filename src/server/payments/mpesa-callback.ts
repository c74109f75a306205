/**
 * Daraja's STK callback: which push it answers, and the outcome for its payments. A success whose amount or phone
 * is not what was asked is not taken as paid: it goes to review, for a person to settle. M-Pesa may report the
 * number masked (`2547******126`) or hashed: only what can be compared is (a masked number's visible digits); a
 * hash that is not the SHA-256 of the number asked is not held against the payment, which the CheckoutRequestID
 * and the amount already identify.
 */
import { createHash } from 'node:crypto';
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

/** True or false when the reported number can be compared with the one asked; null when it cannot (hashed, absent). */
export const samePhone = (reported: string, asked: string): boolean | null => {
  const value = reported.trim();
  if (/^\+?\d{9,15}$/.test(value)) return msisdn(value) === asked;
  const masked = /^(\d*)[*xX•]+(\d*)$/.exec(value);
  if (masked) return masked[1]!.length + masked[2]!.length >= 3 && asked.startsWith(masked[1]!) && asked.endsWith(masked[2]!);
  if (/^[0-9a-f]{64}$/i.test(value) && value.toLowerCase() === createHash('sha256').update(asked).digest('hex')) return true;
  return null;
};

/** What a success callback says was paid: its receipt, amount and number. */
export const paidDetails = (callback: StkCallback) => {
  const value = (name: string) => callback.CallbackMetadata?.Item.find((i) => i.Name === name)?.Value;
  return {
    receipt: value('MpesaReceiptNumber') === undefined ? null : String(value('MpesaReceiptNumber')).slice(0, 60),
    amount: Number(value('Amount')),
    phone: String(value('PhoneNumber') ?? ''),
  };
};

export const callbackOutcome = (callback: StkCallback, payments: readonly PaymentRow[]): Outcome & { mismatch?: string } => {
  if (callback.ResultCode !== 0) return { kind: 'failed', code: callback.ResultCode, message: resultMessage(callback.ResultCode) };
  const { receipt, amount, phone } = paidDetails(callback);
  const asked = payments.reduce((sum, p) => sum + p.amount, 0);
  const askedPhone = msisdn(payments[0]?.phone ?? '');
  const mismatch = [
    ...(amount !== asked ? [`amount ${Number.isNaN(amount) ? 'missing' : amount} instead of ${asked}`] : []),
    ...(samePhone(phone, askedPhone) === false ? [`phone ${phone} instead of ${askedPhone}`] : []),
  ].join(' and ');
  if (mismatch) return { kind: 'review', code: 0, reference: receipt, message: `M-Pesa reported ${mismatch}; ElimuHub is checking this payment.`, mismatch };
  return { kind: 'paid', reference: receipt, message: resultMessage(0) };
};
