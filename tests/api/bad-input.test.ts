/** Property test: whatever a client sends to any route, the answer is never a 500, and a refusal is JSON with a message. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/registry/index.ts';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const names = resources.map((r) => r.name);
const fieldNames = [...new Set(resources.flatMap((r) => Object.keys(r.fields)))];
const key = fc.oneof(
  fc.constantFrom(...fieldNames, '_start', '_end', '_sort', '_order', 'q', 'id'),
  fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom('_like', '_ne', '_gte', '_lte', '_in')).map(([f, s]) => f + s),
  fc.string({ maxLength: 12 }),
);
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('true', '-1', '1e9', "'; DROP TABLE x;--", '%', '"a" OR *', '🙂'),
);
const jsonValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 2 }),
);

const expectClean = (status: number, body: string) => {
  expect(status, body).toBeLessThan(500);
  if (status >= 400) expect(JSON.parse(body).message, body).toEqual(expect.any(String));
};

it('list queries', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...names), fc.array(fc.tuple(key, value), { maxLength: 4 }), async (name, params) => {
      const query = new URLSearchParams(params).toString();
      const reply = await server.app.inject({ method: 'GET', url: `/api/${name}?${query}`, headers: { authorization: `Bearer ${admin.token}` } });
      expectClean(reply.statusCode, reply.body);
    }),
    { numRuns: 300 },
  );
});

it('create and update bodies', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...names),
      fc.dictionary(fc.constantFrom(...fieldNames, 'extra'), jsonValue, { maxKeys: 5 }),
      fc.constantFrom('POST', 'PATCH'),
      async (name, body, method) => {
        const url = method === 'POST' ? `/api/${name}` : `/api/${name}/1`;
        const reply = await server.app.inject({ method, url, payload: body, headers: { authorization: `Bearer ${admin.token}` } });
        expectClean(reply.statusCode, reply.body);
      },
    ),
    { numRuns: 300 },
  );
});

it('ids in the path', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...names), fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.bigInt().map(String)), async (name, id) => {
      const reply = await server.app.inject({
        method: 'GET',
        url: `/api/${name}/${encodeURIComponent(id)}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expectClean(reply.statusCode, reply.body);
    }),
    { numRuns: 200 },
  );
});

describe('named hostile input', () => {
  const bases = ['institutions/schools', 'shop/products', 'jobs/main', 'content/news'];
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });
  const write = (method: 'POST' | 'PATCH', url: string, payload: string) =>
    server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' } });
  const expect400 = (reply: { statusCode: number; body: string }, message: RegExp) => {
    expect(reply.statusCode, reply.body).toBe(400);
    expect(JSON.parse(reply.body).message).toMatch(message);
  };

  it('refuses the names of Object.prototype as filters and sort fields', async () => {
    for (const base of bases) {
      for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf_ne', 'constructor_like', 'isPrototypeOf_gte'])
        expect400(await get(`/api/${base}?${key}=1`), new RegExp(`^Unknown filter "${key}" for `));
      for (const name of ['constructor', '__proto__', 'toString'])
        expect400(await get(`/api/${base}?_sort=${name}`), new RegExp(`^Cannot sort .* by "${name}"\\. Sort by: `));
    }
  });

  it('caps repeated values, sort fields, parameters and the length of the query string', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id=${i + 1}`).join('&');
    for (const base of bases) {
      expect((await get(`/api/${base}?${ids(100)}`)).statusCode).toBe(200);
      expect400(await get(`/api/${base}?${ids(101)}`), /^"id" is repeated 101 times; give it at most 100 values\.$/);
      expect400(await get(`/api/${base}?${ids(5000).slice(0, 8000)}`), /repeated \d+ times/);
      expect((await get(`/api/${base}?_sort=id,created_at,updated_at`)).statusCode).toBe(200);
      expect400(await get(`/api/${base}?_sort=id,created_at,updated_at,id`), /^Sort by at most 3 fields; _sort names 4\.$/);
      expect400(await get(`/api/${base}?${Array.from({ length: 500 }, () => '_sort=id').join('&')}`), /^"_sort" is repeated 500 times/);
      expect400(await get(`/api/${base}?_sort=${Array.from({ length: 1000 }, () => 'id').join(',')}`), /^Sort by at most 3 fields/);
      expect400(await get(`/api/${base}?q=${'nairobi '.repeat(2000)}`), /^The query string is too long: at most 8192 characters/);
      expect400(await get(`/api/${base}?${Array.from({ length: 60 }, (_, i) => `k${i}=1`).join('&')}`), /^The query has 60 different parameters; at most 50/);
    }
  });

  it('names, for an unknown filter, only the fields anyone may filter by', async () => {
    const reply = await server.app.inject({ url: '/api/institutions/schools?colour=red' });
    expect(reply.statusCode).toBe(400);
    const { message } = JSON.parse(reply.body) as { message: string };
    expect(message).toMatch(/Filter on: .*\bcounty\b/);
    for (const hidden of ['revised', 'revision', 'moderation_note', 'moderation_reason']) expect(message).not.toMatch(new RegExp(`\\b${hidden}\\b`));
  });

  it('refuses numbers out of range in filters and ids out of range in paths', async () => {
    for (const value of ['1e400', 'NaN', 'Infinity', '-Infinity', '0x10', '1.5'])
      expect400(await get(`/api/shop/products?price_gte=${value}`), /^Filter price_gte needs a whole number/);
    // A whole number too large says how large it may be.
    for (const value of ['99999999999', '-99999999999', '2147483648', '-2147483648', '9007199254740993'])
      expect400(await get(`/api/shop/products?price_gte=${value}`), /^Filter price_gte needs a whole number from -2147483647 to 2147483647, got /);
    expect400(await get('/api/institutions/schools?rating_gte=1e400'), /^Filter rating_gte needs a number/);
    // A day that is not in the calendar, and a direction with nothing or something to sort, are told.
    for (const day of ['2026-02-29', '2026-04-31', '2026-13-01'])
      expect400(await get(`/api/institutions/schools?created_at_gte=${day}`), /^Filter created_at_gte needs a date like 2026-01-31/);
    expect((await get('/api/institutions/schools?created_at_gte=2028-02-29')).statusCode).toBe(200);
    for (const query of ['_order=sideways', '_sort=name&_order=sideways'])
      expect400(await get(`/api/institutions/schools?${query}`), /^_order must be asc or desc, got "sideways"\.$/);
    expect400(await get('/api/institutions/schools?rating=NaN'), /^Filter rating needs a number/);
    expect400(await get('/api/institutions/schools?_start=1e400'), /^_start must be a whole number/);
    expect400(await get('/api/institutions/schools?_end=99999999999'), /^_end must be a whole number/);
    for (const base of bases)
      for (const id of ['2147483648', '99999999999999999999', '1e3', '-1', '0x10', 'NaN', 'Infinity', '1.0']) {
        expect400(await get(`/api/${base}/${id}`), /id must be a whole number/);
        expect400(await write('PATCH', `/api/${base}/${id}`, '{}'), /id must be a whole number/);
        expect400(
          await server.app.inject({ method: 'DELETE', url: `/api/${base}/${id}`, headers: { authorization: `Bearer ${admin.token}` } }),
          /id must be a whole number/,
        );
      }
    for (const base of bases) {
      expect400(await get(`/api/${base}/${'9'.repeat(150)}`), /^A part of the address is too long/);
      expect400(await get(`/api/${base}/%E0%A4%A`), /^The address is not valid: it has a broken %-escape/);
    }
  });

  it('refuses deeply nested, duplicated and prototype-poisoning JSON bodies', async () => {
    for (const base of bases) {
      const url = `/api/${base}`;
      expect400(await write('POST', url, '['.repeat(100_000) + ']'.repeat(100_000)), /^The JSON body is nested too deeply: at most 20 levels/);
      expect400(await write('POST', url, `{"name":${'{"a":'.repeat(30)}1${'}'.repeat(30)}}`), /nested too deeply/);
      expect400(await write('PATCH', `${url}/1`, `{"tags":${'['.repeat(25)}${']'.repeat(25)}}`), /nested too deeply/);
      const twice = await write('POST', url, '{"name":"Alliance","name":"Kenya High"}');
      expect400(twice, /^The field "name" is given twice; send it once\.$/);
      expect(JSON.parse(twice.body).errors).toEqual({ name: 'This field is given twice.' });
      expect400(await write('POST', url, '{"a":{"x":1,"x":2}}'), /^The field "x" is given twice \(in a nested object\)/);
      expect400(await write('POST', url, '{"\\u006eame":"a","name":"b"}'), /"name" is given twice/);
      expect400(await write('POST', url, '{"__proto__":{"admin":true}}'), /^The key "__proto__" is not allowed in a request\.$/);
      expect400(await write('POST', url, '{"constructor":{"prototype":{"admin":true}}}'), /^The key "prototype" is not allowed/);
      expect400(await write('POST', url, '{"constructor":1,"toString":"x"}'), /Unknown field "constructor"/);
    }
  });

  it('refuses an object of more keys than any form has, so a refusal naming them stays small', async () => {
    const body = (keys: number) => JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 1])));
    const many = await write('POST', '/api/institutions/schools', body(5000));
    expect400(many, /^An object in the body has more than 100 keys; send only the fields the request takes\.$/);
    expect(many.body.length).toBeLessThan(200);
    expect400(await write('POST', '/api/institutions/schools', `{"name":"a","nested":${body(101)}}`), /more than 100 keys \(in a nested object\)/);
    expect400(
      await write('POST', '/api/institutions/schools', `{"${'k'.repeat(201)}":1}`),
      /^A key in the body is longer than 200 characters; send only the fields the request takes\.$/,
    );
  });

  it('answers a body of many long unknown keys in a few kilobytes, on every kind of route', async () => {
    const keys = (prefix: string) => Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`${prefix}${i}_${'A'.repeat(190)}`, i]));
    const row = { resource: 'institutions/schools', id: 1, decision: 'approve', seen: '2026-01-31T08:00:00.000Z', ...keys('r') };
    for (const [url, payload] of [
      ['/api/institutions/schools', { name: 'Alliance', ...keys('k') }],
      ['/api/support/feedback', keys('k')],
      ['/api/shop/checkout', { payment_method: 'card', ...keys('k') }],
      ['/api/moderation/decisions/bulk', { items: Array.from({ length: 50 }, () => row) }],
    ] as const) {
      const reply = await write('POST', url, JSON.stringify(payload));
      expect(reply.statusCode, url).toBe(400);
      expect(reply.body.length, url).toBeLessThan(40_000);
    }
  });

  it('refuses numbers out of range in bodies', async () => {
    for (const [field, value, message] of [
      ['price', '1e400', /^The number 1e400 is out of range\.$/],
      ['price', '-1e400', /^The number -1e400 is out of range\.$/],
      ['price', '99999999999999999999', /Price \(KES\) must be an amount in whole shillings\./],
      ['price', '1000000001', /Price \(KES\) is too large\./],
      ['stock', '2147483648', /In stock must be at most 2147483647\./],
      ['stock', '1.5', /In stock must be a whole number\./],
      ['shop_id', '99999999999', /Shop must be at most 2147483647\./],
      ['price', 'NaN', /^The request could not be read\. Check that the body is valid JSON\.$/],
      ['price', 'Infinity', /^The request could not be read/],
    ] as const) {
      const reply = await write('POST', '/api/shop/products', `{"name":"Exercise book","${field}":${value}}`);
      expect400(reply, message);
    }
  });
});

describe('refusals name the keys the API takes', () => {
  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin.token}` } });

  it('puts each unknown key of a fixed body under its own name, with the keys that may be sent', async () => {
    const reply = await post('/api/shop/checkout', { payment_method: 'mpesa', coupon: 'X', tip: 5 });
    expect(reply.statusCode).toBe(400);
    const message = 'Unknown fields "coupon" and "tip": send only payment_method, phone, orders and total.';
    expect(reply.json()).toEqual({ message, errors: { coupon: message, tip: message } });
    const decision = await post('/api/moderation/decisions', {
      resource: 'institutions/schools',
      id: 1,
      decision: 'approve',
      seen: '2026-01-31T08:00:00.000Z',
      note: 'ok',
    });
    expect(decision.json().errors).toEqual({ note: 'Unknown field "note": send only resource, id, decision, reason and seen.' });
    const many = await post('/api/shop/checkout', { payment_method: 'mpesa', ...Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`k${i}`, 1])) });
    expect(many.json().message).toBe('Unknown fields "k0", "k1", "k2", "k3", "k4" and 94 more: send only payment_method, phone, orders and total.');
    expect(many.body.length).toBeLessThan(20_000);
  });

  it("points a field's label sent as a key to the key the API takes", async () => {
    const reply = await post('/api/content/news', { title: 'Form One selection', summary: 's' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({
      summary: 'Unknown field "summary" for news. Send its Summary as "content".',
      content: 'Summary is required.',
    });
  });

  it("says what is wrong in words, never in the validator's own, where a route's body gives no message of its own", async () => {
    const raw = /Invalid input|expected \w+, received|Too big|Too small/;
    const answers = [
      await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: [] as unknown as object }),
      await post('/api/shop/checkout', { payment_method: 'mpesa', phone: '12' }),
      await post('/api/shop/checkout', { payment_method: 'mpesa', phone: 712345678 }),
      await post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712345678', orders: 'x' }),
      await post('/api/shop/cart/quote', { orders: [{ shop_id: 1, voucher: 'V'.repeat(100) }] }),
      await post('/api/shop/cart/quote', { orders: [{ shop_id: 1, phone: '12' }] }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message, answer.body).not.toMatch(raw);
    }
    expect(answers[0]!.json().message).toBe('The request must be an object of named values (in curly brackets), not a list.');
    expect(answers[1]!.json().errors).toEqual({ phone: 'Enter the M-Pesa number, like 0712 345 678.' });
    expect(answers[2]!.json().errors).toEqual({ phone: 'Enter the M-Pesa number, like 0712 345 678.' });
    expect(answers[3]!.json().errors).toEqual({ orders: 'Orders must be a list (in square brackets), not text.' });
    expect(answers[4]!.json().errors).toEqual({ orders: 'Orders, item 1, voucher must be at most 40 characters.' });
    expect(answers[5]!.json().errors).toEqual({ orders: 'Enter a phone number, like 0712 345 678.' });
    // An empty number is none, as before.
    expect((await post('/api/shop/checkout', { payment_method: 'card', phone: '' })).json().errors?.phone).toBeUndefined();
  });
});
