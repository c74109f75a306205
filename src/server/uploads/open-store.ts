/**
 * The file store this installation uses, chosen once from the configuration: S3 when S3_BUCKET is set, else
 * the disk under DATA_DIR. The S3 client is loaded only when it is used, so a plain start does not pay for it.
 */
import type { Config } from '../config.ts';
import { createDiskStore } from './disk-store.ts';
import type { S3Log } from './s3-store.ts';
import type { FileStore } from './storage.ts';

export const openFileStore = async (config: Pick<Config, 'dataDir' | 's3'>, log: S3Log): Promise<FileStore> =>
  config.s3 ? (await import('./s3-store.ts')).createS3Store(config.s3, log) : createDiskStore(config.dataDir);
