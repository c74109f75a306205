/**
 * Text as the search reads it, on the server and the site alike: accents off ("École" as "ecole"), apostrophes
 * dropped ("Mang'u" as "mangu"), lower case, split into words at anything but a letter or a digit. The search
 * indexes hold their text the same way (src/server/db/full-text.ts does it in SQL, so it cannot share this code).
 */

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
