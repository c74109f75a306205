/**
 * The API's refusals in the page's language (docs/languages.md, "Server messages"): the site names it as
 * Accept-Language, and a form shows the server's words beside its fields and in its alert. A caller that asks
 * for English, or names no language, reads the English as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Client } from '../helpers/client.ts';
import { multipart } from '../helpers/files.ts';
import { errorIn } from '../../src/server/i18n/error-words.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let subscriber: Client;
let jobId: number;
beforeAll(async () => {
  server = await startServer({ limits: { ...relaxedLimits, passwordReset: { max: 2, windowMs: 60_000 } } });
  const admin = await signInAdmin(server.app);
  subscriber = await member(server.app, 'subscriber', admin);
  const job = await admin.post('/api/jobs/main', { title: 'Chemistry teacher, Kakamega', deadline: '2099-12-31', moderation: 'approved' });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  jobId = job.body.id as number;
});
afterAll(() => server.close());

const inSwahili = { 'accept-language': 'sw' };

const walk: [string, () => Client, string, string, unknown, number, string, Record<string, string>?][] = [
  [
    'a registration with nothing filled in',
    () => client(server.app),
    'POST',
    '/api/auth/register',
    {},
    400,
    'Jina: sehemu hii inahitajika. Barua pepe: sehemu hii inahitajika. Nenosiri: sehemu hii inahitajika.',
    { name: 'Jina: sehemu hii inahitajika.', email: 'Barua pepe: sehemu hii inahitajika.' },
  ],
  [
    'a registration with a bad email and a short password',
    () => client(server.app),
    'POST',
    '/api/auth/register',
    { name: 'Wanjiru Kamau', email: 'wanjiru@', password: 'short' },
    400,
    'Weka barua pepe sahihi, kama name@example.co.ke. Nenosiri: angalau herufi 8.',
    { password: 'Nenosiri: angalau herufi 8.' },
  ],
  [
    'a wrong password',
    () => client(server.app),
    'POST',
    '/api/auth/login',
    { email: 'nobody@example.co.ke', password: 'Wrong-pass-2026' },
    401,
    'Barua pepe au nenosiri si sahihi.',
  ],
  [
    'a reset link that is not one',
    () => client(server.app),
    'POST',
    '/api/auth/reset',
    { token: 'not-a-token', password: 'New-pass-2026' },
    400,
    'Kiungo hiki cha kuweka nenosiri jipya si sahihi. Omba kingine.',
  ],
  [
    'a review by a visitor',
    () => client(server.app),
    'POST',
    '/api/content/ratings',
    { target_type: 'school', target_id: 1, stars: 4 },
    401,
    'Tafadhali ingia kwanza ili uendelee.',
  ],
  ['a job that is not there', () => subscriber, 'GET', '/api/jobs/main/987654', undefined, 404, 'Hatukupata ulichotafuta (Job 987654).'],
  [
    'an empty cart at checkout',
    () => subscriber,
    'POST',
    '/api/shop/checkout',
    { payment_method: 'mpesa', phone: '0712345678' },
    400,
    'Kikapu chako ni tupu. Weka bidhaa kikapuni kabla ya kulipa.',
  ],
  [
    'a body of more keys than any form has',
    () => client(server.app),
    'POST',
    '/api/auth/login',
    Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 1])),
    400,
    'Kitu kimoja ndani ya ombi kina sehemu zaidi ya 100; tuma tu sehemu ambazo ombi hili linapokea.',
  ],
  [
    'a page too deep in a list',
    () => client(server.app),
    'GET',
    '/api/institutions/schools?_start=20000',
    undefined,
    400,
    'Haiwezekani kuonyesha matokeo zaidi ya 10 000 ya kwanza; punguza orodha kwa vichujio au kwa kutafuta.',
  ],
];

describe('an error answer in Kiswahili', () => {
  it.each(walk)('%s', async (_, who, method, url, body, status, message, errors) => {
    const answer = await who().raw(method, url, body, inSwahili);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    if (errors) expect(answer.body.errors).toMatchObject(errors);
  });

  it('"forgot password" answers in the language asked; its rate limit names the wait in Kiswahili, and sends the same Retry-After', async () => {
    const forgot = (headers = inSwahili) =>
      client(server.app).raw('POST', '/api/auth/forgot', { email: 'amina@example.co.ke' }, { ...headers, 'x-forwarded-for': '198.51.100.7' });
    // The answer to the request itself, what the page shows once it is sent, is in the language asked as well.
    const answered = await forgot();
    expect(answered.status).toBe(202);
    expect(answered.body.message).toBe('Kama kuna akaunti yenye barua pepe hiyo, tumetuma kiungo cha kuweka nenosiri jipya. Kinafanya kazi kwa dakika 30.');
    expect((await forgot({ 'accept-language': 'en' })).body.message).toBe(
      'If an account exists for that email, we have sent a link to reset the password. It works for 30 minutes.',
    );
    const limited = await forgot();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Umefikia kikomo cha maombi ya kuweka nenosiri jipya kutoka mtandao huu. Jaribu tena baada ya dakika 1.');
    expect(limited.headers['retry-after']).toBe('60');
  });
});

describe('an error answer in English', () => {
  it.each<Record<string, string>>([{ 'accept-language': 'en' }, {}, { 'accept-language': 'fr-FR' }])('when the request asks %o', async (headers) => {
    const answer = await client(server.app).raw('POST', '/api/auth/register', {}, headers);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Name is required. Email is required. Password is required.');
    expect(answer.body.errors).toMatchObject({ name: 'Name is required.', email: 'Email is required.' });
  });
});

describe('a long message', () => {
  it('a key of 200 000 characters is refused in a short answer, without quoting it', async () => {
    const key = 'x'.repeat(200_000);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...inSwahili, 'content-type': 'application/json' },
      payload: `{"${key}": 1, "${key}": 2}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Sehemu moja ndani ya ombi ina jina refu kuliko herufi 200; tuma tu sehemu ambazo ombi hili linapokea.');
  });
});

/** A request sent raw (a body that is not JSON, a multipart form), with or without a language. */
const sent = (method: 'GET' | 'POST', url: string, payload: string | Buffer, headers: Record<string, string>) =>
  server.app.inject({ method, url, payload, headers }).then((answer) => ({ status: answer.statusCode, body: answer.json() }));

