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

/** The state in the page's words; a failure quotes M-Pesa's own reason, as the server passes it on. */
const stateText = (state: PaymentState, say: Say) => {
  if (state.status === 'pending') return say('shop.pay.pending');
  if (state.status === 'completed') return state.reference ? say('shop.pay.paidReceipt', { reference: state.reference }) : say('shop.pay.paid');
  if (state.status === 'refunded') return say('shop.pay.refunded');
  return state.message;
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
      {state.can_retry ? (
        <p className="payment-retry">
          {state.status === 'pending' ? <span className="muted">{say('shop.pay.noPrompt')}</span> : null}
          <button type="button" disabled={busy} onClick={() => void retry()}>
            {say(busy ? 'shop.pay.sending' : 'shop.pay.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
};
