/** The duplicates desk's requests (GET /api/duplicates, POST /api/duplicates/merge and /distinct). */
import type { DuplicatePair, MergeAnswer } from '../../../registry/duplicate-pairs.ts';
import { http } from '../providers/http.ts';

export const duplicatesKey = ['duplicates'] as const;
export const pairsPerPage = 10;

export const loadPairs = async (resource: string, page: number) => {
  const start = (page - 1) * pairsPerPage;
  const answer = await http.get<DuplicatePair[]>('/api/duplicates', { params: { resource, _start: start, _end: start + pairsPerPage } });
  return { pairs: answer.data, total: Number(answer.headers['x-total-count'] ?? 0) };
};

export const mergePair = async (resource: string, keep: number, other: number) =>
  (await http.post<MergeAnswer>('/api/duplicates/merge', { resource, keep, other })).data;

export const markDistinct = async (resource: string, first: number, second: number) => {
  await http.post('/api/duplicates/distinct', { resource, first, second });
};
