/**
 * The one place that decides which methods are offered and who takes them, so no deployment takes fake money:
 * M-Pesa through Daraja when the MPESA_* settings are there; the instant test payments only outside production
 * or with PAYMENTS_SIMULATED=true. Card and bank have no real provider yet, so they exist only as test payments.
 */
import { paymentMethods } from '../../registry/resources/shop.ts';
import type { Config } from '../config.ts';
import { createDarajaClient } from './daraja-client.ts';
import { memoryTokens, type TokenStore } from './daraja-tokens.ts';
import { unreachableCallback } from './mpesa-settings.ts';
import { simulatedProvider, type PaymentMethod, type PaymentProvider, type PushProvider } from './payment-provider.ts';

export interface PaymentOptions {
  providerFor(method: PaymentMethod): PaymentProvider | null;
  /** What the site may offer; `test` marks a method that charges nothing. */
  available(): { method: PaymentMethod; test: boolean }[];
  /** The push provider, for the callback, the retry and the sweep. */
  push: PushProvider | null;
  /** Why M-Pesa is configured but not offered (logged as the server starts), or null. */
  mpesaOff: string | null;
}

export const choosePayments = (config: Pick<Config, 'mpesa' | 'paymentsSimulated' | 'production'>, tokens: TokenStore = memoryTokens()): PaymentOptions => {
  // In production a callback Daraja cannot reach would leave every payment to the sweep, or be refused outright
  // ("Invalid CallBackURL"): M-Pesa is not offered then, rather than offered and failing.
  const unreachable = config.mpesa && config.production ? unreachableCallback(config.mpesa.callbackBaseUrl) : null;
  const mpesaOff = unreachable && `M-Pesa is not offered: ${unreachable}; set MPESA_CALLBACK_URL (or PUBLIC_URL) to the site's public https address`;
  const push: PushProvider | null = config.mpesa && !mpesaOff ? { kind: 'push', name: 'mpesa', ...createDarajaClient(config.mpesa, tokens) } : null;
  const simulated = config.paymentsSimulated ? simulatedProvider : null;
  const providers: Record<PaymentMethod, PaymentProvider | null> = { mpesa: push ?? simulated, card: simulated, bank: simulated };
  return {
    providerFor: (method) => providers[method],
    available: () => paymentMethods.filter((method) => providers[method]).map((method) => ({ method, test: providers[method]!.kind === 'instant' })),
    push,
    mpesaOff,
  };
};
