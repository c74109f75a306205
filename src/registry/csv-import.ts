/** The answer of POST /api/{base}/import.csv, shared by the server and the admin's import screen. */
export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';

export interface ImportAnswer {
  mode: 'preview' | 'apply';
  columns: { used: string[]; ignored: string[] };
  totals: Record<ImportAction, number>;
  rows: { line: number; action: ImportAction; id?: number; errors?: Record<string, string> }[];
}
