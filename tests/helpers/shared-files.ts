/**
 * How the instances of a deployment on this machine share uploaded files; the only place that says so. As in
 * compose.yaml, where both instances keep their files in MinIO: here a real S3-compatible server (s3rver) on a
 * local port, one bucket for the whole deployment, and each instance's DATA_DIR its own.
 */
import { startS3Server } from './s3-server.ts';

export const sharedFiles = async () => {
  const store = await startS3Server('elimuhub-deployment');
  const s3 = store.settings();
  return {
    /** The settings an instance's environment needs to keep its files in the shared bucket. */
    forInstance: (): Record<string, string> => ({
      S3_ENDPOINT: s3.endpoint!,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
    }),
    /** The keys in the bucket, to tell that a file really went there. */
    objects: () => store.objects(),
    close: () => store.close(),
  };
};
