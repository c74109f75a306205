/**
 * Shillings written out, for the server and the site alike. Two ways on purpose: messages, exports and the admin
 * name the currency by its code ("KES 150,000"); pages and cards write amounts as Intl does in the reader's
 * language ("Ksh 150,000" in en-KE).
 */

/** 150000 as "KES 150,000", as shillings are written in Kenya. */
export const formatKes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;

/** Whole shillings as `tag` (en-KE, sw-KE) writes an amount of money. */
export const shillingFormat = (tag: string) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'KES', maximumFractionDigits: 0 });
