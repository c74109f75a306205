/**
 * Devices that have signed in to an account before. A successful sign-in (or password reset) leaves a cookie
 * that names the device (a random id) and the account (its email), signed with the app's secret: only this
 * server can make one, and one made for an account is worth nothing for another. With it, a device is judged on
 * its own failures rather than on the account's lock, so a storm of wrong passwords from elsewhere cannot keep
 * the owner (or the admin) out of their own account (login-throttle.ts).
 *
 * The cookie is httpOnly (no script can read it), SameSite=Strict and Path=/api/auth, so it travels only with
 * the sign-in and account requests; Secure when the site is served over HTTPS. It lasts a year. A browser shared
 * by several people keeps one entry for each of the last five accounts signed in on it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const knownDeviceCookie = 'elimuhub_device';
const maxAccounts = 5;
const lifetimeSeconds = 365 * 24 * 60 * 60;

interface Entry {
  device: string;
  signature: string;
}

const readCookie = (request: FastifyRequest, name: string) => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
};

const entriesOf = (request: FastifyRequest): Entry[] =>
  readCookie(request, knownDeviceCookie)
    .split('~')
    .map((text) => text.split('.'))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^[\w-]{22}$/.test(parts[0]!) && /^[\w-]{22}$/.test(parts[1]!))
    .slice(0, maxAccounts)
    .map(([device, signature]) => ({ device, signature }));

export const knownDevices = (secret: string, secure: boolean) => {
  const sign = (email: string, device: string) =>
    createHmac('sha256', secret).update(`known-device\n${email}\n${device}`).digest().subarray(0, 16).toString('base64url');
  const belongs = (entry: Entry, email: string) => timingSafeEqual(Buffer.from(sign(email, entry.device)), Buffer.from(entry.signature));
  return {
    /** The id of this device if it signed in to the account of `email` before, else null. */
    of(request: FastifyRequest, email: string) {
      return entriesOf(request).find((entry) => belongs(entry, email))?.device ?? null;
    },
    /** After a successful sign-in: this device is known to the account from now on (keeping its id if it was). */
    remember(request: FastifyRequest, reply: FastifyReply, email: string) {
      const entries = entriesOf(request);
      const mine = entries.find((entry) => belongs(entry, email));
      const device = mine?.device ?? randomBytes(16).toString('base64url');
      const kept = [{ device, signature: sign(email, device) }, ...entries.filter((entry) => entry !== mine)].slice(0, maxAccounts);
      const value = kept.map((entry) => `${entry.device}.${entry.signature}`).join('~');
      const attributes = ['Path=/api/auth', `Max-Age=${lifetimeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
      reply.header('set-cookie', `${knownDeviceCookie}=${value}; ${attributes.join('; ')}`);
    },
  };
};

export type KnownDevices = ReturnType<typeof knownDevices>;
