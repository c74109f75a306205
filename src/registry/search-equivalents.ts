/**
 * The ways people write the same word in a school's name, and the one word the search holds for all of them. The
 * Ministry's list is terse ("Kimangeti Girls Sec Sch", "City Pri. Sch.", "St Paul's") while people type it out
 * ("secondary school", "saint", or in Kiswahili "shule ya upili"); both sides are read into the same words, the
 * indexes by SQL generated from `searchRewrites` (src/server/db/full-text.ts) and a query by `spellOut`, so neither
 * can drift from the other. docs/search-engines.md lists the rules.
 */

interface Equivalent {
  /** The word the indexes hold. */
  word: string;
  /** How else it is written, as `searchWords` reads it (lower case, no punctuation); a phrase is words and spaces. */
  written: readonly string[];
}

export const searchEquivalents: readonly Equivalent[] = [
  { word: 'school', written: ['sch', 'schl', 'shule'] },
  // "Primary school" is one thing, often written "Pri" alone: the school adds nothing a search could tell apart.
  { word: 'primary', written: ['pri', 'pry', 'prim', 'primary school', 'shule ya msingi'] },
  { word: 'secondary', written: ['sec', 'secondry', 'sekondari', 'secondary school', 'shule ya upili', 'shule ya sekondari'] },
  { word: 'high', written: ['hgh', 'high school'] },
  { word: 'academy', written: ['acad', 'aca', 'acdemy', 'akademi'] },
  { word: 'saint', written: ['st'] },
  { word: 'mount', written: ['mt'] },
  { word: 'junior', written: ['jnr', 'jr'] },
  { word: 'senior', written: ['snr'] },
  { word: 'preparatory', written: ['prep'] },
  { word: 'centre', written: ['center'] },
  { word: 'international', written: ['intl'] },
  { word: 'mixed', written: ['mixd'] },
  // Churches' initials, written with stops ("R.C.", "A.C.K.") or without, or in full.
  { word: 'rc', written: ['r c', 'roman catholic'] },
  { word: 'ack', written: ['a c k', 'anglican church of kenya'] },
  { word: 'pcea', written: ['p c e a', 'presbyterian church of east africa'] },
  { word: 'aic', written: ['a i c', 'africa inland church'] },
  { word: 'sda', written: ['s d a', 'seventh day adventist'] },
  { word: 'sa', written: ['s a', 'salvation army'] },
];

/**
 * The rewrites that read text into the search's words, in order, on text whose words are separated by two spaces
 * and which starts and ends with a space (" city  pri  sch "): each is a plain replacement, which SQL's `replace`
 * does as String's `replaceAll` does, and the double spaces keep two neighbouring words from sharing the one space
 * they need. Phrases go first (so "shule ya msingi" is not read as "school ya msingi"), then single words, then the
 * phrases again (so "pri sch", become "primary school", is read as "primary").
 */
export const searchRewrites: readonly (readonly [string, string])[] = (() => {
  const spaced = (words: string) => ` ${words.split(' ').join('  ')} `;
  const all = searchEquivalents.flatMap(({ word, written }) => written.map((form) => [spaced(form), ` ${word} `] as const));
  const phrases = all.filter(([form]) => form.trim().includes(' '));
  const words = all.filter(([form]) => !form.trim().includes(' '));
  return [...phrases, ...words, ...phrases];
})();

/** `words` (as `searchWords` gives them) read into the words the search indexes hold. */
export const spellOut = (words: readonly string[]) => {
  let text = ` ${words.join('  ')} `;
  for (const [form, word] of searchRewrites) text = text.replaceAll(form, word);
  return text.split(' ').filter(Boolean);
};
