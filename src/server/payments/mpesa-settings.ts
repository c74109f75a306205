/**
 * The MPESA_* settings (config.ts calls this). The four Daraja credentials turn M-Pesa on; a few of them alone is
 * a mistake that stops the start, so a deployment never believes it takes payments while it cannot.
 */
import { filteredWordIn } from './callback-secret.ts';

export interface MpesaSettings {
  consumerKey: string;
  consumerSecret: string;
  /** The store number (BusinessShortCode): the paybill, or the store a till belongs to; the Password is made with it. */
  shortcode: string;
  /** Paybill (`CustomerPayBillOnline`, money to the shortcode) or Buy Goods (`CustomerBuyGoodsOnline`, money to the till). */
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** Who receives the money (PartyB): the shortcode for a paybill, MPESA_TILL_NUMBER for Buy Goods. */
  partyB: string;
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
const others = [
  'MPESA_CALLBACK_URL',
  'MPESA_ENVIRONMENT',
  'MPESA_BASE_URL',
  'MPESA_CALLBACK_SECRET',
  'MPESA_TIMEOUT_MS',
  'MPESA_TRANSACTION_TYPE',
  'MPESA_TILL_NUMBER',
] as const;

const transactionTypes = ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'] as const;

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
  const transactionType = env.MPESA_TRANSACTION_TYPE || 'CustomerPayBillOnline';
  if (!transactionTypes.includes(transactionType as (typeof transactionTypes)[number]))
    throw new Error(`MPESA_TRANSACTION_TYPE must be ${transactionTypes.join(' or ')}, got "${transactionType}"`);
  const till = env.MPESA_TILL_NUMBER || null;
  if (transactionType === 'CustomerBuyGoodsOnline' && !till)
    throw new Error('MPESA_TRANSACTION_TYPE=CustomerBuyGoodsOnline needs MPESA_TILL_NUMBER, the till the money goes to');
  if (transactionType === 'CustomerPayBillOnline' && till)
    throw new Error('MPESA_TILL_NUMBER is set but MPESA_TRANSACTION_TYPE is not CustomerBuyGoodsOnline: set it to pay into the till');
  if (till && !/^\d{5,7}$/.test(till)) throw new Error(`MPESA_TILL_NUMBER must be the 5 to 7 digit till number, got "${till}"`);
  const callbackSecret = env.MPESA_CALLBACK_SECRET || null;
  if (callbackSecret && !/^[\w-]{16,128}$/.test(callbackSecret))
    throw new Error('MPESA_CALLBACK_SECRET must be 16 to 128 letters, digits, - or _ (it is part of the callback address)');
  const word = callbackSecret && filteredWordIn(callbackSecret);
  if (word) throw new Error(`MPESA_CALLBACK_SECRET must not contain "${word}": Daraja refuses callback addresses holding it`);
  return {
    consumerKey: env.MPESA_CONSUMER_KEY!,
    consumerSecret: env.MPESA_CONSUMER_SECRET!,
    shortcode: env.MPESA_SHORTCODE!,
    transactionType: transactionType as (typeof transactionTypes)[number],
    partyB: till ?? env.MPESA_SHORTCODE!,
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

/**
 * Why Daraja could not post its callback to this address, or null when it can: Daraja calls back only over https,
 * to a public host (not localhost, nor a private or link-local address).
 */
export const unreachableCallback = (base: string): string | null => {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return `the callback address "${base}" is not an address`;
  }
  if (url.protocol !== 'https:') return `the callback address ${base} is not https`;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const privateHost =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    (!host.includes('.') && !host.includes(':')) ||
    /^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(host) ||
    host === '::1' ||
    host === '::' ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe[89ab][0-9a-f]:/.test(host);
  if (privateHost) return `the callback address ${base} is not a public host Daraja can reach`;
  const word = filteredWordIn(base);
  return word ? `the callback address ${base} contains "${word}", which Daraja refuses in callback addresses` : null;
};
