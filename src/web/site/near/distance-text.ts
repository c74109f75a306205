import type { Say } from '../../common/say.ts';

/** "350 m away" under a kilometre, "1.2 km away" to 10 km, then whole kilometres ("37 km away"). */
export const distanceText = (say: Say, km: number) => {
  if (km < 1) return say('near.away.m', { m: say.format.number(Math.max(10, Math.round(km * 100) * 10)) });
  return say('near.away.km', { km: say.format.number(km < 10 ? Math.round(km * 10) / 10 : Math.round(km)) });
};
