/** A wait as a person says it: "40 seconds", "12 minutes", "3 hours" (rounded up, so it is never too short). */
export const waitInWords = (seconds: number) => {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'second');
  if (s < 90 * 60) return plural(Math.ceil(s / 60), 'minute');
  return plural(Math.ceil(s / 3600), 'hour');
};
