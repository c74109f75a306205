/**
 * Applies of one resource's CSV files take turns, so two applies of one file cannot both find a listing missing
 * and both add it: in this process by a queue per resource, and across instances on PostgreSQL by an advisory
 * lock (`dialect.exclusive`). SQLite has one writer process, so the queue is enough there.
 */
import type { Dialect } from '../db/dialect.ts';

export const oneAtATime = (dialect: Pick<Dialect, 'name' | 'exclusive'>) => {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const locked = () => (dialect.name === 'postgres' ? dialect.exclusive(`csv import ${name}`, work) : work());
    const turn = (queues.get(name) ?? Promise.resolve()).then(locked, locked);
    const settled = turn.catch(() => undefined);
    queues.set(name, settled);
    void settled.then(() => {
      if (queues.get(name) === settled) queues.delete(name);
    });
    return turn;
  };
};
