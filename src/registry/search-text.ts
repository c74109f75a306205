/**
 * Text as the search reads it, on the server and the site alike: accents off ("École" as "ecole"), apostrophes
 * dropped ("Mang'u" as "mangu"), lower case, split into words at anything but a letter or a digit. The search
 * indexes hold their text the same way (src/server/db/full-text.ts does it in SQL, so it cannot share this code).
 * A query is then read into the indexes' words (`searchTermsOf`): its hyphens join ("Mang-u" as "mangu") and its
 * abbreviations are spelt out (search-equivalents.ts).
 */
import { spellOut } from './search-equivalents.ts';

/** The apostrophes a name is written with (Mang'u, Mang’u, Mangʼu), which a search box rarely gets. */
export const apostrophes = "'’‘ʼ`´";

const apostropheMarks = new RegExp(`[${apostrophes}]`, 'g');

/** Every word of `text`, as the search indexes hold words. */
export const searchWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(apostropheMarks, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A hyphen between letters or digits, which a query drops and the indexes hold both ways ("mang u" and "mangu"). */
export const innerHyphen = /(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu;

/** A query's words as the search indexes hold them: hyphens joined, abbreviations spelt out ("st" as "saint"). */
export const searchTermsOf = (text: string) => spellOut(searchWords(text.replace(innerHyphen, '')));
