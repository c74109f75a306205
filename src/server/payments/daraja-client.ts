/**
 * Safaricom's Daraja API: the OAuth token, the STK push (Lipa na M-Pesa Online) and its status query. Every call
 * has a deadline. An answer Daraja refuses, or none at all, is a DarajaError saying whether the push may have
 * reached the phone anyway (`ambiguous`): the caller then keeps the payment waiting instead of undoing it.
 */
import type { MpesaSettings } from './mpesa-settings.ts';
import { msisdn, nairobiTimestamp, stkPassword } from './stk-password.ts';
import { tokenKey, type Token, type TokenStore } from './daraja-tokens.ts';
import { now } from '../../registry/clock.ts';

export class DarajaError extends Error {
  /**
   * `unreachable`: the request certainly did nothing (no connection, Daraja down or busy: 503); `refused`: Daraja
   * answered with an error (502); `ambiguous`: sent, but no answer in time, so M-Pesa may be prompting the phone.
   */
  readonly kind: 'unreachable' | 'refused' | 'ambiguous';
  constructor(kind: 'unreachable' | 'refused' | 'ambiguous', message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface PushRequest {
  amount: number;
  phone: string;
  callbackUrl: string;
  /** Shown to the buyer on the phone and in the statement: at most 12 characters (account-reference.ts). */
  accountReference: string;
  description: string;
}

export interface PushStarted {
  checkoutRequestId: string;
  merchantRequestId: string;
}

/** `pending`: M-Pesa is still waiting for the buyer; `final`: its result code. */
export type QueryAnswer = { state: 'pending' } | { state: 'final'; code: number; description: string };

/** A token is renewed this long before Daraja says it expires, so a call never carries one that dies on the way. */
const tokenMarginMs = 60_000;

/** Daraja's answer to a query while the buyer has not yet answered the prompt. */
const stillProcessing = '500.001.1001';
/** Too many requests for the credentials at once (spike arrest): nothing was done; later may work. */
const spikeArrest = '500.003.02';

/** Errors before the request left this machine: it cannot have reached M-Pesa. */
const notSent = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

type Json = Record<string, unknown>;

/** Daraja refuses a token it no longer honours as HTTP 401, or as 404 with `404.001.03` "Invalid Access Token". */
const tokenRefused = (status: number, body: Json) =>
  status === 401 || body.errorCode === '404.001.03' || /invalid access token/i.test(String(body.errorMessage ?? ''));

export const createDarajaClient = (settings: MpesaSettings, tokens: TokenStore) => {
  const key = tokenKey(settings.baseUrl, settings.consumerKey);
  let token: Token | null = null;
  let fetching: Promise<string> | null = null;
  const fresh = (t: Token | null): t is Token => t !== null && now() < t.expiresAt;

  const call = async (path: string, init: RequestInit): Promise<{ status: number; body: Json }> => {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      const code = String((error as { cause?: { code?: string } }).cause?.code ?? '');
      if (notSent.has(code)) throw new DarajaError('unreachable', 'M-Pesa could not be reached.');
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new DarajaError('ambiguous', timedOut ? 'M-Pesa did not answer in time.' : 'The connection to M-Pesa broke before it answered.');
    }
    const text = await response.text().catch(() => '');
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      // Not JSON (a gateway's error page): the status says enough.
    }
    if (body.errorCode === spikeArrest) throw new DarajaError('unreachable', 'M-Pesa is busy right now.');
    // A gateway that gave up waiting on M-Pesa does not know whether it acted.
    if (response.status === 504) throw new DarajaError('ambiguous', 'M-Pesa did not answer in time.');
    if (response.status >= 502) throw new DarajaError('unreachable', 'M-Pesa is not available right now.');
    return { status: response.status, body };
  };

