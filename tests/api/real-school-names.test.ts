/**
 * Searching the Ministry of Education's real list of schools (loaded once, SQLite or PostgreSQL with
 * TEST_DATABASE_URL) the way people type the names: abbreviations spelt out, apostrophes and hyphens, Kiswahili.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { importOpenList, shippedFile } from '../../src/server/open-data/open-lists.ts';
import { client, type Client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const openDataDir = path.join(import.meta.dirname, '../../open-data');

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let visitor: Client;

interface School {
  name: string;
  county: string;
  sub_county: string | null;
}

const searched = async (q: string) => {
  const reply = await visitor.get(`/api/institutions/schools?q=${encodeURIComponent(q)}&_end=10`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as School[];
};

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  const summary = await importOpenList(dialect, 'schools', shippedFile('schools', openDataDir), openDataDir);
  expect(summary.created).toBeGreaterThan(37_000);
  visitor = client(server.app);
}, 120_000);
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

it('puts Alliance High first for "alliance high", before Alliance Girls and the primary schools', async () => {
  for (const q of ['alliance high', 'Alliance High School']) {
    const [first] = await searched(q);
    expect(first, q).toMatchObject({ name: 'Alliance High', county: 'Kiambu' });
  }
});

it('finds a name written short from the words written out, in English or Kiswahili', async () => {
  expect((await searched('kimangeti girls secondary school'))[0]).toMatchObject({ name: 'Kimangeti Girls Sec Sch', county: 'Kakamega' });
  expect((await searched('kimangeti shule ya upili'))[0]).toMatchObject({ name: 'Kimangeti Girls Sec Sch' });
  expect((await searched('city primary school'))[0]).toMatchObject({ name: 'City Pri. Sch.', county: 'Nairobi' });
  expect((await searched('city shule ya msingi'))[0]).toMatchObject({ name: 'City Pri. Sch.' });
  // "St." and "Saint", with the apostrophe or without.
  const saints = (await searched("saint paul's manga orotuba")).map(({ name }) => name);
  expect(saints).toContain("St. Paul's Manga Orotuba Sec");
});

it("finds Mang'u however its apostrophe is typed", async () => {
  for (const q of ["Mang'u", 'Mangu', 'Mang-u', 'mang’u']) {
    const names = (await searched(q)).map(({ name }) => name);
    expect(names, q).toContain("Mang'u");
  }
});

it("reads churches' initials with stops or without", async () => {
  const dotted = (await searched('a.c.k. karura')).map(({ name }) => name);
  const plain = (await searched('ack karura')).map(({ name }) => name);
  expect(dotted).toContain('A.C.K Karura Secondary School');
  expect(plain).toEqual(dotted);
});
