/**
 * The API's error answers in the request's language. Each English text a person may read in an error answer is
 * a message of the server catalogue under `error.*`, placeholders and all ("{label} is required."): the answer's
 * text is read back against those English templates, and the same id in the asked language writes it again with
 * the values it captured. A text no template matches stays as written, so a message not yet translated (or a
 * new one) still reaches the reader in English.
 *
 * A captured value is put in that language too where it is a word the server chose, not what someone typed:
 * `{label}` is a field's label (the site catalogue's `field.*`, the same words the form shows above the field),
 * and `error.word.*` holds the phrases that fill other templates ("12 minutes", "sign-in attempts").
 */
import { messages as en } from '../../locales/server/en.ts';
import { messages as siteEn } from '../../locales/site/en.ts';
import type { Locale } from '../../registry/locales.ts';
import { say } from './say.ts';
import { siteWords } from './site-words.ts';

type Part = string | readonly unknown[];
interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
  /** The template's own text, without its placeholders: the longer, the more particular it is. */
  fixed: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled message as a pattern; a plural or a choice cannot be read back, so such a message has none. */
const templateOf = (id: string, parts: readonly Part[]): Template | null => {
  const names: string[] = [];
  let source = '';
  let fixed = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      source += escape(part);
      fixed += part.length;
    } else if (part.length === 1 && typeof part[0] === 'string') {
      names.push(part[0]);
      source += '(.+?)';
    } else return null;
  }
  return { id, pattern: new RegExp(`^${source}$`, 's'), names, fixed };
};

const templatesUnder = (prefix: string) =>
  Object.entries(en as Record<string, string | readonly Part[]>)
    .filter(([id]) => id.startsWith(prefix))
    .map(([id, message]) => templateOf(id, typeof message === 'string' ? [message] : message))
    .filter((template) => template !== null)
    .sort((a, b) => b.fixed - a.fixed);

const sentences = templatesUnder('error.').filter((template) => !template.id.startsWith('error.word.'));
const words = templatesUnder('error.word.');

// A label many resources share is `field.<name>`, the shortest id with that English text: it is the one kept.
const labelIds = new Map<string, string>();
for (const id of Object.keys(siteEn).sort((a, b) => b.length - a.length)) if (id.startsWith('field.')) labelIds.set(siteWords.en(id), id);

/** The words of a captured value: a field's label, or a phrase of `error.word.*`, else the value as it is. */
const valueIn = (locale: Locale, name: string, value: string, joins?: ReadonlyMap<string, string>): string => {
  const label = name === 'label' ? labelIds.get(value) : undefined;
  return label ? siteWords[locale](label) : (joins?.get(value) ?? readBack(locale, value, words) ?? value);
};

const maxReadBack = 2000;

/** `joins` gives the answer's fields' complaints, joined in English, joined again in `locale` ("Please correct 2 fields: …"). */
const readBack = (locale: Locale, text: string, templates: readonly Template[], joins?: ReadonlyMap<string, string>): string | null => {
  // A message can quote what was sent (a field's name): a long one stays as written rather than be matched
  // against patterns of several placeholders, whose cost grows with the square of its length and more.
  if (text.length > maxReadBack) return null;
  const matches = templates.flatMap((template) => {
    const match = template.pattern.exec(text);
    return match ? [{ template, values: match.slice(1) }] : [];
  });
  // A message made of its fields' complaints is read by the template that holds them whole, not by one that
  // happens to match across them ("{label} must be at most {max} characters." spans "… Date is required. …").
  const found = matches.find(({ values }) => values.some((value) => joins?.has(value))) ?? matches[0];
  if (!found) return null;
  const { id, names } = found.template;
  return say(locale, id, Object.fromEntries(names.map((name, i) => [name, valueIn(locale, name, found.values[i]!, joins)])));
};

/** An error answer's text in `locale`, or as written when the catalogue has no template for it. */
export const errorIn = (locale: Locale, text: string) => (locale === 'en' ? text : (readBack(locale, text, sentences) ?? text));

const unique = (texts: string[]) => [...new Set(texts)].join(' ');

/** An error answer's `{message, errors}` in `locale`; a message made of its fields' complaints is made of them again. */
export const errorAnswerIn = (locale: Locale, message: string, errors?: Record<string, string>) => {
  if (locale === 'en' || !errors) return { message: errorIn(locale, message), ...(errors ? { errors } : {}) };
  const own = Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, errorIn(locale, text)]));
  const joins = new Map([
    [Object.values(errors).join(' '), Object.values(own).join(' ')],
    [unique(Object.values(errors)), unique(Object.values(own))],
  ]);
  return { message: joins.get(message) ?? readBack(locale, message, sentences, joins) ?? message, errors: own };
};
