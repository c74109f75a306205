/**
 * A server taking M-Pesa through the Daraja simulator, both on free ports: the simulator answers within a few
 * hundred milliseconds, and the sweep runs every 200 ms, so a test sees the whole flow in seconds.
 */
import { startDarajaSimulator } from '../../src/server/payments/daraja-simulator.ts';
import type { MpesaSettings } from '../../src/server/payments/mpesa-settings.ts';
import type { Config } from '../../src/server/config.ts';
import { startServer } from './server.ts';

export const testCallbackSecret = 'test-callback-secret-0123456789';

export const startWithMpesa = async (overrides: Partial<Config> = {}, timing: Partial<MpesaSettings> = {}) => {
  const simulator = await startDarajaSimulator({ callbackDelayMs: 300 });
  const mpesa: MpesaSettings = {
    consumerKey: simulator.consumerKey,
    consumerSecret: simulator.consumerSecret,
    shortcode: '174379',
    transactionType: 'CustomerPayBillOnline',
    partyB: '174379',
    passkey: simulator.passkey,
    callbackBaseUrl: 'http://127.0.0.1:0',
    environment: 'sandbox',
    baseUrl: simulator.url,
    callbackSecret: testCallbackSecret,
    timeoutMs: 1500,
    sweepEveryMs: 200,
    queryAfterMs: 1000,
    giveUpAfterMs: 4000,
    ...timing,
  };
  const server = await startServer({ mpesa, port: 0, host: '127.0.0.1', ...overrides });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  // The callback address is read at each push, so the port the server got can be filled in now (unless a test
  // gave one, to see what the server makes of it as it starts).
  if (!timing.callbackBaseUrl) mpesa.callbackBaseUrl = url;
  return {
    ...server,
    url,
    simulator,
    close: async () => {
      await simulator.close();
      await server.close();
    },
  };
};
