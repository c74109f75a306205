/** The answer of POST /api/{base}/import.csv, shared by the server and the admin's import screen. */
import type { Resource } from './resource.ts';

/**
 * Whether rows of `resource` without an id are matched by name and place (server/csv/natural-key.ts): located
 * resources loaded from open lists (schools, colleges, universities).
 */
export const matchedByPlace = (resource: Resource) => resource.located !== undefined && 'source_id' in resource.fields && 'name' in resource.fields;

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';

export interface ImportAnswer {
  mode: 'preview' | 'apply';
  /** The server began to stop during an apply: the rows not reached are errors saying so. */
  stopped?: true;
  columns: { used: string[]; ignored: string[] };
  totals: Record<ImportAction, number>;
  rows: { line: number; action: ImportAction; id?: number; note?: string; errors?: Record<string, string> }[];
}
