/**
 * Upload quotas per member: at most `imagesPerDay` images and `uploadBytesPerDay` bytes (images and resumes
 * together) in a day that starts with the member's first upload. An upload is counted first and given back if
 * it passes the quota, so two uploads at once cannot both slip under it. The counts are shared by every
 * instance (shared-counters.ts).
 */
import { TooManyRequests } from '../http-error.ts';
import type { Counters } from './counters.ts';
import type { AbuseLimits } from './limits.ts';
import { waitInWords } from './wait.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** "200 MB", "4.5 MB", or "1 KB" under a megabyte. */
const size = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.ceil(bytes / 1024)} KB`;
  return `${mb < 10 ? Number(mb.toFixed(1)) : Math.round(mb)} MB`;
};

export const createUploadQuota = (counters: Counters, limits: Pick<AbuseLimits, 'imagesPerDay' | 'uploadBytesPerDay'>) => {
  const images = (userId: number) => `upload images ${userId}`;
  const bytes = (userId: number) => `upload bytes ${userId}`;
  const giveBack = async (userId: number, usage: { images: number; bytes: number }) => {
    if (usage.images) await counters.add(images(userId), -usage.images, dayMs);
    await counters.add(bytes(userId), -usage.bytes, dayMs);
  };
  return {
    /**
     * Counts an upload of `images` images and `bytes` bytes against the member's day, or refuses it with 429
     * and the time until the day is over.
     */
    async take(userId: number, usage: { images: number; bytes: number }) {
      const imageCount = usage.images ? await counters.add(images(userId), usage.images, dayMs) : null;
      const byteCount = await counters.add(bytes(userId), usage.bytes, dayMs);
      const wait = Math.max(imageCount?.resetMs ?? 0, byteCount.resetMs) / 1000;
      if (imageCount && imageCount.total > limits.imagesPerDay) {
        await giveBack(userId, usage);
        throw new TooManyRequests(
          `You have uploaded ${imageCount.total - usage.images} images today, the most allowed in a day (${limits.imagesPerDay}). You can upload more in ${waitInWords(wait)}.`,
          wait,
        );
      }
      if (byteCount.total > limits.uploadBytesPerDay) {
        await giveBack(userId, usage);
        throw new TooManyRequests(
          `This upload would take you past ${size(limits.uploadBytesPerDay)} of uploads today (you have used ${size(byteCount.total - usage.bytes)}). You can upload more in ${waitInWords(wait)}.`,
          wait,
        );
      }
    },
    /** Gives back an upload that was counted but not kept (the form was refused after the files were read). */
    giveBack,
  };
};

export type UploadQuota = ReturnType<typeof createUploadQuota>;
