/**
 * The public site's words in the page's language (docs/languages.md): components call `useSay()` and name a
 * message of src/locales/site by its id. The catalogue of one language only is loaded (`loadSay`), before the
 * first render, on the server as in the browser, so both render the same text.
 */
import { setupI18n } from '@lingui/core';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Locale } from '../../registry/locales.ts';

export type Values = Record<string, string | number>;
export type Say = ((id: string, values?: Values) => string) & { locale: Locale };

// Each language is its own chunk: a visitor downloads the words of theirs only.
const catalogues: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/site/en.ts'),
  sw: () => import('../../locales/site/sw.ts'),
};

/** The words of `locale`, once its catalogue has arrived. */
export const loadSay = async (locale: Locale): Promise<Say> => {
  const { messages } = await catalogues[locale]();
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  return Object.assign((id: string, values?: Values) => i18n._(id, values), { locale });
};

const SayContext = createContext<Say | null>(null);

export const SayProvider = ({ say, children }: { say: Say; children: ReactNode }) => createElement(SayContext.Provider, { value: say }, children);

export const useSay = (): Say => {
  const say = useContext(SayContext);
  if (!say) throw new Error('useSay needs a SayProvider with the page’s words above it');
  return say;
};
