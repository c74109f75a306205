/**
 * A row's change history (GET /api/{resource}/:id/history): who changed what, when, and from which open list. The
 * audit log keeps the old and new values of a row's public fields, which anybody may read on its public page
 * anyway, and only the names of the rest (a private note, an owner's id, a file, changes still waiting for
 * review). docs/change-history.md.
 */
import type { Resource } from './resource.ts';

/** The fields whose values the history keeps: those the public is shown, on a resource the public reads. */
export const valuesKept = (resource: Resource): string[] =>
  resource.visibility === 'private'
    ? []
    : Object.entries(resource.fields)
        .filter(([, field]) => !field.readers && !field.perk && field.ref !== 'auth/users' && field.kind !== 'password' && field.kind !== 'file')
        .map(([name]) => name);

/** A field's value before and after a write, as the API shows it; `from` is absent for a created row. */
export interface ValueChange {
  from?: unknown;
  to: unknown;
}

/** One entry of a row's history, newest first. */
export interface HistoryEntry {
  id: number;
  at: string;
  action: 'create' | 'update' | 'delete';
  /** The person who wrote it (their id for staff only); null for the server itself (an import, a scheduled task). */
  by: { id?: number; name: string } | null;
  /** The open list a write came from: "Ministry of Education's list of schools, 2016". */
  source: string | null;
  /** Each field written, by its label; values only for the fields `valuesKept` names. */
  changes: { field: string; label: string; from?: unknown; to?: unknown; kept: boolean }[];
}

/** At most this many entries a page. */
export const maxHistoryPage = 50;
