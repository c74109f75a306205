/** `npm run backup`: a copy of a running SQLite database that opens, passes its integrity check and holds the rows. */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupSqlite } from '../../src/server/db/backup.ts';
import { signInAdmin, type Client } from '../helpers/client.ts';
import { dialectName, startServer } from '../helpers/server.ts';

const sqlite = dialectName === 'sqlite';
let server: Awaited<ReturnType<typeof startServer>>;
let admin: Client;

beforeAll(async () => {
  if (!sqlite) return;
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server?.close());

it.runIf(sqlite)('copies the database while writes go on, consistent and complete up to its start', async () => {
  for (let i = 0; i < 20; i++) expect((await admin.post('/api/content/news', { title: `Before the backup ${i}`, content: 'Text' })).status).toBe(201);
  const writing = Promise.all(Array.from({ length: 20 }, (_, i) => admin.post('/api/content/news', { title: `During the backup ${i}`, content: 'Text' })));
  const { file, bytes } = await backupSqlite(server.config.dataDir);
  await writing;
  expect(bytes).toBeGreaterThan(0);
  const copy = new Database(file, { readonly: true });
  try {
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const titles = (copy.prepare("SELECT title FROM content_news WHERE title LIKE 'Before the backup %'").all() as { title: string }[]).length;
    expect(titles).toBe(20);
  } finally {
    copy.close();
  }
});

it.runIf(sqlite)('says plainly when there is no database to copy', async () => {
  await expect(backupSqlite('/nonexistent/elimuhub-data')).rejects.toThrow(/There is no database at .*check DATA_DIR/);
});
