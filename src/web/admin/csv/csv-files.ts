/**
 * The admin's CSV requests: a list's export (GET /api/{base}/export.csv with the list's filters, every row, read by
 * the server page after page) saved as a file, and an import's preview or application (POST /api/{base}/import.csv).
 */
import type { CrudFilter } from '@refinedev/core';
import { generateFilter, stringify } from '@refinedev/simple-rest';
import type { ImportAnswer } from '../../../registry/csv-import.ts';
import { http } from '../providers/http.ts';

export const downloadCsv = async (resource: string, filters: CrudFilter[]) => {
  const query = stringify(generateFilter(filters));
  const answer = await http.get<Blob>(`/api/${resource}/export.csv${query ? `?${query}` : ''}`, { responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(answer.data);
  link.download = `${resource.replace('/', '-')}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
};

export const sendImport = async (resource: string, file: File, mode: 'preview' | 'apply') =>
  (await http.post<ImportAnswer>(`/api/${resource}/import.csv`, file, { params: { mode }, headers: { 'content-type': 'text/csv' } })).data;
