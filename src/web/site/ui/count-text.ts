import { languageTags, type Locale } from '../../../registry/locales.ts';

/** How many rows a list has, as the server counted them: "1,204", or "10,000+" when it stopped counting. */
export const countText = (total: number, capped: boolean, locale: Locale = 'en') => `${total.toLocaleString(languageTags[locale])}${capped ? '+' : ''}`;
