/** How a member pays, as every checkout asks it (the shop's and a plan's): the method, and the M-Pesa number. */
import { z } from 'zod';
import { paymentMethods } from '../../registry/resources/shop.ts';
import { badRequest } from '../http-error.ts';
import type { PaymentOptions } from './payment-options.ts';
import type { PaymentMethod } from './payment-provider.ts';

const mpesaNumber = 'Enter the M-Pesa number, like 0712 345 678.';

export const payerFields = {
  payment_method: z.enum(paymentMethods, { error: 'Choose M-Pesa, card or bank.' }).default('mpesa'),
  // Typed as people write it ("0712 345 678", "+254 712…"), kept in one spelling (0712345678), so a number's
  // prompts are counted together however it was typed.
  // An empty one is none (the payment method may not need it).
  phone: z
    .string({ error: mpesaNumber })
    .transform((phone) => phone.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^((\+?254|0)[17]\d{8})?$/, mpesaNumber))
    .transform((phone) => (phone ? `0${phone.slice(-9)}` : undefined))
    .optional(),
};

const methodNames = { mpesa: 'M-Pesa', card: 'Card', bank: 'Bank transfer' } as const;

/** The provider that takes `method` here, or a 400 saying what is missing or not offered. */
export const providerFor = (options: PaymentOptions, method: PaymentMethod, phone: string | null) => {
  if (method === 'mpesa' && !phone) throw badRequest('Enter the M-Pesa number to pay from.', { phone: 'Enter the M-Pesa number to pay from.' });
  const provider = options.providerFor(method);
  if (!provider)
    throw badRequest(`${methodNames[method]} payments are not available; choose another method.`, {
      payment_method: `${methodNames[method]} is not available.`,
    });
  return provider;
};
