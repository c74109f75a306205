/** How to pay, as every checkout asks it (the shop's, a plan's): the methods the server takes, and the M-Pesa number. */
import { describedBy, Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import type { useAvailableMethods } from './payment-methods.ts';
import type { PaymentMethod } from './shop-types.ts';
import { useSay } from '../../common/say.ts';

export interface PayerFieldsProps {
  /** Keeps ids unique when two forms share a page. */
  id: string;
  available: ReturnType<typeof useAvailableMethods>;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  phone: string;
  onPhone: (phone: string) => void;
  phoneError?: string;
  disabled: boolean;
}

export const PayerFields = ({ id, available, method, onMethod, phone, onPhone, phoneError, disabled }: PayerFieldsProps) => {
  const say = useSay();
  const phoneHelp = say('shop.pay.phoneHelp');
  return (
    <>
      {available.methods.length ? null : (
        <Notice kind="error">
          <p>{say('shop.pay.unavailable')}</p>
        </Notice>
      )}
      <fieldset className="payment-methods" disabled={disabled}>
        <legend>{say('shop.pay.method')}</legend>
        {available.methods.map((m) => (
          <div key={m.value} className="payment-method">
            <label className="radio">
              <input
                type="radio"
                name={`${id}-method`}
                value={m.value}
                checked={method === m.value}
                onChange={() => onMethod(m.value)}
                aria-describedby={m.test ? `${id}-test-${m.value}` : undefined}
              />
              {say(`shop.pay.method.${m.value}`)}
            </label>
            {m.test ? (
              <small id={`${id}-test-${m.value}`} className="muted">
                {say('shop.pay.test')}
              </small>
            ) : null}
          </div>
        ))}
      </fieldset>
      {method === 'mpesa' ? (
        <Field id={`${id}-phone`} label={say('shop.pay.phone')} required error={phoneError} help={phoneHelp}>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            disabled={disabled}
            onChange={(e) => onPhone(e.target.value)}
            {...describedBy(`${id}-phone`, phoneError, phoneHelp)}
          />
        </Field>
      ) : null}
    </>
  );
};
