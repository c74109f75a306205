/**
 * Registering without naming a language follows the browser's Accept-Language (docs/languages.md) as HTTP reads
 * it: language tags are case-insensitive, and a language given q=0 is one the reader does not want.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { newestMail } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

let counter = 0;
const subjects = { en: 'Finish creating your ElimuHub account', sw: 'Kamilisha kufungua akaunti yako ya ElimuHub' };

/** The language of the confirmation email sent to a registration with this Accept-Language. */
const languageFor = async (acceptLanguage: string) => {
  const email = `kichwa${++counter}-${Date.now()}@example.co.ke`;
  const asked = await client(server.app).raw(
    'POST',
    '/api/auth/register',
    { name: 'Achieng Otieno', email, password: 'Kisumu-2026-pass' },
    { 'accept-language': acceptLanguage },
  );
  expect(asked.status).toBe(202);
  const mail = await newestMail(server.config.dataDir, email);
  return mail.text.includes(`\nSubject: ${subjects.sw}\r\n`) ? 'sw' : mail.text.includes(`\nSubject: ${subjects.en}\r\n`) ? 'en' : 'neither';
};

describe("registering with the browser's Accept-Language", () => {
  it.each([
    ['SW-KE', 'sw'],
    ['SW', 'sw'],
    ['sw;q=0, en;q=0.1', 'en'],
    ['sw;q=0.000, en;q=0', 'en'],
  ])('%s gives %s', async (acceptLanguage, expected) => {
    expect(await languageFor(acceptLanguage)).toBe(expected);
  });
});
