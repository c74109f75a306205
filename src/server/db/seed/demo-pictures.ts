/**
 * Pictures for the demo listings, made here at seed time (a fresh install has no uploads and the seed reaches
 * no network): each school, college and university gets a crest with its initials in its own colours, and the
 * listings share a few drawn campus scenes as their gallery. Both are drawn as SVG and rendered by sharp, then
 * stored like an upload, with the same WebP thumbnails, so the site shows them exactly as it shows real photos.
 */
import sharp from 'sharp';
import { storeImage } from '../../uploads/thumbnails.ts';
import type { FileStore } from '../../uploads/storage.ts';

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

const hash = (text: string) => [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);

/** Deep field colours under white initials (contrast above 4.5:1), each with a lighter band colour. */
const liveries = [
  ['#0b5d3b', '#f2c230'],
  ['#1d4e89', '#e8eef7'],
  ['#7a2e0e', '#f0b429'],
  ['#5b2a86', '#e4d4f4'],
  ['#8a1c3d', '#f6d365'],
  ['#115e67', '#c7eef0'],
  ['#3f4d0f', '#e9e4b8'],
  ['#22313f', '#e85d3a'],
] as const;

const crest = (name: string) => {
  const text = initials(name);
  const [field, band] = liveries[hash(name) % liveries.length]!;
  const size = text.length > 3 ? 64 : text.length > 2 ? 80 : 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="#ffffff"/>
  <path d="M160 22 L278 62 V160 C278 232 226 276 160 300 C94 276 42 232 42 160 V62 Z" fill="${field}" stroke="${band}" stroke-width="10"/>
  <path d="M50 206 H270" stroke="${band}" stroke-width="14"/>
  <path d="M120 238 q40 -18 80 0 v22 q-40 -18 -80 0 z" fill="${band}"/>
  <text x="160" y="150" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${text}</text>
</svg>`;
};

/** A drawn campus: sky, hills, a teaching block in the scene's colour with windows, a flag and trees. */
const scene = (k: number) => {
  const skies = [
    ['#8ec5ff', '#e0f2ff'],
    ['#ffb88c', '#ffe7c7'],
    ['#a5d8e6', '#f4fbff'],
  ] as const;
  const [top, bottom] = skies[k % skies.length]!;
  const [wall, roof] = liveries[(k * 3 + 1) % liveries.length]!;
  const blocks = 2 + (k % 3);
  const windows = Array.from({ length: blocks * 4 }, (_, i) => {
    const x = 300 + (i % (blocks * 2)) * (520 / (blocks * 2)) + 18;
    const y = 430 + Math.floor(i / (blocks * 2)) * 90;
    // No window where the door is.
    if (y > 500 && x + 34 > 500 && x < 560) return '';
    return `<rect x="${x}" y="${y}" width="34" height="44" fill="#fdf6d8" stroke="${roof}" stroke-width="3"/>`;
  }).join('');
  const trees = [120, 200, 1000, 1090]
    .map(
      (x, i) =>
        `<rect x="${x - 8}" y="${560 - i * 6}" width="16" height="60" fill="#6b4423"/><circle cx="${x}" cy="${540 - i * 6}" r="${50 - (i % 2) * 10}" fill="${i % 2 ? '#2f7d32' : '#3c8d40'}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${180 + k * 150}" cy="150" r="60" fill="#fff3b0"/>
  <path d="M0 470 Q300 ${360 + k * 10} 600 450 T1200 ${420 - k * 10} V800 H0 Z" fill="#7fb069"/>
  <rect x="290" y="380" width="540" height="240" fill="${wall}"/>
  <path d="M270 390 L560 300 L850 390 Z" fill="${roof}"/>
  ${windows}
  <rect x="505" y="530" width="50" height="90" fill="#5a3e2b"/>
  <rect x="930" y="300" width="8" height="320" fill="#8d8d8d"/>
  <rect x="938" y="300" width="90" height="20" fill="#000000"/><rect x="938" y="320" width="90" height="20" fill="#bb0000"/><rect x="938" y="340" width="90" height="20" fill="#006600"/>
  <path d="M0 620 H1200 V800 H0 Z" fill="#5f9e4f"/>
  <path d="M505 620 L450 800 H610 L555 620 Z" fill="#c9b18a"/>
  ${trees}
</svg>`;
};

/** How many campus scenes the demo draws; each listing shows three of them. */
const sceneCount = 6;

export const demoLogoPath = (name: string) => `/uploads/img-demo-logo-${slug(name)}.png`;

const scenePath = (k: number) => `/uploads/img-demo-campus-${k}.webp`;

/** Three different scenes for the `i`th listing. */
export const demoGallery = (i: number) => [0, 1, 2].map((step) => scenePath((i + step * 2) % sceneCount));

const stemOf = (path: string) => path.slice('/uploads/'.length, path.lastIndexOf('.'));

/** Draws and stores the shared campus scenes. */
export const writeDemoScenes = async (store: FileStore) => {
  for (let k = 0; k < sceneCount; k++) {
    const picture = await sharp(Buffer.from(scene(k)))
      .webp({ quality: 80 })
      .toBuffer();
    await storeImage(store, picture, 'webp', stemOf(scenePath(k)));
  }
};

/** Draws and stores the crest of every row whose logo is a demo logo path. */
export const writeDemoLogos = async (store: FileStore, rows: readonly Record<string, unknown>[]) => {
  const logos = rows.filter((row) => typeof row.logo === 'string' && row.logo === demoLogoPath(String(row.name)));
  // A few at a time: an S3 store is written over the network.
  for (let i = 0; i < logos.length; i += 8)
    await Promise.all(
      logos.slice(i, i + 8).map(async (row) => {
        const picture = await sharp(Buffer.from(crest(String(row.name))))
          .png({ compressionLevel: 3 })
          .toBuffer();
        await storeImage(store, picture, 'png', stemOf(row.logo as string));
      }),
    );
};

/** Gives every listing a demo crest (unless it has its own logo) and three campus scenes. */
export const withDemoPictures = (rows: readonly Record<string, unknown>[]) =>
  rows.map((row, i) => ({ ...row, logo: row.logo ?? demoLogoPath(String(row.name)), gallery: demoGallery(i) }));
