/**
 * "Did you mean": the words of public names (institutions, job titles), their towns and the counties, kept in
 * memory, and the nearest of them to each word of a search that matched nothing.
 *
 * Bounded both ways: the vocabulary is read from at most `rowsPerTable` public rows of each table and holds at
 * most `maxWords` words; it is read again when those tables have changed, but not more than once per
 * `refreshMs`, so a busy site does not reread it on every search that finds nothing.
 */
import { counties } from '../../registry/choices.ts';
import { getResource } from '../../registry/index.ts';
import { apostrophes } from '../../registry/search-text.ts';
import type { Db } from '../db/dialect.ts';
import type { TableVersions } from '../db/table-versions.ts';
import { publicRows } from '../access/public-rows.ts';
import { searchTerms } from '../crud/query.ts';
import { editDistance } from './edit-distance.ts';
import { now } from '../../registry/clock.ts';

const rowsPerTable = 5000;
const maxWords = 50_000;
const refreshMs = 60_000;
/** Words this short are too often one letter away from another to be a useful guess. */
const minWordLength = 3;

/** Each table's columns whose words are offered. */
const sources = [
  { resource: 'institutions/schools', columns: ['name', 'city'] },
  { resource: 'institutions/colleges', columns: ['name', 'city'] },
  { resource: 'institutions/universities', columns: ['name', 'city'] },
  { resource: 'jobs/main', columns: ['title', 'location'] },
] as const;

export const vocabularyTables = sources.map(({ resource }) => getResource(resource).table);

interface Word {
  /** As first written in a name, "Mang'u". */
  shown: string;
  /** How many names hold it: between two equally near words, the commoner is the better guess. */
  count: number;
}

/** Words as written, apostrophes kept inside them ("Mang'u"), hyphens and spaces between them. */
const wordPattern = new RegExp(`[\\p{L}\\p{N}${apostrophes}]+`, 'gu');

const collect = (texts: Iterable<string>) => {
  const words = new Map<string, Word>();
  for (const text of texts)
    for (const shown of text.match(wordPattern) ?? []) {
      const key = searchTerms(shown).join('');
      if (key.length < minWordLength) continue;
      const word = words.get(key);
      if (word) word.count += 1;
      else if (words.size < maxWords) words.set(key, { shown: shown.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''), count: 1 });
    }
  return words;
};

const read = async (db: Db) => {
  const texts: string[] = [...counties];
  for (const { resource, columns } of sources) {
    const found = getResource(resource);
    const rows = await db
      .selectFrom(found.table)
      .select([...columns])
      .where(publicRows(found))
      .orderBy('id', 'desc')
      .limit(rowsPerTable)
      .execute();
    for (const row of rows as Record<string, string | null>[]) for (const column of columns) if (row[column]) texts.push(row[column]);
  }
  return collect(texts);
};

/** How far a word may be from a vocabulary word: one typo in a short word, two in a longer one. */
const allowedDistance = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

const nearest = (words: Map<string, Word>, term: string): Word | null => {
  const known = words.get(term);
  if (known) return known;
  if (term.length < minWordLength) return null;
  const most = allowedDistance(term.length);
  let best: { word: Word; distance: number } | null = null;
  for (const [key, word] of words) {
    const distance = editDistance(term, key, best ? Math.min(best.distance, most) : most);
    if (distance > most) continue;
    if (!best || distance < best.distance || (distance === best.distance && word.count > best.word.count)) best = { word, distance };
  }
  return best?.word ?? null;
};

export const createVocabulary = (db: Db, versions: TableVersions) => {
  let kept: { token: string; readAt: number; words: Promise<Map<string, Word>> } | null = null;

  const words = () => {
    const token = versions.token(vocabularyTables);
    const stale = !kept || (kept.token !== token && now() - kept.readAt >= refreshMs);
    if (stale) {
      const reading = read(db);
      kept = { token, readAt: now(), words: reading };
      // A failed read is tried again by the next search, not kept.
      reading.catch(() => {
        if (kept?.words === reading) kept = null;
      });
    }
    return kept!.words;
  };

  return {
    /** The search with each word replaced by its nearest known word, or null when no word has a near one or nothing changes. */
    async suggest(text: string): Promise<string | null> {
      const terms = searchTerms(text);
      if (!terms.length) return null;
      const known = await words();
      const guesses = terms.map((term) => nearest(known, term));
      if (guesses.some((guess) => !guess)) return null;
      const suggestion = guesses.map((guess) => guess!.shown).join(' ');
      return searchTerms(suggestion).join(' ') === terms.join(' ') ? null : suggestion;
    },
  };
};

export type Vocabulary = ReturnType<typeof createVocabulary>;
