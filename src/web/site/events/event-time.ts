/**
 * Events happen in Kenya, so their times are shown in Kenya time (EAT) with am/pm, whatever the zone of the
 * phone reading them, in the page's language.
 */
import { useMemo } from 'react';
import { languageTags } from '../../../registry/locales.ts';
import { useSay } from '../../common/say.ts';

const eventTime = (tag: string) =>
  new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Africa/Nairobi',
  });

/** "Thu, 3 Dec 2026, 10:00 am" or "Alhamisi, 3 Des 2026, 10:00 AM"; an unparseable date says so. */
export const useEventTime = () => {
  const say = useSay();
  return useMemo(() => {
    const format = eventTime(languageTags[say.locale]);
    const invalid = say('format.invalidDate');
    return (value: string | null | undefined) => {
      const date = value ? new Date(value) : null;
      return !date || Number.isNaN(date.getTime()) ? invalid : format.format(date);
    };
  }, [say]);
};
