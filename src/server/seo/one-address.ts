/**
 * The one address of a page of the site, as RFC 3986 §6.2.2 normalises it and more: a %-escape of a letter, digit
 * or `-._~` written as the character itself, other escapes in upper case, and every letter in lower case (each
 * address of the site is, and its router forgives case). `/news/%31` and `/NEWS/1` are both `/news/1`.
 */
export const oneAddress = (path: string) =>
  path.replace(/%([0-9A-Fa-f]{2})|[A-Z]/g, (match, hex: string | undefined) => {
    if (!hex) return match.toLowerCase();
    const character = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(character) ? character.toLowerCase() : match.toUpperCase();
  });
