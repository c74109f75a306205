/**
 * Values read from the database, kept until a write to the tables they came from (table-versions.ts). A lookup
 * compares the tables' versions, so a kept value is never served after a write; and a value is kept only when
 * no write to those tables was under way while it was read, so it never predates a committed one either.
 */
import { LRUCache } from 'lru-cache';
import type { TableVersions } from './table-versions.ts';

export interface VersionedCacheOptions<V> {
  /** Entries at most, or, with `sizeOf`, their total size. */
  max: number;
  sizeOf?: (value: V) => number;
}

export class VersionedCache<V extends object> {
  readonly #kept: LRUCache<string, { token: string; value: V }>;

  constructor(
    readonly versions: TableVersions,
    { max, sizeOf }: VersionedCacheOptions<V>,
  ) {
    this.#kept = new LRUCache(sizeOf ? { maxSize: max, sizeCalculation: (entry) => sizeOf(entry.value) } : { max });
  }

  /** Whether a value is kept under `key`, fresh or not (a hint, without the tables that would tell). */
  holds(key: string) {
    return this.#kept.has(key);
  }

  /**
   * The value of `key` read from `tables`: the kept one while they are unchanged, else `produce`'s, kept (as
   * `keep` makes it, unless it gives null) when that is safe. `hit` tells which.
   */
  async read(key: string, tables: readonly string[], produce: () => Promise<V>, keep: (fresh: V) => V | null = (fresh) => fresh) {
    const token = this.versions.token(tables);
    const kept = this.#kept.get(key);
    if (kept?.token === token) return { value: kept.value, hit: true };
    const quiet = this.versions.quiet(tables);
    const fresh = await produce();
    if (!quiet || !this.versions.quiet(tables) || this.versions.token(tables) !== token) return { value: fresh, hit: false };
    const value = keep(fresh);
    if (!value) return { value: fresh, hit: false };
    this.#kept.set(key, { token, value });
    return { value, hit: false };
  }
}
