/**
 * Tells the other instances on the same PostgreSQL database which tables a request wrote (NOTIFY), and hears
 * theirs (LISTEN), so an answer one instance keeps never outlives a write made through another. The listening
 * connection is the feed's own; while it is down the instance is deaf and reuses no kept answer, and when it is
 * back everything counts as changed (notices may have been missed).
 */
import type pg from 'pg';
import type { TableVersions } from './table-versions.ts';

const channel = 'elimuhub_changes';

export interface ChangeFeed {
  publish(tables: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export const startChangeFeed = async (
  pool: pg.Pool,
  connect: () => pg.Client,
  versions: TableVersions,
  onError: (error: Error) => void,
): Promise<ChangeFeed> => {
  // Several installations (or test schemas) may share one database: a notice names its schema.
  const { rows } = await pool.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]!.schema;
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const again = (error?: Error) => {
    if (error) onError(error);
    versions.hearing(false);
    if (!closed && !retry)
      retry = setTimeout(() => {
        retry = undefined;
        void listen().catch(again);
      }, 500);
  };
  const listen = async () => {
    const client = connect();
    client.on('error', (error) => {
      onError(error);
      client.end().catch(() => undefined);
    });
    client.on('end', () => {
      if (listener === client) listener = null;
      again();
    });
    client.on('notification', ({ payload }) => {
      const notice = JSON.parse(payload ?? '{}') as { schema?: string; tables?: string[] };
      if (notice.schema === schema && notice.tables) versions.changed(notice.tables);
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
    versions.hearing(true);
  };
  await listen();

  return {
    async publish(tables) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ schema, tables })]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
};
