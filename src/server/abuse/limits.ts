/**
 * The abuse limits and the proxy setting, read from the environment (config.ts calls these). Every limit has a
 * default that suits a public site in Kenya, where many people share one address behind a mobile operator's NAT:
 * the limits per address are generous, the ones per account strict.
 */
import net from 'node:net';

/** At most `max` in `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface AbuseLimits {
  /** Sign-in attempts per address, right or wrong (failures per account are LOGIN_ATTEMPTS from one address, LOGIN_ACCOUNT_ATTEMPTS from all). */
  signIn: Limit;
  /** Registrations, and openings of confirmation links, per address. */
  register: Limit;
  /** Password reset requests (POST /api/auth/forgot) and resets (POST /api/auth/reset), per address, each. */
  passwordReset: Limit;
  /** Contact-form messages and enquiries to a school (each counted apart), per member, or per address for visitors. */
  contact: Limit;
  /** Other writes anyone may make (page views, engagement), per resource, per member or address. */
  openWrites: Limit;
  /**
   * Searches recorded in the analytics per member or address; past it a list search is answered but not recorded.
   * Also the site-wide searches answered per member or address (each searches every group).
   */
  searches: Limit;
  /** Upload requests (images and resumes) per member. */
  uploads: Limit;
  /** M-Pesa "Try again" requests per member: each one rings the buyer's phone. */
  paymentRetries: Limit;
  /** Checkouts (the shop's and plans') per member: an M-Pesa one rings a phone and holds stock until answered. */
  checkouts: Limit;
  /** M-Pesa prompts one phone number may get, whoever asks for them. */
  promptsPerPhone: Limit;
  /** Claims of listings a member may make (docs/claims.md); each asks editors for a decision. */
  claims: Limit;
  /**
   * New listings of the directory (schools, colleges, universities: every resource found on the map) per member:
   * each waits for an editor, and a flood of look-alikes would fill the duplicates desk (docs/data-quality.md).
   */
  listings: Limit;
  /** Claim links one address may get, across every claim and account (docs/claims.md): a school's mailbox is no target. */
  claimLinksPerAddress: Limit;
  /** Review reports per member: a few established members hide a review, so one account may not sweep a place's reviews. */
  reviewReports: Limit;
  /** Direct messages per member: each lands in a person's inbox (docs/messages.md). */
  messages: Limit;
  /** Support tickets, and reported issues (each counted apart), per member: each asks the support team for an answer. */
  supportTickets: Limit;
  /**
   * Share cards (GET /cards/…) per address: a chat app fetches one per shared link, and each card not drawn yet
   * holds a core while it is drawn (docs/benchmarks.md), so one address may not keep the drawing busy for everyone.
   */
  shareCards: Limit;
  /** CSV exports of a list per member: each reads every row of its filter, so one account may not keep the server reading. */
  exports: Limit;
  /** Images a member may upload in a day. */
  imagesPerDay: number;
  /** Bytes a member may upload in a day, images and resumes together. */
  uploadBytesPerDay: number;
  /** The most addresses, accounts or members one counter remembers; the least recently seen are forgotten first. */
  keys: number;
}

export const defaultLimits: AbuseLimits = {
  signIn: { max: 50, windowMs: 15 * 60_000 },
  register: { max: 10, windowMs: 60 * 60_000 },
  passwordReset: { max: 10, windowMs: 60 * 60_000 },
  contact: { max: 10, windowMs: 60 * 60_000 },
  openWrites: { max: 120, windowMs: 60_000 },
  searches: { max: 60, windowMs: 60_000 },
  uploads: { max: 60, windowMs: 10 * 60_000 },
  paymentRetries: { max: 5, windowMs: 10 * 60_000 },
  checkouts: { max: 10, windowMs: 10 * 60_000 },
  promptsPerPhone: { max: 5, windowMs: 10 * 60_000 },
  reviewReports: { max: 5, windowMs: 60 * 60_000 },
  messages: { max: 20, windowMs: 60 * 60_000 },
  supportTickets: { max: 5, windowMs: 60 * 60_000 },
  claims: { max: 5, windowMs: 24 * 60 * 60_000 },
  listings: { max: 20, windowMs: 24 * 60 * 60_000 },
  claimLinksPerAddress: { max: 3, windowMs: 24 * 60 * 60_000 },
  shareCards: { max: 60, windowMs: 60_000 },
  exports: { max: 30, windowMs: 60 * 60_000 },
  imagesPerDay: 200,
  uploadBytesPerDay: 200 * 1024 * 1024,
  keys: 10_000,
};

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "50/15m" → 50 in 15 minutes; the unit is s, m, h or d, and "10/h" means 10 an hour. */
export const parseLimit = (value: string | undefined, fallback: Limit, name: string): Limit => {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d*)\s*([smhd])\s*$/.exec(value);
  const count = match ? Number(match[2] || '1') : 0;
  if (!match || count < 1 || Number(match[1]) < 1)
    throw new Error(`${name} must look like 50/15m (at least 1 in 15 minutes; units s, m, h, d), got "${value}"`);
  return { max: Number(match[1]), windowMs: count * units[match[3]!]! };
};

