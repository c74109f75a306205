/**
 * The email domains that belong to an institution: the host of its website and of its own email address, cut to
 * the registrable domain (www.alliance.sc.ke → alliance.sc.ke), and for a university loaded from the University
 * Domains List every domain that list gives it. A free-mail domain (a school listing a gmail address) is never
 * an institution's: anyone could have an address there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDomain } from 'tldts';
import { freeMailDomains } from './free-mail-domains.ts';

/** A plain ASCII host: lower-case labels of letters, digits and inner hyphens, no trailing dot. */
const hostShape = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/** The host as the server compares it, or null when it is not a plain ASCII host (homoglyphs, trailing dots). */
export const plainHost = (text: string) => {
  const host = text.trim().toLowerCase();
  return hostShape.test(host) && !host.split('.').some((label) => label.startsWith('xn--')) ? host : null;
};

/**
 * The part of a host one registers, by the Public Suffix List (alliance.sc.ke under sc.ke, a site under github.io);
 * null for a suffix itself (sc.ke, co.uk), which is nobody's: an address under it could be any school's.
 */
export const registrableDomain = (host: string) => getDomain(host, { allowPrivateDomains: true });

const hostOfUrl = (url: string) => {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `http://${url}`).hostname;
  } catch {
    return null;
  }
};

/** Each university of the shipped list by its first domain (what the import keeps as source_id), with all its domains. */
let universityDomains: Map<string, string[]> | null = null;
const listedDomains = (sourceId: string) => {
  if (!universityDomains) {
    universityDomains = new Map();
    const file = path.resolve('open-data/kenya-universities-hipo.json');
    const list = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { domains?: unknown }[]) : [];
    for (const entry of list) {
      const domains = Array.isArray(entry.domains) ? entry.domains.filter((d): d is string => typeof d === 'string').map((d) => d.toLowerCase()) : [];
      if (domains[0]) universityDomains.set(domains[0], domains);
    }
  }
  return universityDomains.get(sourceId.toLowerCase()) ?? [sourceId];
};

export interface ListingAddresses {
  website?: unknown;
  email?: unknown;
  source?: unknown;
  source_id?: unknown;
}

/** The registrable domains an address at which proves someone speaks for the institution. */
export const institutionDomains = (kind: string, listing: ListingAddresses) => {
  const hosts: (string | null)[] = [];
  if (typeof listing.website === 'string') hosts.push(hostOfUrl(listing.website));
  if (typeof listing.email === 'string') hosts.push(listing.email.slice(listing.email.lastIndexOf('@') + 1));
  if (kind === 'universities' && listing.source === 'University Domains List' && typeof listing.source_id === 'string')
    hosts.push(...listedDomains(listing.source_id));
  const domains = new Set<string>();
  for (const host of hosts) {
    const plain = host && plainHost(host);
    const domain = plain && registrableDomain(plain);
    if (domain && !freeMailDomains.has(domain)) domains.add(domain);
  }
  return [...domains];
};

/**
 * Why the address cannot prove the claim, or null when its host is exactly one of the institution's domains. The
 * host must be plain ASCII (no look-alike letters, no trailing dot) and equal the domain: a subdomain
 * (students.uonbi.ac.ke) may hold students' or alumni's mailboxes, and alliance.sc.ke.evil.com is someone else's.
 * A domain in `shared` (a county's kakamega.sc.ke, kmtc.ac.ke for every campus) speaks for none of its listings.
 */
export const emailDomainProblem = (email: string, domains: readonly string[], shared: ReadonlySet<string> = new Set()) => {
  const at = email.lastIndexOf('@');
  if (at < 1 || email.indexOf('@') !== at || /["\s]/.test(email)) return 'Enter one plain email address, like head@yourschool.sc.ke.';
  const host = plainHost(email.slice(at + 1));
  if (!host) return "The email address must be at the institution's own web domain, written in plain letters, like head@yourschool.sc.ke.";
  const domain = registrableDomain(host);
  if (domain && freeMailDomains.has(domain))
    return `An address at ${domain} could be anyone's. Use an address at the institution's own domain, or upload a letter instead.`;
  if (domain && shared.has(domain))
    return `${domain} is shared by several institutions (a county's or an organisation's mailboxes), so an address there does not show you speak for this one. Upload a letter on its letterhead or its registration certificate instead.`;
  const own = domains.filter((d) => !shared.has(d));
  if (!own.length) return 'We know no web domain of this institution. Upload a letter on its letterhead or its registration certificate instead.';
  if (own.includes(host)) return null;
  const parent = own.find((d) => host.endsWith(`.${d}`));
  if (parent)
    return `Use an address at ${parent} itself, like head@${parent}: addresses at ${host} may belong to students or others. Or upload a letter instead.`;
  return `The address must be at the institution's own domain (${own.join(', ')}). Or upload a letter instead.`;
};
