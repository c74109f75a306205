/**
 * Where uploaded files live, behind one small interface so the routes, hooks and seed do not care: on disk
 * under DATA_DIR (disk-store.ts, the default) or in an S3-compatible bucket (s3-store.ts, when S3_BUCKET is
 * set), which every instance reaches alike. Two areas: public images in `uploads` (served at /uploads) and
 * private documents (resumes) in `private` (served only through signed links). Names are made by the server.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export type Area = 'uploads' | 'private';

export const maxUploadBytes = 5 * 1024 * 1024;

/** A stored file as read back: its bytes as a stream, and what the store knows about it. */
export interface StoredFile {
  body: Readable;
  size: number | null;
  etag: string | null;
  lastModified: Date | null;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** The folder an area's files sit in, when they are on this machine's disk (then @fastify/static serves them). */
  localDirectory(area: Area): string | null;
  write(area: Area, name: string, data: Buffer): Promise<void>;
  /**
   * The file, null when there is none, or 'not-modified' when `ifNoneMatch` names its current ETag.
   * A store that cannot be reached throws ServiceUnavailable (503), never a plain error (500).
   */
  read(area: Area, name: string, options?: { ifNoneMatch?: string }): Promise<StoredFile | null | 'not-modified'>;
  /** Removes the file; one already gone is not an error. */
  remove(area: Area, name: string): Promise<void>;
  close(): void;
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The type a file is served with, from the extension the server gave it after checking its content. */
export const contentTypeOf = (name: string) => contentTypes[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Names the server makes and reads back: no folders, no dot files, so a name can never reach outside its area. */
export const isFileName = (name: string) => /^[\w-][\w.-]*$/.test(name) && name.length <= 200;

/** Stores the bytes under a new, unguessable name and returns that name. */
export const storeFile = async (store: FileStore, area: Area, data: Buffer, extension: string) => {
  const name = `${randomUUID()}.${extension}`;
  await store.write(area, name, data);
  return name;
};
