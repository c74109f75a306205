/**
 * An M-Pesa payment while it waits for the buyer's phone: "Check your phone…", then paid or why not, with
 * "Try again" (a new prompt) when that can help. It asks the server for the status with backoff (1 s, growing
 * to 10 s) and stops at a final state; the server gives up on an unanswered prompt after ten minutes.
 */
import { useEffect, useRef, useState } from 'react';
import { api, type ApiError } from '../../common/api.ts';
import { Notice } from '../ui/notice.tsx';
import type { Payment } from './shop-types.ts';
import { useSay } from '../../common/say.ts';
import type { Say } from '../../common/say.ts';
import { readEndpoint } from '../../common/site-data.ts';
import type { PaymentState } from '../../../registry/payment-state.ts';
import { now } from '../../../registry/clock.ts';

/**
 * The state in the page's words: a failure by M-Pesa's result code, in the page's language; a code the catalogue
 * does not know, or a failure of ElimuHub's own (no answer, the order cancelled), as the server words it.
 */
const stateText = (state: PaymentState, say: Say) => {
  if (state.status === 'pending') return say('shop.pay.pending');
  if (state.status === 'completed') return state.reference ? say('shop.pay.paidReceipt', { reference: state.reference }) : say('shop.pay.paid');
  if (state.status === 'refunded') return say('shop.pay.refunded');
  const coded = state.result_code === null ? null : `shop.pay.result.${state.result_code}`;
  return coded && say.has(coded) ? say(coded) : state.message;
};

/** Whether `at` (an ISO time) has come; turns true by itself when it does, so a button waiting for it turns on. */
const useReached = (at: string | null) => {
  const [reached, setReached] = useState(() => !at || Date.parse(at) <= now());
  useEffect(() => {
    const waitMs = at ? Date.parse(at) - now() : 0;
    setReached(waitMs <= 0);
    if (waitMs <= 0) return;
    const timer = setTimeout(() => setReached(true), waitMs + 250);
    return () => clearTimeout(timer);
  }, [at]);
  return reached;
};

const firstPollMs = 1000;
const slowestPollMs = 10_000;

/** Whether a payment is one to watch: an M-Pesa prompt that is waiting, or failed or kept for review. */
export const isWatched = (payment: Payment | null): payment is Payment =>
  payment?.provider === 'mpesa' && ['pending', 'failed', 'review'].includes(payment.status);

/** `onChange` reloads the page around: the order's status moves with its payment (paid, cancelled, waiting again). */
export const PaymentWatch = ({ paymentId, onChange }: { paymentId: number; onChange: () => void }) => {
  const say = useSay();
  const [state, setState] = useState<PaymentState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  // Only a change seen here reloads the page around it; a payment already final when opened does not.
  const sawPending = useRef(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = firstPollMs;
    const poll = async () => {
      try {
        const next = await readEndpoint<PaymentState>(`payments/${paymentId}/status`, undefined, controller.signal);
        setState(next);
        setError(null);
        if (next.status === 'pending') sawPending.current = true;
        else {
          if (sawPending.current) changed.current();
          return;
        }
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
        setError((e as ApiError).message);
      }
      delay = Math.min(delay * 1.5, slowestPollMs);
      timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [paymentId, round]);

  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      setState(await api.post<PaymentState>(`payments/${paymentId}/retry`));
      sawPending.current = true;
      setRound((n) => n + 1);
      changed.current();
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  // "Try again" is shown as soon as it will be possible, but turns on only when M-Pesa will take the request: two
  // minutes after the last one for the same amount from the same number (the server refuses it earlier).
  const reached = useReached(state?.retry_at ?? null);
  const canRetry = Boolean(state && state.retry_at !== null && (state.can_retry || reached));

  if (!state)
    return error ? (
      <Notice kind="error">
        <p>{error}</p>
      </Notice>
    ) : null;
  const kind = state.status === 'completed' ? 'success' : state.status === 'pending' ? 'info' : 'error';
  return (
    <div className="payment-watch" aria-busy={state.status === 'pending'}>
      <Notice kind={kind}>
        <p>{state.status === 'pending' ? <strong>{stateText(state, say)}</strong> : stateText(state, say)}</p>
        {state.status === 'pending' ? <p className="muted">{say('shop.pay.onItsWay')}</p> : null}
        {error ? <p>{error}</p> : null}
      </Notice>
      {state.retry_at !== null && (state.status !== 'pending' || canRetry) ? (
        <p className="payment-retry">
          {state.status === 'pending' ? <span className="muted">{say('shop.pay.noPrompt')}</span> : null}
          <button type="button" disabled={busy || !canRetry} onClick={() => void retry()}>
            {say(busy ? 'shop.pay.sending' : 'shop.pay.retry')}
          </button>
          {canRetry ? null : <span className="muted">{say('shop.pay.retryAt', { time: say.format.time(state.retry_at) ?? '' })}</span>}
        </p>
      ) : null}
    </div>
  );
};
