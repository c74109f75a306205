/** One configured SECRET signs private-file links, so a link one instance made is good on every other. */
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createSigner } from '../../src/server/uploads/signed-links.ts';

const secret = 'b7c1e0f9a4d24c8e9f3a6b2d1c0e8f7a';

it('takes SECRET from the environment and refuses a short one', () => {
  expect(loadConfig({ SECRET: secret }).secret).toBe(secret);
  expect(() => loadConfig({ SECRET: 'too-short' })).toThrow(/SECRET must be at least 32 characters/);
  expect(loadConfig({}).secret).toBeNull();
});

it('requires SECRET in production on PostgreSQL, where several instances must agree', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/elimuhub' })).toThrow(
    /SECRET is required in production with DATABASE_URL/,
  );
  expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/elimuhub', SECRET: secret }).secret).toBe(secret);
  // One SQLite instance keeps its own secret in DATA_DIR.
  expect(loadConfig({ NODE_ENV: 'production' }).secret).toBeNull();
});

it('accepts on one instance a link signed by another with the same SECRET, and no other', () => {
  const link = new URL(createSigner(secret).link('cv.pdf'), 'http://localhost');
  const [expires, signature] = [link.searchParams.get('expires')!, link.searchParams.get('signature')!];
  expect(createSigner(secret).verify('cv.pdf', expires, signature)).toBe(true);
  expect(createSigner(`${secret}x`).verify('cv.pdf', expires, signature)).toBe(false);
  expect(createSigner(secret).verify('other.pdf', expires, signature)).toBe(false);
});
