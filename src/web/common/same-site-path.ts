/**
 * Whether a return address from the URL (the site's ?next=, the admin's ?to=) is a path on this site: it starts
 * with one "/", and has no backslash or control character, since a browser reads "/\" as "//" and drops tabs and
 * line breaks, so "/\evil.example" or "/<tab>/evil.example" would lead to another site.
 */
export const isSameSitePath = (to: string | null | undefined): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !/[\\\s\p{Cc}]/u.test(to);
