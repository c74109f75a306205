/** Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a password nobody knows, made with the same options. Checking a password against it when no account
 * has the email makes a sign-in take as long for an unknown email as for a known one.
 */
const dummyHash = '$argon2id$v=19$m=19456,t=2,p=1$96T/TlgOn/JnhuIEPxcmgQ$9Z8JOhrcGUFlYymHuUwHTp9EW6DCb9p1l839iSkQo2Q';

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = async (stored: string | null | undefined, password: string) => {
  try {
    const matches = await verify(stored || dummyHash, password);
    return Boolean(stored) && matches;
  } catch {
    return false;
  }
};
