/**
 * Stores a public image with its WebP thumbnails (names in src/registry/image-sizes.ts), so a phone downloads a
 * 160 or 480 pixel picture instead of the original. The file's type is sniffed by file-type before this; sharp
 * then decodes it for real, and an image it cannot decode (a truncated or forged file) is refused with a 400.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { thumbnailName, thumbnailWidths } from '../../registry/image-sizes.ts';
import { badRequest } from '../http-error.ts';
import type { FileStore } from './storage.ts';

/** 40 megapixels: every camera photo, but not a small file that unpacks to gigabytes of pixels. */
const maxPixels = 40_000_000;

const unreadable = 'This image could not be read. It may be damaged or not really an image: save it again as JPEG, PNG or WebP and retry.';

/** Each thumbnail's bytes, never wider than the image itself (a small logo is not blown up). */
export const makeThumbnails = async (data: Buffer) => {
  try {
    // One decode, rotated by its EXIF orientation; each width is cut from a clone of it.
    const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    return await Promise.all(
      thumbnailWidths.map(async (width) => ({
        width,
        data: await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      })),
    );
  } catch {
    throw badRequest(unreadable, { file: unreadable });
  }
};

/**
 * Writes the image and its thumbnails under a new `img-<uuid>` name and returns the image's name. Thumbnails are
 * made before anything is written, so a refused image leaves nothing behind; if the store fails midway, what was
 * written is removed again.
 */
export const storeImage = async (store: FileStore, data: Buffer, extension: string, stem = `img-${randomUUID()}`) => {
  const thumbnails = await makeThumbnails(data);
  const files = [{ name: `${stem}.${extension}`, data }, ...thumbnails.map((t) => ({ name: thumbnailName(stem, t.width), data: t.data }))];
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
