/**
 * `npm run backup [file]`: a consistent copy of the SQLite database while the server keeps running (SQLite's
 * online backup, which copies pages and restarts when a write lands between them), to
 * DATA_DIR/backups/elimuhub-<UTC time>.db unless a file is named. PostgreSQL has its own tool: with
 * DATABASE_URL set this prints the pg_dump command instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../config.ts';
import { nowIso } from '../../registry/clock.ts';

const stamp = () => nowIso().replace(/[:.]/g, '-');

export const backupSqlite = async (dataDir: string, target?: string) => {
  const source = path.join(dataDir, 'elimuhub.db');
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}; check DATA_DIR.`);
  const file = path.resolve(target ?? path.join(dataDir, 'backups', `elimuhub-${stamp()}.db`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await database.backup(file);
  } finally {
    database.close();
  }
  return { file, bytes: fs.statSync(file).size };
};

const main = async () => {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.log('This installation uses PostgreSQL: back it up with pg_dump, for example');
    console.log(`  pg_dump --format=custom --file=elimuhub-${stamp()}.dump "$DATABASE_URL"`);
    console.log('and restore with pg_restore --clean --dbname "$DATABASE_URL" <file>.');
    return;
  }
  const { file, bytes } = await backupSqlite(config.dataDir, process.argv[2]);
  console.log(`Backed up ${path.join(config.dataDir, 'elimuhub.db')} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  console.log(`Restore: stop the server, then copy it back to ${path.join(config.dataDir, 'elimuhub.db')} (and delete any -wal and -shm files beside it).`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
