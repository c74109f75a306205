/**
 * Pictures of pages compared with the ones kept in tests/web/pictures, pixel by pixel within a small tolerance, with
 * the comparator of Playwright's own test runner (pixelmatch inside), which playwright-core carries. A picture that
 * differs fails with the actual, kept and difference images written to a temporary folder named in the message.
 * `UPDATE_PICTURES=1 npx vitest run <file>` keeps the pictures taken instead (docs/testing.md).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

interface CompareOptions {
  /** How far a pixel's colour may move (0 to 1) before it counts as different. */
  threshold?: number;
  maxDiffPixels?: number;
  maxDiffPixelRatio?: number;
}
type Comparator = (actual: Buffer, expected: Buffer, options?: CompareOptions) => { errorMessage: string; diff?: Buffer } | null;

// Not in playwright-core's typings: the comparator its test runner's toHaveScreenshot uses.
const { getComparator } = (createRequire(import.meta.url)('playwright-core/lib/coreBundle') as { utils: { getComparator: (mime: string) => Comparator } })
  .utils;
const comparePng = getComparator('image/png');

export const picturesDir = fileURLToPath(new URL('../web/pictures/', import.meta.url));
export const updatingPictures = process.env.UPDATE_PICTURES === '1';

/**
 * Waits until what the window shows has stopped changing on its own: the web fonts loaded, every image in view
 * loaded and decoded, and two frames drawn since.
 */
export const steady = async (page: Page) => {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
};

/** Compares `actual` (a PNG) with the kept picture `name`, or keeps it when updating. */
export const expectPicture = (actual: Buffer, name: string, options: CompareOptions = {}) => {
  const kept = path.join(picturesDir, `${name}.png`);
  if (updatingPictures) {
    fs.mkdirSync(picturesDir, { recursive: true });
    fs.writeFileSync(kept, actual);
    return;
  }
  if (!fs.existsSync(kept)) throw new Error(`No kept picture ${kept}: take it with UPDATE_PICTURES=1 npx vitest run <this file>`);
  const expected = fs.readFileSync(kept);
  const difference = comparePng(actual, expected, { threshold: 0.2, maxDiffPixelRatio: 0.001, ...options });
  if (!difference) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `elimuhub-picture-${name}-`));
  fs.writeFileSync(path.join(dir, 'actual.png'), actual);
  fs.writeFileSync(path.join(dir, 'kept.png'), expected);
  if (difference.diff) fs.writeFileSync(path.join(dir, 'diff.png'), difference.diff);
  throw new Error(
    `The picture ${name} differs from the kept one: ${difference.errorMessage} See ${path.join(dir, difference.diff ? 'diff.png' : 'actual.png')} ` +
      `(actual.png and kept.png beside it). If the change is meant, keep the new picture: UPDATE_PICTURES=1 npx vitest run <this file>.`,
  );
};
