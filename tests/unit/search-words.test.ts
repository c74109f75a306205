/**
 * The search's words: a query is read by search-equivalents.ts in JavaScript, the index by the SQL full-text.ts
 * generates from the same rewrites. Both must give the same words, whatever the spelling.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../src/registry/index.ts';
import { searchEquivalents, spellOut } from '../../src/registry/search-equivalents.ts';
import { searchTermsOf } from '../../src/registry/search-text.ts';
import { openScratchTables } from '../helpers/scratch-tables.ts';

const schools = getResource('institutions/schools');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;

/** Names as the Ministry writes them, and how a person might search for each. */
const names: [string, string[]][] = [
  ['Kimangeti Girls Sec Sch', ['kimangeti girls secondary school', 'Kimangeti Girls Secondary', 'kimangeti girls shule ya upili']],
  ['City Pri. Sch.', ['city primary school', 'City Pri', 'city shule ya msingi', 'City Primary']],
  ['Alliance High', ['alliance high school', 'Alliance High']],
  ["St. Paul's Manga Orotuba Sec", ['saint pauls manga orotuba secondary', 'St Pauls Manga', "st. paul's manga"]],
  ["Mang'u", ['mangu', 'mang-u', 'Mang’u']],
  ['Mang-u Hill', ['mangu hill', 'mang u hill', 'Mang-U Hill']],
  ['A.C.K. Karura Sec.', ['ack karura secondary', 'anglican church of kenya karura']],
  ['P.C.E.A Kiambu Pry', ['pcea kiambu primary', 'p.c.e.a. kiambu pri']],
  ['R.C. Mt. Kenya Acad.', ['rc mount kenya academy', 'roman catholic mt kenya aca']],
];

beforeAll(async () => {
  scratch = await openScratchTables([schools]);
  for (const statement of scratch.dialect.fullText.setup(schools.table, schools.search)) await sql.raw(statement).execute(scratch.db);
  await scratch.db
    .insertInto(schools.table)
    .values(names.map(([name]) => ({ name, county: 'Kiambu' })))
    .execute();
});
afterAll(() => scratch.close());

const found = async (query: string) => {
  const best = scratch.dialect.fullText.best(schools.table, schools.search, searchTermsOf(query));
  const rows = await scratch.db
    .selectFrom(sql`(${best})`.as('best'))
    .innerJoin(schools.table, `${schools.table}.id`, 'best.id')
    .select(['name', 'best.score'])
    .orderBy('best.score')
    .execute();
  return rows as { name: string; score: number }[];
};

it('finds each name, as a phrase of its title, however it is spelt', async () => {
  for (const [name, queries] of names)
    for (const query of queries) {
      const [best] = await found(query);
      // A phrase of the title is tier 0; one word is its own phrase, found by the title's whole words, tier 1.
      expect(best, `${query} → ${name}`).toEqual({ name, score: searchTermsOf(query).length > 1 ? 0 : 1 });
    }
});

it('reads each spelling into its one word, and a word already read stays as it is', () => {
  for (const { word, written } of searchEquivalents) {
    for (const form of written) expect(spellOut(form.split(' ')), form).toEqual([word]);
    expect(spellOut([word])).toEqual([word]);
  }
  const words = searchEquivalents.map(({ word }) => word);
  const forms = searchEquivalents.flatMap(({ written }) => written.flatMap((form) => form.split(' ')));
  // A word the search holds is never another's spelling, or a name could never be found by it.
  expect(words.filter((word) => forms.includes(word) && !['school', 'primary', 'secondary', 'high'].includes(word))).toEqual([]);
});

it('keeps a word that only looks like an abbreviation', () => {
  expect(searchTermsOf('Stima Secretariat Pride')).toEqual(['stima', 'secretariat', 'pride']);
  expect(searchTermsOf('shule bora')).toEqual(['school', 'bora']);
});
