/**
 * A school's name as a reader expects it: "ALLIANCE HIGH SCHOOL" → "Alliance High School", "Pcea Muthure" → "PCEA
 * Muthure", "A.i.c Kabartonjo" → "A.I.C Kabartonjo", "St.peters Lurende" → "St. Peters Lurende". The lists
 * write most names in title case already but lower-case the churches' and boards' initials; abbreviations such as
 * "Sec" and "Pri" are kept as written (the search reads them).
 */

/** Sponsors' and boards' initials the lists write as words: churches, the District Education Board, the Salvation Army. */
const initials = new Set([
  'ack',
  'aic',
  'aipca',
  'cghu',
  'ccm',
  'cog',
  'deb',
  'dok',
  'elck',
  'fym',
  'hgm',
  'kag',
  'mck',
  'pag',
  'pcea',
  'pefa',
  'rc',
  'rcea',
  'sa',
  'sda',
]);
const romanNumerals = new Set(['ii', 'iii', 'iv', 'vi', 'vii']);
const dotted = /^(\p{L}\.)+\p{L}?\.?$/u;

/** "MANG'U" → "Mang'u", "ACADEMY-PRI" → "Academy-Pri": upper case after a hyphen or a slash, never after an apostrophe. */
const titleCase = (word: string) => word.toLowerCase().replace(/(^|[-/(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

const tidyWord = (word: string, shouting: boolean) => {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (initials.has(letters) || romanNumerals.has(letters) || dotted.test(word)) return word.toUpperCase();
  if (letters === 'st' && !word.includes('.')) return 'St.';
  if (shouting && letters.length > 1) return titleCase(word);
  return word.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
};

export const tidyName = (raw: string) => {
  const name = raw
    .replace(/\s+/g, ' ')
    .trim()
    // "St.peters" is two words.
    .replace(/\bSt\.(?=\p{L})/giu, 'St. ');
  // A name written in capitals throughout is shouted, not a string of initials.
  const shouting = /\p{L}{4}/u.test(name) && name === name.toUpperCase();
  return name
    .split(' ')
    .map((word) => tidyWord(word, shouting))
    .join(' ');
};
