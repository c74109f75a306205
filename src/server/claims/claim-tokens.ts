/**
 * The token of a claim's verification link: random, sent once by email and kept only as its SHA-256, so a copy of
 * the database opens no claim. A link lives a day; a new one replaces the old.
 */
import { createHash, randomBytes } from 'node:crypto';

export const claimLinkLifetimeMs = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newToken = () => {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
};
