/**
 * The form of a name a reader cannot tell apart from another: compatibility forms folded (NFKC), case folded,
 * invisible characters dropped, spaces collapsed, and the Cyrillic and Greek letters that look like Latin ones
 * read as those. "Sіlver" (with a Cyrillic і), "SILVER" and "silver" all come out "silver".
 *
 * Not the search's reading of text (registry/search-text.ts), on purpose: accents and punctuation stay, since
 * "Café" and "Cafe" or "St. Mary's" and "St Marys" can be told apart, and two different names must not be taken
 * for one another.
 */
const lookAlikes: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
};

export const skeleton = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g, '')
    .replace(/./gu, (letter) => lookAlikes[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
