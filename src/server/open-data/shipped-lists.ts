/**
 * A start with OPEN_LISTS=load (`npm start` outside production) loads the open lists the repository ships, once per
 * file: a marker in _migrations says it was done, so a restart goes straight to serving. A newer copy of a file has a
 * new name, and so is loaded at the next start. Production runs the import itself (README, "Deploy").
 */
import { nowIso } from '../../registry/clock.ts';
import type { Config } from '../config.ts';
import type { Dialect } from '../db/dialect.ts';
import { importOpenList, openLists, shippedFile, type OpenListKind } from './open-lists.ts';
import { summaryLine } from './import-report.ts';

export const loadShippedListsOnce = (dialect: Dialect, config: Config, log: (message: string) => void) =>
  dialect.exclusive('open-lists', async () => {
    const { db } = dialect;
    for (const kind of Object.keys(openLists) as OpenListKind[]) {
      const version = `open-list-${openLists[kind].shipped}`;
      if (await db.selectFrom('_migrations').select('version').where('version', '=', version).executeTakeFirst()) continue;
      const started = Date.now();
      const summary = await importOpenList(dialect, kind, shippedFile(kind, config.openDataDir), config.openDataDir);
      await db.insertInto('_migrations').values({ version, applied_at: nowIso() }).execute();
      log(`Loaded the open list of ${kind} in ${Date.now() - started} ms: ${summaryLine(summary)}.`);
    }
  });
