/**
 * "Choose Silver" on a plan card: how to pay, then — for M-Pesa — the wait for the PIN with its live status and
 * "Try again". A test payment starts the plan at once. `onActive` reloads the profile's plan and session.
 */
import { useState, type FormEvent } from 'react';
import { api, type ApiError } from '../../common/api.ts';
import { formatKes } from '../../common/format.ts';
import { Notice } from '../ui/notice.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { mpesaPhone, useAvailableMethods } from '../shop/payment-methods.ts';
import { PayerFields } from '../shop/payer-fields.tsx';
import { PaymentWatch } from '../shop/payment-watch.tsx';
import type { PaymentMethod } from '../shop/shop-types.ts';
import type { Plan } from './use-plans.ts';

interface Bought {
  payment: { id: number; status: string };
}

const PlanForm = ({ plan, onPaid }: { plan: Plan; onPaid: (bought: Bought) => void }) => {
  const available = useAvailableMethods();
  const [chosen, setMethod] = useState<PaymentMethod | null>(null);
  const method = chosen ?? available.methods[0]?.value ?? 'mpesa';
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `plan-${plan.id}`;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const number = phone.replace(/\s/g, '');
    if (method === 'mpesa' && !mpesaPhone.test(number)) {
      setPhoneError('Enter the M-Pesa number, like 0712 345 678.');
      document.getElementById(`${id}-phone`)?.focus();
      return;
    }
    setPhoneError(undefined);
    setBusy(true);
    try {
      onPaid(await api.post<Bought>('plans/checkout', { plan_id: plan.id, payment_method: method, ...(method === 'mpesa' ? { phone: number } : {}) }));
    } catch (e) {
      const apiError = e as ApiError;
      if (apiError.errors?.phone) setPhoneError(apiError.errors.phone);
      setError(apiError.message);
      setBusy(false);
    }
  };

  if (available.loading) return <Loading text="Loading payment methods..." />;
  if (available.error) return <ErrorText message={available.error} />;
  return (
    <form className="form plan-form" onSubmit={pay} noValidate aria-label={`Pay for ${plan.name}`}>
      <PayerFields id={id} available={available} method={method} onMethod={setMethod} phone={phone} onPhone={setPhone} phoneError={phoneError} disabled={busy} />
      {error ? <ErrorText message={error} /> : null}
      <button type="submit" disabled={busy || !available.methods.length} aria-busy={busy}>
        {busy ? 'Processing...' : `Pay ${formatKes(plan.price)} for a month`}
      </button>
    </form>
  );
};

export const PlanPurchase = ({ plan, renew, onActive }: { plan: Plan; renew: boolean; onActive: () => void }) => {
  const [open, setOpen] = useState(false);
  const [bought, setBought] = useState<Bought | null>(null);
  if (bought?.payment.status === 'completed')
    return (
      <Notice kind="success">
        <p>Paid. Your {plan.name} plan is active.</p>
      </Notice>
    );
  if (bought) return <PaymentWatch paymentId={bought.payment.id} onChange={onActive} />;
  if (!open)
    return (
      <button type="button" className={renew ? 'secondary' : undefined} onClick={() => setOpen(true)}>
        {renew ? `Renew ${plan.name}` : `Choose ${plan.name}`}
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
