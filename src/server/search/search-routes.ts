/**
 * GET /api/search?q=: the site-wide search of schools, colleges, universities, jobs and news at once, grouped,
 * with a "did you mean" when no group has a match (docs/universal-search.md).
 */
import type { FastifyInstance } from 'fastify';
import { getResource } from '../../registry/index.ts';
import { maxSearchLength, searchKinds, type SearchAnswer } from '../../registry/search-kinds.ts';
import { publicTables } from '../access/public-rows.ts';
import { recordSearch } from '../analytics/record.ts';
import { searchTerms } from '../crud/query.ts';
import { sendAnswer, type ResponseCache } from '../crud/response-cache.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { badRequest } from '../http-error.ts';
import { findGroups } from './find-groups.ts';
import { vocabularyTables, type Vocabulary } from './vocabulary.ts';

/** Every table an answer is read from, so a kept answer goes when any of them changes. */
const tables = [
  ...new Set([...searchKinds.flatMap(({ resource }) => publicTables(getResource(resource))), getResource('jobs/employers').table, ...vocabularyTables]),
];

const hasMatches = (groups: SearchAnswer['groups']) => groups.some((group) => group.total > 0);

const searchText = (query: unknown) => {
  const raw = (query as { q?: unknown }).q;
  const q = (Array.isArray(raw) ? String(raw[0] ?? '') : typeof raw === 'string' ? raw : '').trim();
  if (!q) throw badRequest("Type what you are looking for in q, e.g. /api/search?q=Mang'u.");
  const length = [...q].length;
  if (length > maxSearchLength) throw badRequest(`A search is at most ${maxSearchLength} characters; this one has ${length}. Use fewer words.`);
  if (!searchTerms(q).length) throw badRequest('A search needs at least one letter or digit.');
  return q;
};

/** How a site-wide search is named in the search log, where list searches name their list. */
export const everything = 'everything';

export const searchRoutes = async (
  app: FastifyInstance,
  { db, crud, cache, vocabulary }: { db: Db; crud: Crud; cache: ResponseCache; vocabulary: Vocabulary },
) => {
  app.get('/api/search', async (request, reply) => {
    const q = searchText(request.query);
    const answer = await cache.answer(request, reply, tables, async () => {
      const groups = await findGroups(crud, q);
      let suggestion: string | null = null;
      if (!hasMatches(groups)) {
        const guess = await vocabulary.suggest(q);
        // Offered only when following it finds something.
        if (guess && hasMatches(await findGroups(crud, guess))) suggestion = guess;
      }
      const body: SearchAnswer = { q, groups, suggestion };
      return { body: JSON.stringify(body), total: null };
    });
    // Answered searches are within the route's rate limit, so each is logged for the dashboard's top and empty searches.
    const { groups } = JSON.parse(answer.body) as SearchAnswer;
    await recordSearch(
      db,
      request.user?.id ?? null,
      q,
      everything,
      groups.reduce((sum, group) => sum + group.total, 0),
    );
    return sendAnswer(request, reply, answer);
  });
};
