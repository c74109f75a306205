/**
 * Stores a public image with its WebP thumbnails (names in src/registry/image-sizes.ts), so a phone downloads a
 * 160 or 480 pixel picture instead of the original. The file's type is sniffed by file-type before this; sharp
 * then decodes it for real, and an image it cannot decode (a truncated or forged file) is refused with a 400.
 * The original is re-encoded too, so no photo is served with the GPS position or camera details it was taken with.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { thumbnailName, thumbnailWidths } from '../../registry/image-sizes.ts';
import { badRequest } from '../http-error.ts';
import type { FileStore } from './storage.ts';

/** 40 megapixels: every camera photo, but not a small file that unpacks to gigabytes of pixels. */
const maxPixels = 40_000_000;

const unreadable = 'This image could not be read. It may be damaged or not really an image: save it again as JPEG, PNG or WebP and retry.';

const refuse = (message: string) => badRequest(message, { file: message });

/**
 * Refuses an image over the pixel limit with a message naming the limit. Only the header is read here, so a file
 * that would unpack to gigabytes is measured without being decoded.
 */
const checkSize = async (data: Buffer) => {
  const { width = 0, height = 0 } = await sharp(data)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height <= maxPixels) return;
  const megapixels = Math.ceil((width * height) / 1_000_000);
  throw refuse(
    `This photo is ${megapixels} megapixels (${width}×${height}); the most we take is ${maxPixels / 1_000_000}. Resize it, for example to 4000 pixels on its longer side, and upload it again.`,
  );
};

/** Re-encodes in the file's own format; sharp keeps no metadata unless asked, so EXIF, GPS, XMP and IPTC go. */
const encoders: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
  jpg: (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 90 }),
};

/**
 * The original without its metadata and each thumbnail's bytes, never wider than the image itself (a small logo is
 * not blown up).
 */
export const makeImages = async (data: Buffer, extension: string) => {
  await checkSize(data);
  const encode = encoders[extension];
  if (!encode) throw refuse(unreadable);
  try {
    // One decode, turned upright by its EXIF orientation before that tag is dropped; each file is cut from a clone.
    const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const [original, ...thumbnails] = await Promise.all([
      encode(image.clone()).toBuffer(),
      ...thumbnailWidths.map((width) => image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()),
    ]);
    return { original: original!, thumbnails: thumbnailWidths.map((width, i) => ({ width, data: thumbnails[i]! })) };
  } catch {
    throw refuse(unreadable);
  }
};

/**
 * Writes the image and its thumbnails under a new `img-<uuid>` name and returns the image's name. Thumbnails are
 * made before anything is written, so a refused image leaves nothing behind; if the store fails midway, what was
 * written is removed again.
 */
export const storeImage = async (store: FileStore, data: Buffer, extension: string, stem = `img-${randomUUID()}`) => {
  const { original, thumbnails } = await makeImages(data, extension);
  const files = [{ name: `${stem}.${extension}`, data: original }, ...thumbnails.map((t) => ({ name: thumbnailName(stem, t.width), data: t.data }))];
  const written: string[] = [];
  try {
    for (const file of files) {
      await store.write('uploads', file.name, file.data);
      written.push(file.name);
    }
  } catch (error) {
    await Promise.allSettled(written.map((name) => store.remove('uploads', name)));
    throw error;
  }
  return files[0]!.name;
};