const unexpectedFile = () => multipart([{ name: 'photo', value: Buffer.from('x'), filename: 'x.jpg' }]);

/** [what, who asks, how, address, body, status, the Kiswahili answer, the English one] */
const both: [string, () => Client | null, 'GET' | 'POST', string | (() => string), unknown, number, string, string][] = [
  [
    'a body that is not JSON',
    () => null,
    'POST',
    '/api/auth/login',
    '{"email":',
    400,
    'Ombi halikuweza kusomeka. Hakikisha maudhui yake ni JSON sahihi.',
    'The request could not be read. Check that the body is valid JSON.',
  ],
  [
    'an empty JSON body',
    () => null,
    'POST',
    '/api/auth/login',
    ' ',
    400,
    'Ombi halina maudhui; tuma sehemu zake kama JSON.',
    'The request body is empty; send the fields as JSON.',
  ],
  [
    'an application with a resume that is not there',
    () => subscriber,
    'POST',
    '/api/jobs/applications',
    () => ({ job_id: jobId, resume_id: 987654, cover_letter: 'I teach chemistry.' }),
    400,
    'CV: namba 987654 haipo, au huwezi kuitumia.',
    'Resume: there is no resume with id 987654 you can use.',
  ],
  [
    'an image sent as JSON',
    () => subscriber,
    'POST',
    '/api/uploads/images',
    undefined,
    415,
    'Tuma fomu kama multipart/form-data.',
    'Send the form as multipart/form-data.',
  ],
  [
    'an upload with a file in the wrong field',
    () => subscriber,
    'POST',
    '/api/uploads/images',
    unexpectedFile,
    400,
    'Faili "photo" halikutarajiwa.',
    'Unexpected file "photo".',
  ],
  [
    'a county that is not one',
    () => null,
    'GET',
    '/api/institutions/schools?county=Atlantis',
    undefined,
    400,
    'Kichujio county: "Atlantis" si mojawapo ya: ',
    'Filter county must be one of: ',
  ],
  [
    'a filter the list does not have',
    () => null,
    'GET',
    '/api/institutions/schools?colour=blue',
    undefined,
    400,
    'Kichujio "colour" hakijulikani hapa. Chuja kwa: ',
    'Unknown filter "colour" for schools. Filter on: ',
  ],
  [
    'too many sort fields',
    () => null,
    'GET',
    '/api/institutions/schools?_sort=name,county,town,fees',
    undefined,
    400,
    'Panga kwa sehemu zisizozidi 3; _sort inataja 4.',
    'Sort by at most 3 fields; _sort names 4.',
  ],
  [
    'too many values for one filter',
    () => null,
    'GET',
    () => `/api/institutions/schools?${Array.from({ length: 21 }, (_, i) => `city=T${i}`).join('&')}`,
    undefined,
    400,
    'Kichujio city kina thamani 21 tofauti; kipe zisizozidi 20. Omba zilizobaki kwa ombi jingine.',
    'Filter city has 21 different values; give it at most 20. Ask for the rest in another request.',
  ],
  [
    'a key repeated past the query limit',
    () => null,
    'GET',
    () => `/api/institutions/schools?${'x=1&'.repeat(101)}`,
    undefined,
    400,
    '"x" imerudiwa mara 101; ipe thamani zisizozidi 100.',
    '"x" is repeated 101 times; give it at most 100 values.',
  ],
  [
    'an address with a broken %-escape',
    () => null,
    'GET',
    '/api/institutions/schools/%E0%A4%A',
    undefined,
    400,
    'Anwani hii si sahihi: ina alama ya % isiyokamilika. Angalia kiungo.',
    'The address is not valid: it has a broken %-escape. Check the link.',
  ],
  [
    'an /api address with nothing there',
    () => null,
    'GET',
    '/api/nothing-here',
    undefined,
    404,
    'Hakuna GET /api/nothing-here hapa.',
    'There is no GET /api/nothing-here here.',
  ],
  [
    'a registration, answered before the email leaves',
    () => null,
    'POST',
    '/api/auth/register',
    { name: 'Wanjiru Kamau', email: 'wanjiru@example.co.ke', password: 'Strong-pass-2026' },
    202,
    'Tumetuma kiungo kwa wanjiru@example.co.ke. Kifungue ili ukamilishe kufungua akaunti yako; kinafanya kazi kwa saa 24.',
    'We have sent a link to wanjiru@example.co.ke. Open it to finish creating your account; it works for 24 hours.',
  ],
];