const whole = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return Number(value);
};

export const loadLimits = (env: NodeJS.ProcessEnv): AbuseLimits => ({
  signIn: parseLimit(env.LIMIT_SIGN_IN, defaultLimits.signIn, 'LIMIT_SIGN_IN'),
  register: parseLimit(env.LIMIT_REGISTER, defaultLimits.register, 'LIMIT_REGISTER'),
  passwordReset: parseLimit(env.LIMIT_PASSWORD_RESET, defaultLimits.passwordReset, 'LIMIT_PASSWORD_RESET'),
  contact: parseLimit(env.LIMIT_CONTACT, defaultLimits.contact, 'LIMIT_CONTACT'),
  openWrites: parseLimit(env.LIMIT_OPEN_WRITES, defaultLimits.openWrites, 'LIMIT_OPEN_WRITES'),
  searches: parseLimit(env.LIMIT_SEARCHES, defaultLimits.searches, 'LIMIT_SEARCHES'),
  uploads: parseLimit(env.LIMIT_UPLOADS, defaultLimits.uploads, 'LIMIT_UPLOADS'),
  paymentRetries: parseLimit(env.LIMIT_PAYMENT_RETRIES, defaultLimits.paymentRetries, 'LIMIT_PAYMENT_RETRIES'),
  checkouts: parseLimit(env.LIMIT_CHECKOUTS, defaultLimits.checkouts, 'LIMIT_CHECKOUTS'),
  promptsPerPhone: parseLimit(env.LIMIT_PROMPTS_PER_PHONE, defaultLimits.promptsPerPhone, 'LIMIT_PROMPTS_PER_PHONE'),
  reviewReports: parseLimit(env.LIMIT_REVIEW_REPORTS, defaultLimits.reviewReports, 'LIMIT_REVIEW_REPORTS'),
  messages: parseLimit(env.LIMIT_MESSAGES, defaultLimits.messages, 'LIMIT_MESSAGES'),
  supportTickets: parseLimit(env.LIMIT_SUPPORT_TICKETS, defaultLimits.supportTickets, 'LIMIT_SUPPORT_TICKETS'),
  claims: parseLimit(env.LIMIT_CLAIMS, defaultLimits.claims, 'LIMIT_CLAIMS'),
  listings: parseLimit(env.LIMIT_LISTINGS, defaultLimits.listings, 'LIMIT_LISTINGS'),
  claimLinksPerAddress: parseLimit(env.LIMIT_CLAIM_LINKS_PER_ADDRESS, defaultLimits.claimLinksPerAddress, 'LIMIT_CLAIM_LINKS_PER_ADDRESS'),
  shareCards: parseLimit(env.LIMIT_SHARE_CARDS, defaultLimits.shareCards, 'LIMIT_SHARE_CARDS'),
  exports: parseLimit(env.LIMIT_EXPORTS, defaultLimits.exports, 'LIMIT_EXPORTS'),
  imagesPerDay: whole(env.UPLOAD_IMAGES_PER_DAY, defaultLimits.imagesPerDay, 'UPLOAD_IMAGES_PER_DAY'),
  uploadBytesPerDay: whole(env.UPLOAD_MB_PER_DAY, defaultLimits.uploadBytesPerDay / (1024 * 1024), 'UPLOAD_MB_PER_DAY') * 1024 * 1024,
  keys: Math.max(100, whole(env.LIMIT_KEYS, defaultLimits.keys, 'LIMIT_KEYS')),
});

/**
 * Which proxies may tell the client's address in X-Forwarded-For: none (false, the default: the address is the
 * socket's), the nearest N hops, or these addresses and CIDR ranges (also proxy-addr's names loopback,
 * linklocal and uniquelocal). "Trust everyone" is refused: any visitor could then choose their own address.
 */
export type TrustProxy = false | number | string[];

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (proxyNames.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text.toLowerCase() === 'true')
    throw new Error('TRUST_PROXY=true would let any visitor choose their address; give the number of proxies (e.g. 1) or their addresses');
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length || !entries.length)
    throw new Error(`TRUST_PROXY must be a number of proxies (e.g. 1) or a comma list of addresses and CIDR ranges, got "${value}"`);
  return entries;
};

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify ignores a bare hop count (a client reaching the server directly
 * could then name any address), so a count becomes the function proxy-addr would have made: the nearest `hops`
 * addresses are proxies. That is safe only when the server cannot be reached except through those proxies; when
 * it can, list the proxies' addresses instead.
 */
export const fastifyTrustProxy = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);
