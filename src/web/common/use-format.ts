/** Shillings, numbers and dates in the page's language (`sw-KE` under /sw, `en-KE` otherwise). */
import { useMemo } from 'react';
import { formatsFor, type Formats } from './format.ts';
import { useSay } from './say.ts';

export const useFormat = (): Formats => {
  const say = useSay();
  return useMemo(
    () => formatsFor(say.locale, { notProvided: say('format.notProvided'), invalidDate: say('format.invalidDate'), justNow: say('format.justNow') }),
    [say],
  );
};
