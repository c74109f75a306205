/**
 * How a payment is taken. The simulated provider approves every charge at once with a reference; a real
 * M-Pesa (Daraja STK push), card or bank provider implements the same interface and is chosen in one place.
 */
import { randomBytes } from 'node:crypto';

export interface Charge {
  amount: number;
  method: 'mpesa' | 'card' | 'bank';
  phone: string | null;
  orderId: number;
}

export interface ChargeResult {
  status: 'completed' | 'pending' | 'failed';
  reference: string;
}

export interface PaymentProvider {
  name: string;
  charge(charge: Charge): Promise<ChargeResult>;
}

export const simulatedProvider: PaymentProvider = {
  name: 'simulated',
  async charge({ method }) {
    const prefix = { mpesa: 'MP', card: 'CD', bank: 'BK' }[method];
    return { status: 'completed', reference: `${prefix}${randomBytes(5).toString('hex').toUpperCase()}` };
  },
};
