/**
 * Demo colleges and universities need a logo (colleges require one), but a fresh install has no uploads.
 * Each gets a small initials badge kept with the uploaded images, so logos load from this server (no
 * third-party image host, nothing extra for a phone to fetch from elsewhere).
 */
import path from 'node:path';
import type { FileStore } from '../../uploads/storage.ts';

const prefix = '/uploads/demo-logo-';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const initials = (name: string) =>
  name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['of', 'and', 'the', 'for'].includes(w.toLowerCase()))
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);

/** Deep, readable backgrounds for white text (contrast above 4.5:1). */
const colours = ['#0b5d3b', '#1d4e89', '#7a2e0e', '#5b2a86', '#8a1c3d', '#115e67', '#3f4d0f', '#4a3b2a'];

const badge = (name: string) => {
  const text = initials(name);
  const colour = colours[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % colours.length];
  const size = text.length > 3 ? 44 : 56;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${text}"><rect width="200" height="200" rx="28" fill="${colour}"/><text x="100" y="100" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${text}</text></svg>`;
};

export const demoLogoPath = (name: string) => `${prefix}${slug(name)}.svg`;

/** Writes the badge of every row whose logo is a demo logo path. */
export const writeDemoLogos = async (store: FileStore, rows: readonly Record<string, unknown>[]) => {
  const logos = rows.filter((row) => typeof row.logo === 'string' && row.logo.startsWith(prefix));
  // A few at a time: an S3 store is written over the network.
  for (let i = 0; i < logos.length; i += 8)
    await Promise.all(logos.slice(i, i + 8).map((row) => store.write('uploads', path.basename(row.logo as string), Buffer.from(badge(String(row.name))))));
};
