/**
 * Made-up people and addresses, new for each call: limits are counted per account and per address, in Redis or
 * PostgreSQL shared by every test file (and by runs on other branches), so a test never reuses one by chance.
 */
import { randomBytes } from 'node:crypto';

export const someEmail = () => `someone-${randomBytes(5).toString('hex')}@example.co.ke`;

/** A public address in 41.0.0.0/8 (allocated in Africa): 16 million of them, so two tests never meet by chance. */
export const someAddress = () => `41.${[...randomBytes(3)].join('.')}`;
