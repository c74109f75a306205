/**
 * The M-Pesa rules that need no server: the callback address Daraja accepts and where production refuses to
 * offer M-Pesa, account references that never name another order, the numbers a callback reports (plain, masked,
 * hashed), the till settings, and words for every documented result code in English and Kiswahili.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountReference } from '../../../src/server/payments/account-reference.ts';
import { callbackPath, callbackSecret, filteredWordIn } from '../../../src/server/payments/callback-secret.ts';
import { samePhone } from '../../../src/server/payments/mpesa-callback.ts';
import { loadMpesaSettings, unreachableCallback } from '../../../src/server/payments/mpesa-settings.ts';
import { choosePayments } from '../../../src/server/payments/payment-options.ts';
import { documentedCodes, resultMessage } from '../../../src/server/payments/result-codes.ts';
import { messages as siteEn } from '../../../src/locales/site/en.ts';
import { messages as siteSw } from '../../../src/locales/site/sw.ts';

const credentials = {
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
};

describe('the callback address', () => {
  it('holds none of the words Daraja refuses, whatever SECRET derives', () => {
    expect(filteredWordIn(callbackPath)).toBeNull();
    for (let i = 0; i < 200; i++) expect(filteredWordIn(`${callbackPath}/${callbackSecret(null, `app-secret-${i}`)}`)).toBeNull();
    expect(filteredWordIn('/api/payments/mpesa/callback/x')).toBe('mpesa');
    expect(filteredWordIn('https://elimuhub.co.ke/api/payments/confirm/abc')).toBeNull();
  });

  it('refuses a configured secret Daraja would refuse', () => {
    expect(() => loadMpesaSettings({ ...credentials, MPESA_CALLBACK_SECRET: 'our-sql-secret-2026' }, 'https://elimuhub.co.ke')).toThrow(
      /must not contain "sql"/,
    );
  });

  it.each([
    ['http://elimuhub.co.ke', /is not https/],
    ['https://localhost:3000', /not a public host/],
    ['https://127.0.0.1', /not a public host/],
    ['https://10.0.0.5', /not a public host/],
    ['https://192.168.1.20:8443', /not a public host/],
    ['https://172.20.0.3', /not a public host/],
    ['https://app', /not a public host/],
    ['https://[::1]:3000', /not a public host/],
    ['https://pay.mpesa-shop.co.ke', /contains "mpesa"/],
  ])('%s cannot take callbacks', (base, reason) => {
    expect(unreachableCallback(base)).toMatch(reason);
  });

  it('a public https address can', () => {
    expect(unreachableCallback('https://elimuhub.co.ke')).toBeNull();
    expect(unreachableCallback('https://172.15.0.3')).toBeNull();
  });

  it('production does not offer M-Pesa with a callback Daraja cannot reach, and says why', () => {
    const mpesa = loadMpesaSettings(credentials, 'http://localhost:3000')!;
    const production = choosePayments({ mpesa, paymentsSimulated: false, production: true });
    expect(production.available()).toEqual([]);
    expect(production.providerFor('mpesa')).toBeNull();
    expect(production.mpesaOff).toBe(
      "M-Pesa is not offered: the callback address http://localhost:3000 is not https; set MPESA_CALLBACK_URL (or PUBLIC_URL) to the site's public https address",
    );
    // Outside production the address is a developer's own (the simulator calls back to it).
    expect(choosePayments({ mpesa, paymentsSimulated: false, production: false }).available()).toEqual([{ method: 'mpesa', test: false }]);
    const reachable = loadMpesaSettings({ ...credentials, MPESA_CALLBACK_URL: 'https://elimuhub.co.ke' }, 'http://localhost:3000')!;
    expect(choosePayments({ mpesa: reachable, paymentsSimulated: false, production: true }).mpesaOff).toBeNull();
  });
});

describe('account references', () => {
  it('name one order or plan, in full, within 12 characters', () => {
    expect(accountReference({ order_id: 1234567, subscription_id: null })).toBe('ORD-1234567');
    expect(accountReference({ order_id: 12345678, subscription_id: null })).toBe('ORD-12345678');
    expect(accountReference({ order_id: 123456789, subscription_id: null })).toBe('O-123456789');
    expect(accountReference({ order_id: 2147483647, subscription_id: null })).toBe('O-2147483647');
    expect(accountReference({ order_id: null, subscription_id: 42 })).toBe('PLAN-42');
    expect(accountReference({ order_id: null, subscription_id: 123456789 })).toBe('P-123456789');
    const seen = new Set<string>();
    for (const id of [1, 12, 123456, 1234567, 12345678, 123456789, 1234567890, 2147483647]) {
      const reference = accountReference({ order_id: id, subscription_id: null });
      expect(reference.length).toBeLessThanOrEqual(12);
      expect(reference.replace(/^\D+-/, '')).toBe(String(id));
      expect(seen.has(reference)).toBe(false);
      seen.add(reference);
    }
  });
});

describe('the number a callback reports', () => {
  const asked = '254712345126';
  it('plain: digit for digit', () => {
    expect(samePhone('254712345126', asked)).toBe(true);
    expect(samePhone('254700000000', asked)).toBe(false);
  });
  it('masked: on the digits it shows', () => {
    expect(samePhone('2547******126', asked)).toBe(true);
    expect(samePhone('2547*****5126', asked)).toBe(true);
    expect(samePhone('2547******999', asked)).toBe(false);
  });
  it('hashed: its SHA-256 matches; any other hash cannot be compared, and is not held against the payment', () => {
    expect(samePhone(createHash('sha256').update(asked).digest('hex'), asked)).toBe(true);
    expect(samePhone(createHash('sha256').update(`salt:${asked}`).digest('hex'), asked)).toBeNull();
    expect(samePhone('', asked)).toBeNull();
  });
});

describe('tills', () => {
  it('Buy Goods pays the till, signed with the store number', () => {
    const till = loadMpesaSettings(
      { ...credentials, MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline', MPESA_TILL_NUMBER: '600100' },
      'https://elimuhub.co.ke',
    )!;
    expect(till).toMatchObject({ transactionType: 'CustomerBuyGoodsOnline', partyB: '600100', shortcode: '174379' });
    expect(loadMpesaSettings(credentials, 'https://elimuhub.co.ke')).toMatchObject({ transactionType: 'CustomerPayBillOnline', partyB: '174379' });
  });
  it('refuses settings that cannot be meant', () => {
    const https = 'https://elimuhub.co.ke';
    expect(() => loadMpesaSettings({ ...credentials, MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline' }, https)).toThrow(/needs MPESA_TILL_NUMBER/);
    expect(() => loadMpesaSettings({ ...credentials, MPESA_TILL_NUMBER: '600100' }, https)).toThrow(/is not CustomerBuyGoodsOnline/);
    expect(() => loadMpesaSettings({ ...credentials, MPESA_TRANSACTION_TYPE: 'BuyGoods', MPESA_TILL_NUMBER: '600100' }, https)).toThrow(
      /MPESA_TRANSACTION_TYPE must be/,
    );
    expect(() => loadMpesaSettings({ ...credentials, MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline', MPESA_TILL_NUMBER: '60' }, https)).toThrow(
      /5 to 7 digit till/,
    );
  });
});

describe('result codes', () => {
  it.each([0, 1, 17, 26, 1001, 1019, 1025, 1032, 1036, 1037, 2001, 2028, 9999])('code %i has its own words in English and Kiswahili', (code) => {
    expect(documentedCodes).toContain(code);
    expect(resultMessage(code)).not.toMatch(/\(code \d+\)/);
    const en = siteEn[`shop.pay.result.${code}`];
    const sw = siteSw[`shop.pay.result.${code}`];
    expect(en).toBeDefined();
    expect(sw).toBeDefined();
    expect(sw).not.toEqual(en);
    // The site's English is the server's: a payment's words read the same on the page and in the admin.
    expect(en).toEqual([resultMessage(code)]);
  });
});