describe('an answer in Kiswahili under /sw, in English on the English site', () => {
  const languages = [
    ['sw', 6],
    ['en', 7],
  ] as const;
  it.each(both.flatMap((row) => languages.map(([language, column]) => [row[0], language, row, column] as const)))(
    '%s (%s)',
    async (_, language, row, column) => {
      const [, who, method, address, body, status] = row;
      const url = typeof address === 'function' ? address() : address;
      const headers = { 'accept-language': language, 'x-forwarded-for': `198.51.100.${language === 'sw' ? 20 : 21}` };
      const payload = typeof body === 'function' ? (body as () => unknown)() : body;
      const form = payload && typeof payload === 'object' && 'payload' in payload ? (payload as ReturnType<typeof multipart>) : null;
      const asker = who();
      const answer =
        typeof payload === 'string'
          ? await sent(method, url, payload, { ...headers, 'content-type': 'application/json' })
          : form
            ? await asker!.raw(method, url, form.payload, { ...form.headers, ...headers })
            : await (asker ?? client(server.app)).raw(method, url, payload, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      const expected = row[column];
      if (expected.endsWith(' ')) expect(answer.body.message.startsWith(expected), answer.body.message).toBe(true);
      else expect(answer.body.message).toBe(expected);
    },
  );
});

describe("a member's own changes", () => {
  it.each([
    ['sw', 'Nenosiri lako limebadilishwa. Vifaa vingine vyote vimetolewa kwenye akaunti.', 'Tumetuma kiungo cha kuthibitisha kwa '],
    ['en', 'Your password has been changed. Every other device has been signed out.', 'We sent a confirmation link to '],
  ])('are confirmed in the language asked (%s)', async (language, password, email) => {
    const who = await member(server.app, 'subscriber', await signInAdmin(server.app));
    const headers = { 'accept-language': language };
    const changed = await who.raw('POST', '/api/auth/password', { current_password: 'Passw0rd-test', new_password: 'Another-pass-2026' }, headers);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(password);
    const next = `moved.${language}.${Date.now()}@example.co.ke`;
    const moved = await who.raw('POST', '/api/auth/email', { current_password: 'Another-pass-2026', email: next }, headers);
    expect(moved.status, JSON.stringify(moved.body)).toBe(202);
    expect(moved.body.message.startsWith(`${email}${next}; `)).toBe(true);
  });
});

describe('email-change links', () => {
  it('are refused in the language asked', async () => {
    const headers = { 'accept-language': 'sw' };
    const confirm = await client(server.app).raw('POST', '/api/auth/email/confirm', { token: 'no-such-link' }, headers);
    expect(confirm.status).toBe(400);
    expect(confirm.body.errors.token).toBe('Kiungo hiki cha kuthibitisha si halali. Omba mabadiliko tena kutoka kwenye mipangilio ya akaunti yako.');
    const undo = await client(server.app).raw('POST', '/api/auth/email/undo', { token: 'no-such-link' }, headers);
    expect(undo.body.message).toMatch(/^Kiungo hiki si halali\. Kama barua pepe yako ilibadilishwa bila wewe/);
  });
});

describe('texts read back without a request to reach them', () => {
  // A scam refusal comes from a product's sizes, a moderator's decision from the queue: the words are checked here.
  it.each([
    [
      'Product size refused: Asks for money through M-Pesa, a till or a paybill number. Payment is made through checkout only.',
      'Ulichowasilisha hakikubaliwa: Kinaomba pesa kupitia M-Pesa, till au namba ya paybill. Malipo hufanyika kupitia ukurasa wa kulipa wa ElimuHub pekee.',
    ],
    [
      'You cannot report reviews of your own school. Respond under the review instead, or ask the moderators through the contact page.',
      'Huwezi kuripoti tathmini za tangazo lako mwenyewe. Jibu chini ya tathmini badala yake, au waandikie wasimamizi kupitia ukurasa wa mawasiliano.',
    ],
    ['This PDF contains scripts or actions; save it again as a plain PDF.', 'PDF hii ina scripts au amri zinazojiendesha; ihifadhi tena kama PDF ya kawaida.'],
    [
      'This upload would take you past 50 MB of uploads today (you have used 48.5 MB). You can upload more in 3 hours.',
      'Upakiaji huu ungepita kikomo cha 50 MB kwa leo (umeshatumia 48.5 MB). Utaweza kupakia zaidi baada ya saa 3.',
    ],
  ])('%s', (english, swahili) => {
    expect(errorIn('sw', english)).toBe(swahili);
    expect(errorIn('en', english)).toBe(english);
  });
});
