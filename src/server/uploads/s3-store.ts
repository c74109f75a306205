/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), under `<S3_PREFIX><area>/<name>`: every instance
 * reads what any other wrote. The store going away must not take requests with it: each operation has a short
 * connect and answer timeout, at most three attempts, and one deadline (S3_TIMEOUT_MS) over all of them; past
 * it, or on any answer that is not the file or "no such file", the request gets a 503 with Retry-After, and
 * the next request simply tries again, so service comes back by itself with the store.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ServiceUnavailable } from '../http-error.ts';
import type { S3Settings } from './s3-settings.ts';
import { contentTypeOf, type Area, type FileStore } from './storage.ts';
import { now } from '../../registry/clock.ts';

export interface S3Log {
  /** The store stopped answering (at most once a minute while it stays away), or answered again. */
  warn(error: unknown, message: string): void;
  info(message: string): void;
  /** A setting is wrong (no such bucket, credentials refused): only the operator can put it right. */
  error(error: unknown, message: string): void;
}

const retryAfterSeconds = 5;

const httpStatus = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || (error instanceof S3ServiceException && httpStatus(error) === 404 && name !== 'NoSuchBucket');
};

/** Answers that no retry will change: the settings are wrong, not the store away. */
const isMisconfigured = (error: unknown) => {
  const status = httpStatus(error);
  return error instanceof S3ServiceException && (status === 400 || status === 401 || status === 403 || (error as Error).name === 'NoSuchBucket');
};

export const createS3Store = (settings: S3Settings, log: S3Log): FileStore => {
  const { timeoutMs } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Two more attempts, spaced by the SDK's backoff; its retry quota stops retrying when most calls fail.
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: Math.min(2000, Math.ceil(timeoutMs / 3)),
      // Until the answer's headers; then a stalled body is cut after socketTimeout of silence.
      requestTimeout: Math.ceil(timeoutMs / 2),
      throwOnRequestTimeout: true,
      socketTimeout: timeoutMs,
    },
    // Checksums only where S3 requires them: many S3-compatible stores refuse or mishandle the newer
    // flexible checksums the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (area: Area, name: string) => `${settings.prefix}${area}/${name}`;

  let away = false;
  let warned = 0;
  const answered = () => {
    if (!away) return;
    away = false;
    log.info('The file store answers again.');
  };
  /** Tells the log why an operation failed, at most once a minute while the store stays away or refusing. */
  const report = (error: unknown, doing: string) => {
    if (!away || now() - warned > 60_000) {
      warned = now();
      if (isMisconfigured(error)) log.error(error, `The file store refused to ${doing}: check S3_BUCKET, S3_REGION and the S3 credentials.`);
      else log.warn(error, `The file store did not answer when asked to ${doing}; requests that need files answer 503 until it does.`);
    }
    away = true;
  };
  /** The 503 for an operation that failed; the cause goes to the log, not to the visitor. */
  const unavailable = (error: unknown, doing: string, message: string) => {
    report(error, doing);
    return new ServiceUnavailable(message, retryAfterSeconds);
  };

  /** Runs one call with the deadline over all its attempts; the deadline ends once the answer has begun. */
  const send = async <T>(call: (abortSignal: AbortSignal) => Promise<T>) => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`The file store did not answer within ${timeoutMs} ms.`)), timeoutMs);
    try {
      return await call(deadline.signal);
    } finally {
      clearTimeout(timer);
    }
  };

  // At start, say at once in the log when the bucket is missing or the credentials are refused; the start goes
  // on, since the store may simply not be up yet.
  void send((abortSignal) => client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal })).then(
    () => answered(),
    (error: unknown) => {
      if (httpStatus(error) === 404)
        log.error(error, `The bucket "${settings.bucket}" does not exist in the file store: create it (e.g. mc mb) or correct S3_BUCKET.`);
      else report(error, `show the bucket "${settings.bucket}"`);
    },
  );

  return {
    kind: 's3',
    localDirectory: () => null,
    async write(area, name, data) {
      try {
        await send((abortSignal) =>
          client.send(
            new PutObjectCommand({ Bucket: settings.bucket, Key: key(area, name), Body: data, ContentLength: data.length, ContentType: contentTypeOf(name) }),
            { abortSignal },
          ),
        );
        answered();
      } catch (error) {
        throw unavailable(error, 'keep a file', 'Your file cannot be saved just now because file storage is not answering. Please try again in a few seconds.');
      }
    },
    async read(area, name, { ifNoneMatch } = {}) {
      try {
        const object = await send((abortSignal) =>
          client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(area, name), ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }), {
            abortSignal,
          }),
        );
        answered();
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? null,
          etag: object.ETag ?? null,
          lastModified: object.LastModified ?? null,
        };
      } catch (error) {
        const missing = isMissing(error);
        if (httpStatus(error) === 304 || missing) {
          answered();
          return missing ? null : 'not-modified';
        }
        throw unavailable(
          error,
          'send a file',
          'This file cannot be fetched just now because file storage is not answering. Please try again in a few seconds.',
        );
      }
    },
    async remove(area, name) {
      try {
        await send((abortSignal) => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(area, name) }), { abortSignal }));
        answered();
      } catch (error) {
        if (isMissing(error)) return;
        throw unavailable(
          error,
          'delete a file',
          'The file cannot be deleted just now because file storage is not answering. Please try again in a few seconds.',
        );
      }
    },
    close: () => client.destroy(),
  };
};
