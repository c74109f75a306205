/**
 * A stand-in for Safaricom's Daraja, for tests and local runs: the OAuth token, the STK push (its Password
 * checked as Daraja checks it) and the status query, and the real callback body posted to CallBackURL after a
 * delay. The outcome follows the phone number's last two digits, or the next one set through /simulator/control:
 *
 *   …01 cancelled (1032)   …02 phone timed out (1037)   …03 balance too low (1)   …04 wrong PIN (2001)
 *   …05 no callback; the status query answers "paid"     …06 no callback and the query never answers
 *   …07 paid, and the callback sent twice                …09 Daraja refuses the push     anything else: paid
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { filteredWordIn } from './callback-secret.ts';
import { nairobiTimestamp, stkPassword } from './stk-password.ts';

export const outcomes = ['paid', 'cancelled', 'timeout', 'insufficient', 'wrong-pin', 'no-callback', 'silent', 'duplicate', 'refused'] as const;
export type SimulatedOutcome = (typeof outcomes)[number];

const byLastDigits: Record<string, SimulatedOutcome> = {
  '01': 'cancelled',
  '02': 'timeout',
  '03': 'insufficient',
  '04': 'wrong-pin',
  '05': 'no-callback',
  '06': 'silent',
  '07': 'duplicate',
  '09': 'refused',
};

const resultCodes: Record<SimulatedOutcome, [number, string]> = {
  paid: [0, 'The service request is processed successfully.'],
  duplicate: [0, 'The service request is processed successfully.'],
  'no-callback': [0, 'The service request is processed successfully.'],
  silent: [0, ''],
  refused: [0, ''],
  cancelled: [1032, 'Request cancelled by user'],
  timeout: [1037, 'DS timeout user cannot be reached'],
  insufficient: [1, 'The balance is insufficient for the transaction'],
  'wrong-pin': [2001, 'The initiator information is invalid.'],
};

/** The public sandbox passkey of shortcode 174379, so the app's sandbox settings work against the simulator unchanged. */
export const sandboxPasskey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

export interface SimulatorOptions {
  port?: number;
  host?: string;
  consumerKey?: string;
  consumerSecret?: string;
  passkey?: string;
  /** How long the "buyer" takes to answer before the callback is sent. */
  callbackDelayMs?: number;
  tokenLifetimeSeconds?: number;
  log?: (message: string) => void;
}

interface Push {
  checkoutRequestId: string;
  merchantRequestId: string;
  outcome: SimulatedOutcome;
  amount: number;
  phone: string;
  answersAt: number;
}

type Json = Record<string, unknown>;

const error = (code: string, message: string) => ({ requestId: randomBytes(6).toString('hex'), errorCode: code, errorMessage: message });