  const fetchToken = async (): Promise<Token> => {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64');
    let answer: { status: number; body: Json };
    try {
      answer = await call('/oauth/v1/generate?grant_type=client_credentials', { headers: { authorization: `Basic ${basic}` } });
    } catch (error) {
      // No push was sent yet, whatever happened to the token request.
      throw error instanceof DarajaError && error.kind === 'ambiguous' ? new DarajaError('unreachable', error.message) : error;
    }
    const { status, body } = answer;
    if (status !== 200 || typeof body.access_token !== 'string') throw new DarajaError('refused', 'M-Pesa refused ElimuHub’s credentials.');
    const lifetimeMs = Number(body.expires_in ?? 3599) * 1000;
    return { value: body.access_token, expiresAt: now() + Math.max(0, lifetimeMs - tokenMarginMs) };
  };

  /**
   * The shared token, or a new one. `refused` is a token Daraja just refused: one another instance stored since
   * is taken; only when the store holds none, or that same one, is a new token made (and stored for the others).
   */
  const renew = async (refused: string | null) => {
    const stored = await tokens.read(key).catch(() => null);
    if (fresh(stored) && stored.value !== refused) return stored;
    const made = await fetchToken();
    await tokens.write(key, made).catch(() => undefined);
    return made;
  };

  /** The token to use; concurrent callers in this process share one renewal. */
  const accessToken = (refused: string | null = null) => {
    if (refused === null && fresh(token)) return Promise.resolve(token.value);
    if (refused !== null && token?.value === refused) token = null;
    fetching ??= renew(refused)
      .then((t) => {
        token = t;
        return t.value;
      })
      .finally(() => {
        fetching = null;
      });
    return fetching;
  };

  /** A JSON POST with the token; a token Daraja refuses is renewed and the call made once more. */
  const post = async (path: string, payload: Json, refused: string | null = null): Promise<{ status: number; body: Json }> => {
    const bearer = await accessToken(refused);
    const answer = await call(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (tokenRefused(answer.status, answer.body) && refused === null) return post(path, payload, bearer);
    return answer;
  };

  const signed = () => {
    const timestamp = nairobiTimestamp();
    return { BusinessShortCode: settings.shortcode, Password: stkPassword(settings.shortcode, settings.passkey, timestamp), Timestamp: timestamp };
  };

  const refusal = (body: Json) => String(body.errorMessage ?? body.ResponseDescription ?? body.CustomerMessage ?? 'unknown error');

  return {
    push: async ({ amount, phone, callbackUrl, accountReference, description }: PushRequest): Promise<PushStarted> => {
      // Cut, it could name another order: account-reference.ts makes one that fits.
      if (accountReference.length > 12) throw new Error(`AccountReference "${accountReference}" is longer than Daraja's 12 characters`);
      const number = msisdn(phone);
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...signed(),
        TransactionType: settings.transactionType,
        // Daraja takes whole shillings; prices here are whole shillings already.
        Amount: Math.round(amount),
        PartyA: number,
        PartyB: settings.partyB,
        PhoneNumber: number,
        CallBackURL: callbackUrl,
        AccountReference: accountReference,
        TransactionDesc: description.slice(0, 13),
      });
      if (status !== 200 || String(body.ResponseCode) !== '0' || typeof body.CheckoutRequestID !== 'string')
        throw new DarajaError('refused', `M-Pesa refused the payment request: ${refusal(body)}`);
      return { checkoutRequestId: body.CheckoutRequestID, merchantRequestId: String(body.MerchantRequestID ?? '') };
    },

    query: async (checkoutRequestId: string): Promise<QueryAnswer> => {
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', { ...signed(), CheckoutRequestID: checkoutRequestId });
      if (body.errorCode === stillProcessing) return { state: 'pending' };
      if (status !== 200 || body.ResultCode === undefined) throw new DarajaError('refused', `M-Pesa refused the status query: ${refusal(body)}`);
      return { state: 'final', code: Number(body.ResultCode), description: String(body.ResultDesc ?? '') };
    },
  };
};

export type DarajaClient = ReturnType<typeof createDarajaClient>;
