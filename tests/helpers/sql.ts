/** Runs SQL on a test server's own database, for what no route may do (move a link's expiry into the past). */
import Database from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../src/server/config.ts';

export const sqlOn =
  (config: Pick<Config, 'databaseUrl' | 'dataDir'>) =>
  async (statement: string): Promise<Record<string, unknown>[]> => {
    if (config.databaseUrl) {
      const connection = new pg.Client({ connectionString: config.databaseUrl });
      await connection.connect();
      try {
        return (await connection.query(statement)).rows;
      } finally {
        await connection.end();
      }
    }
    const database = new Database(path.join(config.dataDir, 'elimuhub.db'));
    try {
      const prepared = database.prepare(statement);
      return prepared.reader ? (prepared.all() as Record<string, unknown>[]) : (prepared.run(), []);
    } finally {
      database.close();
    }
  };
