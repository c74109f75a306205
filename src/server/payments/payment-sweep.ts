/**
 * For callbacks that never come: every `sweepEveryMs` the server asks Daraja about M-Pesa payments pending for
 * longer than `queryAfterMs` and settles those with a final answer; a payment with no answer after `giveUpAfterMs`
 * fails as "no answer" (its order cancelled, its stock back). Several instances may sweep at once: settling is
 * a conditional update, so each payment is settled once; they only ask Daraja twice.
 */
import { DarajaError } from './daraja-client.ts';
import type { MpesaSettings } from './mpesa-settings.ts';
import { noAnswer, resultMessage } from './result-codes.ts';
import { paymentColumns, settlePayments, type Outcome, type PaymentRow } from './settle-payments.ts';
import type { PushContext } from './start-push.ts';
import { repeatEvery } from '../repeat-every.ts';
import { now } from '../../registry/clock.ts';

/** At most this many pushes are asked about per round, so a backlog never floods Daraja. */
const perRound = 50;

type Timing = Pick<MpesaSettings, 'sweepEveryMs' | 'queryAfterMs' | 'giveUpAfterMs'>;

const ago = (ms: number) => new Date(now() - ms).toISOString();

/** One round: exported so a test can run it without waiting for the timer. */
export const sweepOnce = async ({ db, provider, log }: Pick<PushContext, 'db' | 'provider' | 'log'>, timing: Timing) => {
  const waiting = (await db
    .selectFrom('shop_payments')
    .select(paymentColumns)
    .where('status', '=', 'pending')
    .where('provider', '=', provider.name)
    .where('pushed_at', '<', ago(timing.queryAfterMs))
    .orderBy('pushed_at')
    .limit(perRound)
    .execute()) as PaymentRow[];
  const givenUp = ago(timing.giveUpAfterMs);
  const pushes = new Map<string | null, PaymentRow[]>();
  for (const p of waiting) pushes.set(p.checkout_request_id, [...(pushes.get(p.checkout_request_id) ?? []), p]);
  for (const [checkoutRequestId, payments] of pushes) {
    const tooOld = payments.every((p) => p.pushed_at! < givenUp);
    let outcome: Outcome | null = tooOld ? { kind: 'failed', ...noAnswer } : null;
    // A payment whose push was never stored (the server stopped between commit and push) waits for give-up only.
    if (checkoutRequestId !== null)
      try {
        const answer = await provider.query(checkoutRequestId);
        if (answer.state === 'final')
          outcome =
            answer.code === 0
              ? // The query gives no receipt: the callback, if it comes, adds it (settle-payments.ts).
                { kind: 'paid', reference: null, message: 'Paid (confirmed by M-Pesa’s status query).' }
              : { kind: 'failed', code: answer.code, message: resultMessage(answer.code) };
      } catch (error) {
        if (!(error instanceof DarajaError)) throw error;
        log.warn(`M-Pesa status query for ${checkoutRequestId} failed: ${error.message}`);
      }
    if (outcome) await settlePayments(db, checkoutRequestId === null ? { ids: payments.map((p) => p.id) } : { checkoutRequestId }, outcome, log);
  }
};

/** Starts the timer; the returned stop waits for a round under way, so closing never cuts a settlement in half. */
export const startSweep = (context: Pick<PushContext, 'db' | 'provider' | 'log'>, timing: Timing) =>
  repeatEvery(
    timing.sweepEveryMs,
    () => sweepOnce(context, timing),
    (error) => context.log.warn(`M-Pesa payment sweep failed: ${(error as Error).message}`),
    { atOnce: false },
  );
