/**
 * Renders the brand mark (public/favicon.svg) into the PNG icons the web app manifest names. Run it again after
 * the mark changes: node scripts/pwa-icons.mjs. The maskable icon keeps the mark inside the middle 80% that
 * every launcher's mask leaves visible, on a full-bleed brand background.
 */
import fs from 'node:fs';
import sharp from 'sharp';

const mark = fs.readFileSync(new URL('../public/favicon.svg', import.meta.url));
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
const brand = '#0b6e4f';

for (const size of [192, 512])
  await sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));

const inner = Math.round(512 * 0.64);
const glyph = await sharp(mark, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: brand } })
  .composite([{ input: glyph, gravity: 'center' }])
  .png()
  .toFile(out('icon-maskable-512.png'));
