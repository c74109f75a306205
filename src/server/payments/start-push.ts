/**
 * Sends the STK push for payments already committed as pending (outside any transaction: Daraja may take
 * seconds), then stores Daraja's ids on them. One push asks for all of them together: a checkout across two
 * shops is one prompt on the buyer's phone, for the sum, and its callback settles both.
 */
import type { Limit } from '../abuse/limits.ts';
import { accountReference } from './account-reference.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { DarajaError } from './daraja-client.ts';
import type { PushProvider } from './payment-provider.ts';
import { loadPayments, type SettleLog } from './settle-payments.ts';
import { now, nowIso } from '../../registry/clock.ts';

export interface PushContext {
  db: Db;
  provider: PushProvider;
  /** The callback route's full address, secret included (read at each push: a test learns its port after start). */
  callbackUrl: () => string;
  /** Prompts one phone number may get in a window, whoever asks for them. */
  promptsPerPhone: Limit;
  log: SettleLog;
}

const checkPromptsTo = async (db: Db, phone: string, { max, windowMs }: Limit) => {
  const recent = await db
    .selectFrom('shop_payments')
    .select((eb) => eb.fn.count('checkout_request_id').distinct().as('prompts'))
    .where('phone', '=', phone)
    .where('checkout_request_id', 'is not', null)
    .where('pushed_at', '>', new Date(now() - windowMs).toISOString())
    .executeTakeFirst();
  if (Number(recent?.prompts ?? 0) >= max)
    throw new HttpError(
      429,
      `${phone} has had ${max} M-Pesa requests in the last ${Math.round(windowMs / 60_000)} minutes. Nothing was charged; wait a few minutes, or pay from another number.`,
      {
        phone: 'Too many M-Pesa requests to this number just now.',
      },
    );
};

/**
 * Sends the push and stores its ids; null when it was sent but not answered (a timeout, a broken connection):
 * M-Pesa may be prompting the phone, so the payments stay pending for the callback or the sweep to settle.
 */
export const startPush = async ({ db, provider, callbackUrl, promptsPerPhone, log }: PushContext, ids: readonly number[]) => {
  const payments = await loadPayments(db, { ids });
  const first = payments[0]!;
  await checkPromptsTo(db, first.phone!, promptsPerPhone);
  let started;
  try {
    started = await provider.push({
      amount: payments.reduce((sum, p) => sum + p.amount, 0),
      phone: first.phone!,
      callbackUrl: callbackUrl(),
      accountReference: accountReference(first),
      description: first.order_id ? 'ElimuHub shop' : 'ElimuHub plan',
    });
  } catch (error) {
    if (!(error instanceof DarajaError) || error.kind !== 'ambiguous') throw error;
    log.warn(`M-Pesa push for payments ${ids.join(', ')} may have been sent (${error.message}); they wait for the callback or the sweep`);
    return null;
  }
  await db
    .updateTable('shop_payments')
    .set({ checkout_request_id: started.checkoutRequestId, merchant_request_id: started.merchantRequestId, pushed_at: nowIso() })
    .where('id', 'in', [...ids])
    .where('status', '=', 'pending')
    .execute();
  return started;
};

/** A Daraja failure as the buyer reads it: 503 when M-Pesa could not be reached or is busy, 502 when it refused. */
export const pushRefusal = (error: unknown) => {
  if (!(error instanceof DarajaError)) return error;
  return error.kind === 'unreachable'
    ? new HttpError(503, `${error.message} Nothing was charged; try again in a moment.`)
    : new HttpError(502, `${error.message} Nothing was charged; try again or choose another method.`);
};
