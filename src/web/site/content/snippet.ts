/**
 * docs/product.md#news-posts-and-the-archive: a news card shows the first 120 characters of the summary, then an
 * ellipsis.
 */
export const snippetLength = 120;

export const snippet = (text: string | null | undefined) => `${(text ?? '').slice(0, snippetLength)}...`;
