/**
 * ElimuHub writes to a member in their language: the page they registered from (or their browser) sets it, they
 * change it on their account, and emails and notifications follow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { linkIn, newestMail } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const password = 'Machakos-2026-pass';
let counter = 0;
const newEmail = () => `lugha${++counter}-${Date.now()}@example.co.ke`;
const mailTo = (email: string, subject: string) => newestMail(server.config.dataDir, email, { subject });

describe('registering', () => {
  it('from a Kiswahili page: the link comes in Kiswahili and the account keeps the language', async () => {
    const email = newEmail();
    expect((await client(server.app).post('/api/auth/register', { name: 'Wanjiru Kamau', email, password, locale: 'sw' })).status).toBe(202);
    const mail = await mailTo(email, 'Kamilisha kufungua akaunti yako ya ElimuHub');
    expect(mail.text).toContain('Fungua kiungo hiki ndani ya saa 24');
    const { token } = linkIn(mail.text, '/verify-email');
    const done = await client(server.app).post('/api/auth/verify', { token, locale: 'sw' });
    expect(done.status).toBe(201);
    expect(done.body.user.locale).toBe('sw');
  });

  it("with no language named, follows the browser's Accept-Language, region and all", async () => {
    const email = newEmail();
    const asked = await client(server.app).raw(
      'POST',
      '/api/auth/register',
      { name: 'Otieno Ouma', email, password },
      { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' },
    );
    expect(asked.status).toBe(202);
    const { token } = linkIn((await mailTo(email, 'Kamilisha kufungua akaunti yako ya ElimuHub')).text, '/verify-email');
    const done = await client(server.app).raw('POST', '/api/auth/verify', { token }, { 'accept-language': 'sw-KE' });
    expect(done.body.user.locale).toBe('sw');
  });

  it('refuses a language ElimuHub does not speak, naming those it does', async () => {
    const answer = await client(server.app).post('/api/auth/register', { name: 'Jean Dupont', email: newEmail(), password, locale: 'fr' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/en, sw/);
  });
});

describe('a member who reads Kiswahili', () => {
  let mwanachama: Session;
  beforeAll(async () => {
    mwanachama = await member(server.app, 'school', admin);
    expect((await mwanachama.patch(`/api/auth/users/${mwanachama.user.id}`, { locale: 'sw' })).body.locale).toBe('sw');
  });

  it('gets account emails in Kiswahili', async () => {
    const changed = await mwanachama.post('/api/auth/password', { current_password: 'Passw0rd-test', new_password: 'Nakuru-2026-mpya' });
    expect(changed.status).toBe(200);
    const mail = await mailTo(mwanachama.user.email, 'Nenosiri lako la ElimuHub limebadilishwa');
    expect(mail.text).toContain('Ikiwa si wewe, badilisha nenosiri lako mara moja');
    expect(mail.text).toContain('saraka ya elimu');
  });

  it("gets the moderator's decision as a Kiswahili notification and email, the reason as the moderator wrote it", async () => {
    const id = (await mwanachama.post('/api/institutions/schools', { name: 'Shule ya Msingi Baraka', county: 'Nakuru' })).body.id as number;
    const decided = await decide(admin, 'institutions/schools', id, 'reject', { reason: 'Add the KNEC code.' });
    expect(decided.status).toBe(200);
    const notes = (await mwanachama.get('/api/notifications/main?_end=100')).body as { title: string; body: string }[];
    expect(notes).toContainEqual(expect.objectContaining({ title: 'Haijaidhinishwa: Shule "Shule ya Msingi Baraka"', body: 'Sababu: Add the KNEC code.' }));
    const mail = await mailTo(mwanachama.user.email, 'Haijaidhinishwa kwenye ElimuHub: Shule');
    expect(mail.text).toContain('Sababu ya msimamizi:');
    expect(mail.text).toContain('Add the KNEC code.');
  });

  it('switches back to English, and what follows is in English', async () => {
    expect((await mwanachama.patch(`/api/auth/users/${mwanachama.user.id}`, { locale: 'en' })).body.locale).toBe('en');
    const id = (await mwanachama.post('/api/institutions/schools', { name: 'Baraka Junior School', county: 'Nakuru' })).body.id as number;
    expect((await decide(admin, 'institutions/schools', id)).status).toBe(200);
    const notes = (await mwanachama.get('/api/notifications/main?_end=100')).body as { title: string }[];
    expect(notes.map((n) => n.title)).toContain('School "Baraka Junior School" is now live');
  });

  it('cannot be given a language ElimuHub does not speak', async () => {
    const answer = await mwanachama.patch(`/api/auth/users/${mwanachama.user.id}`, { locale: 'xx' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.locale ?? answer.body.message).toMatch(/en|sw/);
  });
});
