/**
 * Events happen in Kenya, so their times are shown in Kenya time (EAT) with am/pm, whatever the zone of the
 * phone reading them.
 */
const eventTime = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Africa/Nairobi',
});

export const formatEventTime = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return !date || Number.isNaN(date.getTime()) ? 'Invalid Date' : eventTime.format(date);
};
