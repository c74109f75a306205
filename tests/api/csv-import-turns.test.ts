/**
 * A large import shares the server (docs/data-quality.md): while its rows are written, one transaction each, other
 * requests are answered between them, and a server told to stop ends the import after the row under way, saying
 * which rows went in and which did not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { openDialect } from '../../src/server/db/dialect.ts';

const bigFile = (tag: string, rows: number) =>
  `name,county,gps_coordinates\n${Array.from({ length: rows }, (_, i) => `Turns ${tag} Bulk ${i},Nairobi,"-1.${1000 + i}, 36.${5000 + i}"`).join('\n')}\n`;
const apply = (who: Session, text: string) => who.raw('POST', '/api/institutions/schools/import.csv?mode=apply', text, { 'content-type': 'text/csv' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a large apply', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let editor: Session;
  beforeAll(async () => {
    server = await startServer();
    editor = await member(server.app, 'editor', await signInAdmin(server.app));
  });
  afterAll(() => server?.close());

  it('lets a read be answered while its rows are written', async () => {
    let applied = false;
    const applying = apply(editor, bigFile('read', 600)).then((answer) => ((applied = true), answer));
    await pause(50);
    const read = await client(server.app).get('/api/institutions/schools?_end=1');
    expect(read.status).toBe(200);
    expect(applied).toBe(false);
    const answer = await applying;
    expect(answer.body.totals).toEqual({ create: 600, update: 0, unchanged: 0, error: 0 });
  });
});

describe('a server stopping during an apply', () => {
  it('ends it after the row under way and reports which rows went in', async () => {
    const server = await startServer();
    const admin = await signInAdmin(server.app);
    const editor = await member(server.app, 'editor', admin);
    const applying = apply(editor, bigFile('stop', 1000));
    // Stopped once its first rows are in.
    while (!Number((await admin.get('/api/institutions/schools?_end=1&name=Turns stop Bulk 0')).headers['x-total-count'])) await pause(20);
    await server.app.close();
    const answer = await applying;
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.stopped).toBe(true);
    const { create, error } = answer.body.totals as { create: number; error: number };
    expect(create).toBeGreaterThan(0);
    expect(create + error).toBe(1000);
    const notApplied = answer.body.rows.filter((row: { action: string }) => row.action === 'error');
    for (const row of notApplied) expect(row.errors.row).toMatch(/Not applied: the server was stopping/);
    expect(answer.body.rows.findIndex((row: { action: string }) => row.action === 'error')).toBe(create);
    const dialect = await openDialect(server.config);
    try {
      const stored = await dialect.db
        .selectFrom('institutions_schools')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', 'like', 'Turns stop Bulk %')
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(create);
    } finally {
      await dialect.close();
      await server.close().catch(() => undefined);
    }
  });
});
