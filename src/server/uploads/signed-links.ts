/**
 * Private files (resumes, cover letters) are read through links signed with the server's secret that expire
 * after an hour. Whoever may read the resume row is given the link; nobody can guess or extend one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { now } from '../../registry/clock.ts';

const lifetimeSeconds = 60 * 60;

/** Without SECRET, one instance's signing secret lives in DATA_DIR so links survive a restart; it is made on first start. */
export const loadSecret = (dataDir: string) => {
  const file = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
};

export const createSigner = (secret: string) => {
  const sign = (name: string, expires: number) => createHmac('sha256', secret).update(`${name}:${expires}`).digest('base64url');
  return {
    link(name: string, at = now()) {
      const expires = Math.floor(at / 1000) + lifetimeSeconds;
      return `/api/files/${name}?expires=${expires}&signature=${sign(name, expires)}`;
    },
    verify(name: string, expires: string, signature: string, at = now()) {
      const until = Number(expires);
      if (!Number.isInteger(until) || until < at / 1000) return false;
      const expected = Buffer.from(sign(name, until));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
};

export type Signer = ReturnType<typeof createSigner>;
