/**
 * A filter's value read from the address, where a person may have typed or pasted it: the listed choice it names,
 * whatever its case, spaces, hyphens or apostrophes ("taita taveta" is Taita-Taveta, "muranga" is Murang'a), or
 * nothing when it names none ("Nairobi City", an old link), so the list is shown without that filter and the page
 * says so, instead of the server's refusal standing where the listings should be.
 */
/**
 * Not the search's reading of text (registry/search-text.ts), on purpose: accents are kept, so a value typed with an
 * accent the listed one lacks names no choice (the search takes accents off).
 */
const plain = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export const listedChoice = (raw: string | null, values: readonly string[]): { value: string; unknown: string | null } => {
  const typed = raw?.trim() ?? '';
  if (!typed) return { value: '', unknown: null };
  const found = values.find((value) => value === typed) ?? values.find((value) => plain(value) === plain(typed));
  // The note quotes what was typed, cut so a crafted address cannot fill the page.
  return found ? { value: found, unknown: null } : { value: '', unknown: typed.length > 60 ? `${typed.slice(0, 60)}…` : typed };
};
