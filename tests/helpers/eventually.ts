/** Asks `check` every `every` ms until it says yes; the ms that took, or null if not within `within` ms. */
export const eventually = async (check: () => Promise<boolean>, within: number, every = 20) => {
  const started = Date.now();
  while (Date.now() - started < within) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, every));
  }
  return null;
};
