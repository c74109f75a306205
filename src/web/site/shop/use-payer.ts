/**
 * The payer's choices as every checkout keeps them (the shop's, a plan's): the method, M-Pesa first when the server
 * takes it (docs/product.md#cart-checkout-and-payment), else the first it offers; and the M-Pesa number, checked
 * before it is sent.
 */
import { useState } from 'react';
import type { ApiError } from '../../common/api.ts';
import { mpesaPhone, useAvailableMethods } from './payment-methods.ts';
import type { PaymentMethod } from './shop-types.ts';
import { useSay } from '../../common/say.ts';

export const usePayer = (id: string) => {
  const say = useSay();
  const available = useAvailableMethods();
  const [chosen, setMethod] = useState<PaymentMethod | null>(null);
  const method = chosen ?? available.methods[0]?.value ?? 'mpesa';
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();

  /** The payment's part of the request, or null when the number is not one M-Pesa takes (its field says why). */
  const payment = () => {
    const number = phone.replace(/\s/g, '');
    if (method === 'mpesa' && !mpesaPhone.test(number)) {
      setPhoneError(say('shop.pay.phoneInvalid'));
      return null;
    }
    setPhoneError(undefined);
    return { payment_method: method, ...(method === 'mpesa' ? { phone: number } : {}) };
  };

  /** The server's refusal of the number, shown by its field. */
  const refused = (error: ApiError) => {
    if (error.errors?.phone) setPhoneError(error.errors.phone);
  };

  return { available, payment, refused, fields: { id, available, method, onMethod: setMethod, phone, onPhone: setPhone, phoneError } };
};
