/**
 * The M-Pesa callback's address: a neutral path and a secret segment (MPESA_CALLBACK_SECRET, or one derived from
 * SECRET), so only Daraja (given the address) can settle payments. Daraja refuses a CallBackURL holding certain
 * words ("400.002.02 Bad Request - Invalid CallBackURL"), so neither the path nor a derived secret may hold one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Words Safaricom asks integrators to keep out of callback addresses; compared without regard to case. */
export const filteredWords = ['m-pesa', 'mpesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query', 'http'] as const;

/** The filtered word in an address's host and path (its scheme aside), or null. */
export const filteredWordIn = (address: string) => {
  const rest = address.replace(/^https?:\/\//i, '').toLowerCase();
  return filteredWords.find((word) => rest.includes(word)) ?? null;
};

/** Where Daraja posts the STK callback; the secret follows it. */
export const callbackPath = '/api/payments/confirm';

/**
 * The address pushes sent before the neutral path carried: still answered, with the secret it was sent with, so a
 * push already on a phone when the server is upgraded is settled by its callback and not only by the sweep.
 */
export const earlierCallbackPath = '/api/payments/mpesa/callback';

const derived = (appSecret: string) => createHmac('sha256', appSecret).update('mpesa-callback');

/** Hex, whose letters (a to f) can spell none of the filtered words. */
export const callbackSecret = (configured: string | null, appSecret: string) => configured ?? derived(appSecret).digest('hex').slice(0, 32);

export const earlierCallbackSecret = (configured: string | null, appSecret: string) => configured ?? derived(appSecret).digest('base64url').slice(0, 32);

export const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
