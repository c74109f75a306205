/** The site's English words for a component rendered on its own (the site's pages get them from main.tsx). */
import type { ReactNode } from 'react';
import { loadSay, SayProvider } from '../../src/web/common/say.ts';

export const english = await loadSay('en');

export const inEnglish = (ui: ReactNode) => <SayProvider say={english}>{ui}</SayProvider>;
