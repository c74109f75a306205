/**
 * Safaricom's Daraja API: the OAuth token, the STK push (Lipa na M-Pesa Online) and its status query. Every call
 * has a deadline; an answer Daraja refuses, or none at all, is a DarajaError the caller turns into a clear 502/503.
 */
import type { MpesaSettings } from './mpesa-settings.ts';
import { msisdn, nairobiTimestamp, stkPassword } from './stk-password.ts';
import { now } from '../../registry/clock.ts';

export class DarajaError extends Error {
  /** `unreachable`: no answer in time (503); `refused`: Daraja answered with an error (502). */
  readonly kind: 'unreachable' | 'refused';
  constructor(kind: 'unreachable' | 'refused', message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface PushRequest {
  amount: number;
  phone: string;
  callbackUrl: string;
  /** Shown to the buyer on the phone and in the statement: at most 12 characters. */
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

type Json = Record<string, unknown>;

export const createDarajaClient = (settings: MpesaSettings) => {
  let token: { value: string; expiresAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  const call = async (path: string, init: RequestInit): Promise<{ status: number; body: Json }> => {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new DarajaError('unreachable', timedOut ? 'M-Pesa did not answer in time.' : 'M-Pesa could not be reached.');
    }
    const text = await response.text().catch(() => '');
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      // Not JSON (a gateway's error page): the status says enough.
    }
    if (response.status >= 502) throw new DarajaError('unreachable', 'M-Pesa is not available right now.');
    return { status: response.status, body };
  };

  const fetchToken = async () => {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64');
    const { status, body } = await call('/oauth/v1/generate?grant_type=client_credentials', { headers: { authorization: `Basic ${basic}` } });
    if (status !== 200 || typeof body.access_token !== 'string') throw new DarajaError('refused', 'M-Pesa refused ElimuHub’s credentials.');
    const lifetimeMs = Number(body.expires_in ?? 3599) * 1000;
    token = { value: body.access_token, expiresAt: now() + Math.max(0, lifetimeMs - tokenMarginMs) };
    return token.value;
  };

  /** The cached token; concurrent callers share one request for a new one. */
  const accessToken = () => {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    fetching ??= fetchToken().finally(() => {
      fetching = null;
    });
    return fetching;
  };

  /** A JSON POST with the token; a 401 (a token revoked early) fetches a new one and tries once more. */
  const post = async (path: string, payload: Json, retried = false): Promise<{ status: number; body: Json }> => {
    const answer = await call(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (answer.status === 401 && !retried) {
      token = null;
      return post(path, payload, true);
    }
    return answer;
  };

  const signed = () => {
    const timestamp = nairobiTimestamp();
    return { BusinessShortCode: settings.shortcode, Password: stkPassword(settings.shortcode, settings.passkey, timestamp), Timestamp: timestamp };
  };

  const refusal = (body: Json) => String(body.errorMessage ?? body.ResponseDescription ?? body.CustomerMessage ?? 'unknown error');

  return {
    push: async ({ amount, phone, callbackUrl, accountReference, description }: PushRequest): Promise<PushStarted> => {
      const number = msisdn(phone);
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...signed(),
        TransactionType: 'CustomerPayBillOnline',
        // Daraja takes whole shillings; prices here are whole shillings already.
        Amount: Math.round(amount),
        PartyA: number,
        PartyB: settings.shortcode,
        PhoneNumber: number,
        CallBackURL: callbackUrl,
        AccountReference: accountReference.slice(0, 12),
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
