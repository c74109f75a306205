/** `npm run mpesa:simulator`: the Daraja simulator on SIMULATOR_PORT (default 4010), logging every call. */
import { startDarajaSimulator } from './daraja-simulator.ts';

const simulator = await startDarajaSimulator({
  port: Number(process.env.SIMULATOR_PORT ?? 4010),
  host: process.env.SIMULATOR_HOST ?? '127.0.0.1',
  callbackDelayMs: Number(process.env.SIMULATOR_CALLBACK_DELAY_MS ?? 3000),
  log: (message) => console.log(message),
});
console.log(`Daraja simulator on ${simulator.url}
Run the app against it with:
  MPESA_BASE_URL=${simulator.url} MPESA_CONSUMER_KEY=${simulator.consumerKey} MPESA_CONSUMER_SECRET=${simulator.consumerSecret} \\
  MPESA_SHORTCODE=174379 MPESA_PASSKEY=${simulator.passkey} npm run dev
Phone endings: 01 cancelled, 02 timed out, 03 balance too low, 04 wrong PIN, 05 no callback (query: paid),
06 no answer at all, 07 duplicate callback, 09 refused; anything else is paid.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void simulator.close().then(() => process.exit(0)));
