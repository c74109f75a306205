/**
 * The public site's words in the page's language (docs/languages.md): components call `useSay()` and name a
 * message of src/locales/site by its id. The catalogue of one language only is loaded (`loadSay`), before the
 * first render, on the server as in the browser, so both render the same text.
 */
import { setupI18n } from '@lingui/core';
import { createContext, createElement, use, useContext, type ReactNode } from 'react';
import type { Locale } from '../../registry/locales.ts';
import { choiceId, fieldIds, resourceKey, type Words } from '../../registry/message-ids.ts';
import { localeFormat, type LocaleFormat } from './locale-format.ts';

export type Values = Record<string, string | number>;
export type Say = Words & {
  locale: Locale;
  /** Whether the catalogue has a message. */
  has: (id: string) => boolean;
  /** A registry field's label ("institutions/schools", "boarding" → "Bweni au kutwa"). */
  field: (resource: string, name: string) => string;
  /**
   * A pick-list value's label, by the list's field ("boarding", "Day" → "Kutwa"); `resource` first tries the
   * words that resource gives the value ("shop/orders": "pending" → "Pending payment"). A value the catalogue
   * does not name (a county, a grade, a job category kept as a row) shows as stored.
   */
  choice: (list: string, value: string, resource?: string) => string;
  format: LocaleFormat;
};

// Each language is its own chunk: a visitor downloads the words of theirs only.
const catalogues: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/site/en.ts'),
  sw: () => import('../../locales/site/sw.ts'),
};

/**
 * Words only some pages use (the news, events, about and terms pages, a member's own pages…), in a catalogue of
 * their own (src/locales/site-pages): every page loads the site catalogue before its first render, so words a
 * directory or a school page never shows would only make every page heavier.
 */
const pageCatalogues: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/site-pages/en.ts'),
  sw: () => import('../../locales/site-pages/sw.ts'),
};

const messagesOf = new WeakMap<Say, Record<string, unknown>>();

/** The words of a compiled catalogue: the server builds them from catalogues it imports, the site from the chunk it loaded. */
export const makeSay = (locale: Locale, messages: Record<string, unknown>): Say => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  const say = (id: string, values?: Values) => i18n._(id, values);
  const has = (id: string) => Object.hasOwn(messages, id);
  const words = Object.assign(say, {
    locale,
    has,
    field: (resource: string, name: string) => {
      const [own, shared] = fieldIds(resource, name);
      return say(has(own) ? own : shared);
    },
    choice: (list: string, value: string, resource?: string) => {
      const own = resource ? choiceId(`${resourceKey(resource)}.${list}`, value) : null;
      const id = own && has(own) ? own : choiceId(list, value);
      return has(id) ? say(id) : value;
    },
    format: localeFormat(locale),
  });
  messagesOf.set(words, messages);
  return words;
};

const withPages = new Map<Say, Promise<Say>>();
/** `say` with the pages' catalogue of its language added, loaded once. */
const pageWords = (say: Say) => {
  let words = withPages.get(say);
  if (!words) {
    words = pageCatalogues[say.locale]().then(({ messages }) => makeSay(say.locale, { ...messagesOf.get(say), ...messages }));
    withPages.set(say, words);
  }
  return words;
};

/** The words of `locale`, once its catalogue has arrived. */
export const loadSay = async (locale: Locale): Promise<Say> => makeSay(locale, (await catalogues[locale]()).messages);

const SayContext = createContext<Say | null>(null);

export const SayProvider = ({ say, children }: { say: Say; children: ReactNode }) => createElement(SayContext.Provider, { value: say }, children);

/**
 * The page's words; `'pages'` adds the pages' catalogue, and the component waits for it (Suspense): the server
 * renders once it is there, and the browser keeps the server's page while it arrives.
 */
export const useSay = (catalogue?: 'pages'): Say => {
  const say = useContext(SayContext);
  if (!say) throw new Error('useSay needs a SayProvider with the page’s words above it');
  return catalogue ? use(pageWords(say)) : say;
};
