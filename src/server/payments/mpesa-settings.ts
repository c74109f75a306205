/**
 * The MPESA_* settings (config.ts calls this). The four Daraja credentials turn M-Pesa on; a few of them alone is
 * a mistake that stops the start, so a deployment never believes it takes payments while it cannot.
 */

export interface MpesaSettings {
  consumerKey: string;
  consumerSecret: string;
  /** The paybill or till number payments go to (PartyB, BusinessShortCode). */
  shortcode: string;
  passkey: string;
  /** Where Daraja sends its callback: the site's public https address (the path is added by the server). */
  callbackBaseUrl: string;
  environment: 'sandbox' | 'production';
  /** Daraja's address: Safaricom's for the environment, or MPESA_BASE_URL (the simulator's, in tests and local runs). */
  baseUrl: string;
  /** The path secret of the callback route; null derives it from SECRET. */
  callbackSecret: string | null;
  /** The longest one call to Daraja may take. */
  timeoutMs: number;
  /** How often the sweep looks for payments without an answer, after how long it asks Daraja, and when it gives up. */
  sweepEveryMs: number;
  queryAfterMs: number;
  giveUpAfterMs: number;
}

const credentials = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'] as const;
const others = ['MPESA_CALLBACK_URL', 'MPESA_ENVIRONMENT', 'MPESA_BASE_URL', 'MPESA_CALLBACK_SECRET', 'MPESA_TIMEOUT_MS'] as const;

const darajaUrls = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' };

const address = (value: string, name: string) => {
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an http:// or https:// address, got "${value}"`);
  return value.replace(/\/+$/, '');
};

const milliseconds = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return Number(value);
};

export const loadMpesaSettings = (env: NodeJS.ProcessEnv, publicUrl: string): MpesaSettings | null => {
  const set = credentials.filter((name) => env[name]);
  if (!set.length) {
    const stray = others.filter((name) => env[name]);
    if (stray.length)
      throw new Error(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but the M-Pesa credentials are not: set ${credentials.join(', ')} to take M-Pesa payments`,
      );
    return null;
  }
  if (set.length < credentials.length)
    throw new Error(`M-Pesa needs all of ${credentials.join(', ')}; missing ${credentials.filter((name) => !env[name]).join(', ')}`);
  const environment = env.MPESA_ENVIRONMENT || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') throw new Error(`MPESA_ENVIRONMENT must be "sandbox" or "production", got "${environment}"`);
  if (!/^\d{5,7}$/.test(env.MPESA_SHORTCODE!)) throw new Error(`MPESA_SHORTCODE must be the 5 to 7 digit paybill or till number, got "${env.MPESA_SHORTCODE}"`);
  const callbackSecret = env.MPESA_CALLBACK_SECRET || null;
  if (callbackSecret && !/^[\w-]{16,128}$/.test(callbackSecret))
    throw new Error('MPESA_CALLBACK_SECRET must be 16 to 128 letters, digits, - or _ (it is part of the callback address)');
  return {
    consumerKey: env.MPESA_CONSUMER_KEY!,
    consumerSecret: env.MPESA_CONSUMER_SECRET!,
    shortcode: env.MPESA_SHORTCODE!,
    passkey: env.MPESA_PASSKEY!,
    callbackBaseUrl: address(env.MPESA_CALLBACK_URL || publicUrl, 'MPESA_CALLBACK_URL'),
    environment,
    baseUrl: env.MPESA_BASE_URL ? address(env.MPESA_BASE_URL, 'MPESA_BASE_URL') : darajaUrls[environment],
    callbackSecret,
    timeoutMs: milliseconds(env.MPESA_TIMEOUT_MS, 10_000, 'MPESA_TIMEOUT_MS'),
    sweepEveryMs: 15_000,
    queryAfterMs: 60_000,
    giveUpAfterMs: 10 * 60_000,
  };
};

/** PAYMENTS_SIMULATED=true: the instant test payments also in production (a staging site); never without asking. */
export const loadSimulatedFlag = (env: NodeJS.ProcessEnv) => {
  const value = env.PAYMENTS_SIMULATED ?? '';
  if (value === '') return null;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new Error(`PAYMENTS_SIMULATED must be true or false, got "${value}"`);
};
