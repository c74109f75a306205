/**
 * "Choose Silver" on a plan card: how to pay, then — for M-Pesa — the wait for the PIN with its live status and
 * "Try again". A test payment starts the plan at once. `onActive` reloads the profile's plan and session.
 */
import { useState, type FormEvent } from 'react';
import { api, type ApiError } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { Notice } from '../ui/notice.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { PayerFields } from '../shop/payer-fields.tsx';
import { PaymentWatch } from '../shop/payment-watch.tsx';
import { usePayer } from '../shop/use-payer.ts';
import type { Plan } from './use-plans.ts';
import type { PlanCheckout } from '../../../registry/plan-checkout.ts';

const PlanForm = ({ plan, onPaid }: { plan: Plan; onPaid: (bought: PlanCheckout) => void }) => {
  const say = useSay('pages');
  const format = useFormat();
  const payer = usePayer(`plan-${plan.id}`);
  const { available } = payer;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const payment = payer.payment();
    if (!payment) return;
    setBusy(true);
    try {
      onPaid(await api.post<PlanCheckout>('plans/checkout', { plan_id: plan.id, ...payment }));
    } catch (e) {
      payer.refused(e as ApiError);
      setError((e as ApiError).message);
      setBusy(false);
    }
  };

  if (available.loading) return <Loading text={say('account.plan.loadingMethods')} />;
  if (available.error) return <ErrorText message={available.error} />;
  return (
    <form className="form plan-form" onSubmit={pay} noValidate aria-label={say('account.plan.payFor', { plan: plan.name })}>
      <PayerFields {...payer.fields} disabled={busy} />
      {error ? <ErrorText message={error} /> : null}
      <button type="submit" disabled={busy || !available.methods.length} aria-busy={busy}>
        {busy ? say('shop.checkout.processing') : say('account.plan.pay', { amount: format.kes(plan.price) ?? '' })}
      </button>
    </form>
  );
};

export const PlanPurchase = ({ plan, renew, onActive }: { plan: Plan; renew: boolean; onActive: () => void }) => {
  const say = useSay('pages');
  const [open, setOpen] = useState(false);
  const [bought, setBought] = useState<PlanCheckout | null>(null);
  if (bought?.payment.status === 'completed')
    return (
      <Notice kind="success">
        <p>{say('account.plan.active', { plan: plan.name })}</p>
      </Notice>
    );
  if (bought) return <PaymentWatch paymentId={bought.payment.id} onChange={onActive} />;
  if (!open)
    return (
      <button type="button" className={renew ? 'secondary' : undefined} onClick={() => setOpen(true)}>
        {say(renew ? 'account.plan.renew' : 'account.plan.choose', { plan: plan.name })}
      </button>
    );
  return (
    <PlanForm
      plan={plan}
      onPaid={(answer) => {
        setBought(answer);
        if (answer.payment.status === 'completed') onActive();
      }}
    />
  );
};
