/** The secret path segment of the M-Pesa callback: MPESA_CALLBACK_SECRET, or one derived from SECRET, so only Daraja (given the address) can settle payments. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const callbackSecret = (configured: string | null, appSecret: string) =>
  configured ?? createHmac('sha256', appSecret).update('mpesa-callback').digest('base64url').slice(0, 32);

export const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
