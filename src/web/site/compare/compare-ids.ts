/** The ids of a shared comparison address (?ids=3,17,42): the usable ones, in order, and what was wrong with the rest. */
import { maxCompared } from '../../../registry/compare-fields.ts';

const largestId = 2147483647;

export const parseCompareIds = (text: string | null) => {
  const given = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = [...new Set(given.filter((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= largestId).map(Number))];
  return {
    ids: valid.slice(0, maxCompared),
    malformed: given.filter((part) => !/^[1-9]\d{0,9}$/.test(part) || Number(part) > largestId),
    dropped: valid.slice(maxCompared),
  };
};
