/**
 * Private files leave the store with the rows that hold them: a deleted resume takes its PDFs with it, and a
 * deleted account takes its resumes (rows and files). A file is removed only once no row refers to it any more,
 * checked outside the transaction that deleted the row: if that transaction is rolled back the row is still there
 * and the file is kept. Until the check sees the commit it looks again a few times, then leaves the file be;
 * a removal the file store could not do (S3 away) is tried again on the same schedule.
 */
import { resources } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Row } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import type { FileStore } from './storage.ts';

/** The columns of a resource that name private files. */
const fileColumns = (resource: Resource) =>
  Object.entries(resource.fields)
    .filter(([, f]) => f.kind === 'file')
    .map(([name]) => name);

/** Resources with private files, and the columns that name them. */
const withFiles = resources.map((resource) => ({ resource, columns: fileColumns(resource) })).filter(({ columns }) => columns.length > 0);

const namesIn = (row: Row | null, columns: string[]) =>
  row ? columns.map((column) => row[column]).filter((value): value is string => typeof value === 'string' && value !== '') : [];

/** True while a row of any resource names the private file. */
export const isReferenced = async (db: Db, name: string) => {
  for (const { resource, columns } of withFiles) {
    const row = await db
      .selectFrom(resource.table)
      .select('id')
      .where((eb) => eb.or(columns.map((column) => eb(column, '=', name))))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
};

const retries = [0, 200, 1000, 5000, 30000];

/** The behaviours `removes-unused-private-files` (every resource with a `file` field) and `takes-private-documents-along`. */
export const privateFileHooks = ({ db, store, log }: { db: Db; store: FileStore; log: (error: unknown) => void }) => {
  const sweep = (names: string[], attempt = 0) => {
    if (!names.length || attempt >= retries.length) return;
    setTimeout(() => {
      void (async () => {
        const left: string[] = [];
        for (const name of names) {
          if (await isReferenced(db, name)) left.push(name);
          else
            await store.remove('private', name).catch((error: unknown) => {
              left.push(name);
              if (attempt === retries.length - 1)
                log(new Error(`The private file ${name} could not be removed from the file store and is left there.`, { cause: error }));
            });
        }
        sweep(left, attempt + 1);
      })().catch(log);
    }, retries[attempt]).unref();
  };

  const removesUnusedPrivateFiles: BehaviourHooks<'removes-unused-private-files'> = {
    afterChange({ before, after }, { resource }) {
      const columns = fileColumns(resource);
      const kept = new Set(namesIn(after, columns));
      sweep(namesIn(before, columns).filter((name) => !kept.has(name)));
    },
  };

  // A deleted account's resumes go with it: they are private documents of a person who has left.
  const takesPrivateDocumentsAlong: BehaviourHooks<'takes-private-documents-along'> = {
    'auth/users': {
      async afterChange({ before, after }, context) {
        if (!before || after) return;
        for (const { resource, columns } of withFiles) {
          if (resource.ownerField !== 'owner_id') continue;
          const owned = (await context.db
            .selectFrom(resource.table)
            .selectAll()
            .where('owner_id', '=', before.id as number)
            .execute()) as Row[];
          if (!owned.length) continue;
          await context.db
            .deleteFrom(resource.table)
            .where('owner_id', '=', before.id as number)
            .execute();
          sweep(owned.flatMap((row) => namesIn(row, columns)));
        }
      },
    },
  };
  return { removesUnusedPrivateFiles, takesPrivateDocumentsAlong };
};
