/**
 * Where Daraja's OAuth token is kept. Daraja may end a token when another is made for the same credentials, so
 * instances that each made their own would keep ending each other's: they share one, in the database every
 * instance already shares (`_daraja_tokens`), keyed by a hash of the credentials' address and consumer key (the
 * secret itself is never stored). A store that cannot answer only costs a token request.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/dialect.ts';

export interface Token {
  value: string;
  /** Epoch milliseconds after which it is not used (Daraja's expiry, less a margin). */
  expiresAt: number;
}

export interface TokenStore {
  read(key: string): Promise<Token | null>;
  write(key: string, token: Token): Promise<void>;
}

export const tokenKey = (baseUrl: string, consumerKey: string) => createHash('sha256').update(`${baseUrl}\n${consumerKey}`).digest('hex');

/** One process alone: what its own cache holds is all there is to share. */
export const memoryTokens = (): TokenStore => {
  const tokens = new Map<string, Token>();
  return {
    read: async (key) => tokens.get(key) ?? null,
    write: async (key, token) => void tokens.set(key, token),
  };
};

export const databaseTokens = (db: Db): TokenStore => ({
  async read(key) {
    const row = await db.selectFrom('_daraja_tokens').select(['token', 'expires_ms']).where('key', '=', key).executeTakeFirst();
    return row ? { value: String(row.token), expiresAt: Number(row.expires_ms) } : null;
  },
  async write(key, { value, expiresAt }) {
    await db
      .insertInto('_daraja_tokens')
      .values({ key, token: value, expires_ms: expiresAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ token: value, expires_ms: expiresAt }))
      .execute();
  },
});
