/** What an open list's reader hands the import: a listing's values per row, and what it had to say about rows. */
import type { OpenSource } from '../../registry/provenance-fields.ts';

/** A row's problem: refused rows are not loaded; the others are loaded as said (a point outside Kenya, left out). */
export interface Issue {
  line: number;
  field: string;
  reason: string;
  refused: boolean;
}

export interface ListRow {
  /** Where the row starts in the file (a CSV line, a JSON array's item), for a person to find it. */
  line: number;
  source: OpenSource;
  year: number;
  /** The row's id in its source; with the source, it finds the listing again on the next import. */
  id: string;
  /** The listing's values as the API takes them (validated by the registry before they are written). */
  values: Record<string, unknown>;
}

export interface ReadList {
  rows: ListRow[];
  issues: Issue[];
  /** Rows read from the file, refused ones included. */
  read: number;
  /** Rows whose county was found from their point rather than named (an old name, or none). */
  located: number;
}