export const startDarajaSimulator = async (options: SimulatorOptions = {}) => {
  const { consumerKey = 'simulator-key', consumerSecret = 'simulator-secret', passkey = sandboxPasskey, tokenLifetimeSeconds = 3599, log = () => {} } = options;
  const control = {
    callbackDelayMs: options.callbackDelayMs ?? 3000,
    down: false,
    slowMs: 0,
    next: null as SimulatedOutcome | null,
    /** How the callback reports the number: as asked, masked as Daraja now does (`2547******126`), or hashed. */
    phoneAs: 'plain' as 'plain' | 'masked' | 'hashed',
    /** Daraja ends a credentials' earlier tokens when it makes a new one. */
    oneTokenAtATime: false,
    /** The next this many STK calls are refused by spike arrest (`500.003.02`). */
    spikeArrests: 0,
  };
  const stats = { tokens: 0, pushes: 0, queries: 0, callbacks: 0, answered: 0, tokensRefused: 0 };
  /** The last push request's body as it arrived, for tests to read. */
  let lastPush: Json | null = null;
  const tokens = new Set<string>();
  const pushes = new Map<string, Push>();
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run().catch((e: Error) => log(`callback failed: ${e.message}`));
    }, ms);
    timers.add(timer);
  };

  const reportedPhone = (phone: string) => {
    if (control.phoneAs === 'masked') return `${phone.slice(0, 4)}******${phone.slice(-3)}`;
    if (control.phoneAs === 'hashed') return createHash('sha256').update(`salt:${phone}`).digest('hex');
    return Number(phone);
  };

  const callbackBody = (push: Push) => {
    const [code, description] = resultCodes[push.outcome];
    const paid = code === 0;
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: code,
          ResultDesc: description,
          ...(paid
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: push.amount },
                    { Name: 'MpesaReceiptNumber', Value: `S${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}` },
                    { Name: 'Balance' },
                    { Name: 'TransactionDate', Value: Number(nairobiTimestamp()) },
                    { Name: 'PhoneNumber', Value: reportedPhone(push.phone) },
                  ],
                },
              }
            : {}),
        },
      },
    };
  };

  const sendCallback = async (url: string, body: unknown) => {
    stats.callbacks += 1;
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    stats.answered += 1;
    log(`callback → ${answer.status}`);
  };

  const authorised = (request: http.IncomingMessage) => tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));

  const stkPush = (body: Json): [number, Json] => {
    const required = [
      'BusinessShortCode',
      'Password',
      'Timestamp',
      'TransactionType',
      'Amount',
      'PartyA',
      'PartyB',
      'PhoneNumber',
      'CallBackURL',
      'AccountReference',
      'TransactionDesc',
    ];
    lastPush = body;
    const missing = required.filter((name) => body[name] === undefined || body[name] === '');
    if (missing.length) return [400, error('400.002.02', `Bad Request - Invalid ${missing[0]}`)];
    if (body.Password !== stkPassword(String(body.BusinessShortCode), passkey, String(body.Timestamp)))
      return [400, error('400.002.02', 'Bad Request - Invalid Password')];
    if (!/^\d{14}$/.test(String(body.Timestamp))) return [400, error('400.002.02', 'Bad Request - Invalid Timestamp')];
    if (body.TransactionType !== 'CustomerPayBillOnline' && body.TransactionType !== 'CustomerBuyGoodsOnline')
      return [400, error('400.002.02', 'Bad Request - Invalid TransactionType')];
    if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1) return [400, error('400.002.02', 'Bad Request - Invalid Amount')];
    if (!/^https?:\/\/[^/]/.test(String(body.CallBackURL)) || filteredWordIn(String(body.CallBackURL)))
      return [400, error('400.002.02', 'Bad Request - Invalid CallBackURL')];
    if (String(body.AccountReference).length > 12) return [400, error('400.002.02', 'Bad Request - Invalid AccountReference')];
    const phone = String(body.PhoneNumber);
    if (!/^2547\d{8}$|^2541\d{8}$/.test(phone) || String(body.PartyA) !== phone) return [400, error('400.002.02', 'Bad Request - Invalid PhoneNumber')];
    const outcome = control.next ?? byLastDigits[phone.slice(-2)] ?? 'paid';
    control.next = null;
    if (outcome === 'refused') return [500, error('500.001.1001', 'Unable to lock subscriber, a transaction is already in process for the current subscriber')];
    const push: Push = {
      checkoutRequestId: `ws_CO_${nairobiTimestamp()}${randomBytes(6).toString('hex')}`,
      merchantRequestId: `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}`,
      outcome,
      amount: body.Amount as number,
      phone,
      answersAt: Date.now() + control.callbackDelayMs,
    };
    pushes.set(push.checkoutRequestId, push);
    const url = String(body.CallBackURL);
    if (outcome !== 'no-callback' && outcome !== 'silent') later(control.callbackDelayMs, () => sendCallback(url, callbackBody(push)));
    if (outcome === 'duplicate') later(control.callbackDelayMs + 50, () => sendCallback(url, callbackBody(push)));
    return [
      200,
      {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      },
    ];
  };

  const stkQuery = (body: Json): [number, Json] => {
    if (body.Password !== stkPassword(String(body.BusinessShortCode), passkey, String(body.Timestamp)))
      return [400, error('400.002.02', 'Bad Request - Invalid Password')];
    const push = pushes.get(String(body.CheckoutRequestID));
    if (!push) return [400, error('400.002.02', 'Bad Request - Invalid CheckoutRequestID')];
    if (push.outcome === 'silent' || Date.now() < push.answersAt) return [500, error('500.001.1001', 'The transaction is being processed')];
    const [code, description] = resultCodes[push.outcome];
    return [
      200,
      {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(code),
        ResultDesc: description,
      },
    ];
  };

  const route = (request: http.IncomingMessage, body: Json): [number, Json] => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (url.pathname === '/simulator/control' && request.method === 'POST') {
      if (body.outcome !== undefined && !outcomes.includes(body.outcome as SimulatedOutcome))
        return [400, { message: `outcome must be one of ${outcomes.join(', ')}` }];
      Object.assign(control, {
        ...(body.outcome !== undefined ? { next: body.outcome } : {}),
        ...(typeof body.down === 'boolean' ? { down: body.down } : {}),
        ...(typeof body.slowMs === 'number' ? { slowMs: body.slowMs } : {}),
        ...(typeof body.callbackDelayMs === 'number' ? { callbackDelayMs: body.callbackDelayMs } : {}),
        ...(body.phoneAs === 'plain' || body.phoneAs === 'masked' || body.phoneAs === 'hashed' ? { phoneAs: body.phoneAs } : {}),
        ...(typeof body.oneTokenAtATime === 'boolean' ? { oneTokenAtATime: body.oneTokenAtATime } : {}),
        ...(typeof body.spikeArrests === 'number' ? { spikeArrests: body.spikeArrests } : {}),
      });
      return [200, { ...control }];
    }
    if (url.pathname === '/simulator/stats') return [200, { ...stats }];
    if (control.down) return [503, error('503.001.01', 'Service Unavailable')];
    if (url.pathname === '/oauth/v1/generate' && request.method === 'GET') {
      const expected = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
      if (url.searchParams.get('grant_type') !== 'client_credentials' || request.headers.authorization !== expected)
        return [400, error('400.008.01', 'Invalid Authentication passed')];
      stats.tokens += 1;
      if (control.oneTokenAtATime) tokens.clear();
      const token = randomBytes(14).toString('base64url');
      tokens.add(token);
      setTimeout(() => tokens.delete(token), tokenLifetimeSeconds * 1000).unref();
      return [200, { access_token: token, expires_in: String(tokenLifetimeSeconds) }];
    }
    const stk = { '/mpesa/stkpush/v1/processrequest': stkPush, '/mpesa/stkpushquery/v1/query': stkQuery }[url.pathname];
    if (!stk || request.method !== 'POST') return [404, error('404.001.03', 'Invalid Access Token')];
    // Daraja answers a token it does not honour (expired, revoked, replaced) as a 404.
    if (!authorised(request)) {
      stats.tokensRefused += 1;
      return [404, error('404.001.03', 'Invalid Access Token')];
    }
    if (control.spikeArrests > 0) {
      control.spikeArrests -= 1;
      return [500, error('500.003.02', 'Spike arrest violation')];
    }
    if (url.pathname.startsWith('/mpesa/stkpush/')) stats.pushes += 1;
    else stats.queries += 1;
    return stk(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: Json = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Json) : {};
      } catch {
        body = {};
      }
      const [status, answer] = route(request, body);
      log(`${request.method} ${request.url} → ${status}`);
      const reply = () => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (control.slowMs && !request.url?.startsWith('/simulator/')) setTimeout(reply, control.slowMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    stats,
    control,
    lastPush: () => lastPush,
    /** Ends every token, as Daraja does when it revokes them early. */
    revokeTokens: () => tokens.clear(),
    consumerKey,
    consumerSecret,
    passkey,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type DarajaSimulator = Awaited<ReturnType<typeof startDarajaSimulator>>;
