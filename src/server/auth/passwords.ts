/** Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = async (stored: string | null | undefined, password: string) => {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};
