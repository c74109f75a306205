/**
 * The S3_* settings (config.ts calls this). S3_BUCKET turns S3-compatible storage on; without any S3_* setting
 * files stay on disk. A setting that cannot work throws with its reason, so the start stops and says why rather
 * than writing files to the local disk of one instance while the operator believes they are shared.
 */

export interface S3Settings {
  /** http(s)://host[:port] of an S3-compatible store (MinIO, Ceph, R2…); null for AWS S3 itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both, or neither: without them the AWS SDK looks for credentials where it usually does (AWS_* variables, an instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** bucket in the path (http://host/bucket/key) rather than in the host name; what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `elimuhub/`, so one bucket may hold several installations. Empty or ending in `/`. */
  prefix: string;
  /** The longest one operation on the store may take, retries included, before the request answers 503. */
  timeoutMs: number;
}

const names = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX', 'S3_TIMEOUT_MS'] as const;

// AWS's rules for new buckets (also MinIO's): 3 to 63 lowercase letters, digits, dots and hyphens.
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const endpoint = (value: string | undefined) => {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_ENDPOINT must be an address such as http://minio:9000, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`S3_ENDPOINT must start with http:// or https://, got "${value}"`);
  if (url.pathname.replace(/\/+$/, '') || url.search || url.username)
    throw new Error(`S3_ENDPOINT must be the store's address alone (no path, query or credentials), got "${value}"; the bucket goes in S3_BUCKET`);
  return url.origin;
};

const flag = (value: string | undefined, fallback: boolean, name: string) => {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
};

const prefix = (value: string | undefined) => {
  const trimmed = (value ?? '').replace(/^\/+|\/+$/g, '');
  if (!trimmed) return '';
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(trimmed) || trimmed.split('/').some((part) => /^\.+$/.test(part)))
    throw new Error(`S3_PREFIX may hold folder names of letters, digits, dots, hyphens and underscores, separated by slashes, got "${value}"`);
  return `${trimmed}/`;
};

export const loadS3Settings = (env: NodeJS.ProcessEnv): S3Settings | null => {
  const bucket = env.S3_BUCKET ?? '';
  if (!bucket) {
    const stray = names.filter((name) => env[name]);
    if (stray.length)
      throw new Error(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep files in S3, or remove the S3_* settings to keep them in DATA_DIR`,
      );
    return null;
  }
  if (!bucketPattern.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens, got "${bucket}"`);
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error(`S3_REGION must look like us-east-1, got "${region}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error(
      `${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is missing: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither`,
    );
  const address = endpoint(env.S3_ENDPOINT);
  const timeoutMs = env.S3_TIMEOUT_MS ? Number(env.S3_TIMEOUT_MS) : 5000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new Error(`S3_TIMEOUT_MS must be a whole number of milliseconds, at least 100, got "${env.S3_TIMEOUT_MS}"`);
  return {
    endpoint: address,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, address !== null, 'S3_FORCE_PATH_STYLE'),
    prefix: prefix(env.S3_PREFIX),
    timeoutMs,
  };
};
