/** The largest id a row may have: PostgreSQL's `integer`. */
export const maxRowNumber = 2147483647;

/**
 * Whether a row's page names its row the one way it is written (/news/1, not /news/01): the server answers any other
 * spelling 404 with the not-found page, and the site draws that page too, so the status and the page agree.
 */
export const isRowNumber = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= maxRowNumber;
