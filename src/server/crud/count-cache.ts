/**
 * A list's X-Total-Count, kept until a write to a table its count reads. The count depends on the filters and
 * on who reads, never on the page or the sort, so every page of a list (and the public half of every signed-in
 * reader's list) shares one count: reading it again for each page cost as much as the page itself.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/dialect.ts';
import { tablesIn, type TableVersions } from '../db/table-versions.ts';
import { VersionedCache } from '../db/versioned-cache.ts';

/** The statement's values as part of a key; a digest of them when long (a search's thousand candidates). */
const valuesKey = (parameters: readonly unknown[]) => {
  const text = JSON.stringify(parameters);
  return text.length > 256 ? createHash('sha256').update(text).digest('base64') : text;
};

export const createCountCache = (db: Db, versions: TableVersions) => {
  const counts = new VersionedCache<{ total: number }>(versions, { max: 20_000 });
  // Each statement's text stands for a short number in the keys, with the tables it reads.
  const shapes = new LRUCache<string, { id: number; tables: string[] }>({ max: 2_000 });
  let shapeIds = 0;
  /** The count a `SELECT COUNT(*) AS total` query gives. */
  return async (compiled: CompiledQuery) => {
    let shape = shapes.get(compiled.sql);
    if (!shape) shapes.set(compiled.sql, (shape = { id: shapeIds++, tables: [...tablesIn(compiled.query)] }));
    const { value } = await counts.read(`${shape.id} ${valuesKey(compiled.parameters)}`, shape.tables, async () => {
      const { rows } = await db.executeQuery<{ total: number | string }>(compiled);
      return { total: Number(rows[0]!.total) };
    });
    return value.total;
  };
};
