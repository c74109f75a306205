/**
 * Levenshtein distance that gives up past `most`: a suggestion only cares about near words, and stopping early
 * keeps a pass over a whole vocabulary cheap.
 */
export const editDistance = (a: string, b: string, most: number): number => {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > most) return most + 1;
    previous = current;
  }
  return previous[b.length]!;
};
