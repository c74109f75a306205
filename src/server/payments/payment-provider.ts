/**
 * How a payment is taken. An instant provider settles inside checkout's transaction (the simulated test payments);
 * a push provider (M-Pesa's STK push) asks the buyer's phone after that transaction has committed, and a callback
 * or a status query settles the payment later. Which provider takes which method is chosen in payment-options.ts.
 */
import { randomBytes } from 'node:crypto';
import type { paymentMethods } from '../../registry/resources/shop.ts';
import type { PushRequest, PushStarted, QueryAnswer } from './daraja-client.ts';

export type PaymentMethod = (typeof paymentMethods)[number];

export interface Charge {
  amount: number;
  method: PaymentMethod;
  phone: string | null;
  /** The order paid for; null for a plan. */
  orderId: number | null;
}

export interface ChargeResult {
  status: 'completed' | 'failed';
  reference: string;
}

export interface InstantProvider {
  kind: 'instant';
  name: string;
  charge(charge: Charge): Promise<ChargeResult>;
}

export interface PushProvider {
  kind: 'push';
  name: string;
  push(request: PushRequest): Promise<PushStarted>;
  query(checkoutRequestId: string): Promise<QueryAnswer>;
}

export type PaymentProvider = InstantProvider | PushProvider;

/** Test payments: every charge is approved at once with a made-up reference, and nothing is charged. */
export const simulatedProvider: InstantProvider = {
  kind: 'instant',
  name: 'simulated',
  async charge({ method }) {
    const prefix = { mpesa: 'MP', card: 'CD', bank: 'BK' }[method];
    return { status: 'completed', reference: `${prefix}${randomBytes(5).toString('hex').toUpperCase()}` };
  },
};
