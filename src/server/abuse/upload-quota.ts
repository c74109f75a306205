/**
 * Upload quotas per member: at most `imagesPerDay` images and `uploadBytesPerDay` bytes (images and resumes
 * together) in a day that starts with the member's first upload. Kept in memory like the rate limits: at most
 * `keys` members are remembered, the least recently active forgotten first, and each instance counts for itself.
 */
import { LRUCache } from 'lru-cache';
import { TooManyRequests } from '../http-error.ts';
import type { AbuseLimits } from './limits.ts';
import { waitInWords } from './wait.ts';

const dayMs = 24 * 60 * 60 * 1000;

interface Usage {
  images: number;
  bytes: number;
  since: number;
}

/** "200 MB", "4.5 MB", or "1 KB" under a megabyte. */
const size = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.ceil(bytes / 1024)} KB`;
  return `${mb < 10 ? Number(mb.toFixed(1)) : Math.round(mb)} MB`;
};

export const createUploadQuota = (limits: Pick<AbuseLimits, 'imagesPerDay' | 'uploadBytesPerDay' | 'keys'>) => {
  const usage = new LRUCache<number, Usage>({ max: limits.keys, ttl: dayMs });
  const current = (userId: number, at: number) => {
    const found = usage.get(userId);
    return found && at - found.since < dayMs ? found : { images: 0, bytes: 0, since: at };
  };
  return {
    /**
     * Counts an upload of `images` images and `bytes` bytes against the member's day, or refuses it with 429
     * and the time until the day is over.
     */
    take(userId: number, { images, bytes }: { images: number; bytes: number }, at = Date.now()) {
      const used = current(userId, at);
      const wait = (used.since + dayMs - at) / 1000;
      if (images && used.images + images > limits.imagesPerDay)
        throw new TooManyRequests(
          `You have uploaded ${used.images} images today, the most allowed in a day (${limits.imagesPerDay}). You can upload more in ${waitInWords(wait)}.`,
          wait,
        );
      if (used.bytes + bytes > limits.uploadBytesPerDay)
        throw new TooManyRequests(
          `This upload would take you past ${size(limits.uploadBytesPerDay)} of uploads today (you have used ${size(used.bytes)}). You can upload more in ${waitInWords(wait)}.`,
          wait,
        );
      const next = { images: used.images + images, bytes: used.bytes + bytes, since: used.since };
      usage.set(userId, next, { ttl: Math.max(1, used.since + dayMs - at) });
    },
    /** Gives back an upload that was counted but not kept (the form was refused after the files were read). */
    giveBack(userId: number, { images, bytes }: { images: number; bytes: number }, at = Date.now()) {
      const used = usage.get(userId);
      if (!used || at - used.since >= dayMs) return;
      usage.set(
        userId,
        { ...used, images: Math.max(0, used.images - images), bytes: Math.max(0, used.bytes - bytes) },
        { ttl: Math.max(1, used.since + dayMs - at) },
      );
    },
  };
};

export type UploadQuota = ReturnType<typeof createUploadQuota>;
