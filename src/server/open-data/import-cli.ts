/**
 * `npm run import -- schools <file>` and `npm run import -- universities <file>`: loads an open list into the
 * database named by the environment (DATABASE_URL, or DATA_DIR's SQLite file), as import-listings.ts describes,
 * prints every row's problem and the counts, and exits non-zero only when the file cannot be read at all. Without a
 * file, the copy the repository ships in open-data/ is loaded.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDialect } from '../db/dialect.ts';
import { prepareDatabase } from '../db/first-start.ts';
import { importOpenList, isOpenListKind, openLists, shippedFile } from './open-lists.ts';
import { issueLines, summaryLine } from './import-report.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [kind = '', file] = positionals;
if (!isOpenListKind(kind)) {
  console.error(`Usage: npm run import -- <${Object.keys(openLists).join('|')}> [file]`);
  process.exit(2);
}

const config = loadConfig(process.env, { logLevel: 'warn' });
// A bulk load's statements are not requests: no statement timeout.
const dialect = await openDialect({ ...config, dbStatementTimeoutMs: 0 });
const path = file ?? shippedFile(kind, config.openDataDir);
const started = Date.now();
try {
  await prepareDatabase(dialect, config, console.log);
  const summary = await dialect.exclusive('open-lists', () => importOpenList(dialect, kind, path, config.openDataDir));
  for (const line of issueLines(summary)) console.log(line);
  console.log(`${kind} from ${path}: ${summaryLine(summary)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(`Cannot import ${kind} from ${path}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await dialect.close();
}
