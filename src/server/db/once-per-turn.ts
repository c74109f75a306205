/**
 * A reading taken at most once per turn of the event loop: later calls in the same turn get the same value. For
 * facts that many requests ask about in one turn and that may change between turns only (another process's commits,
 * say); from the next turn on, the change is seen.
 */
export const oncePerTurn = <T>(read: () => T) => {
  let value: T;
  let taken = false;
  const forget = () => {
    taken = false;
  };
  return () => {
    if (!taken) {
      value = read();
      taken = true;
      setImmediate(forget);
    }
    return value;
  };
};
