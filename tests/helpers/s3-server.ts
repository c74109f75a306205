/**
 * A real S3-compatible server (s3rver) on a local port, with one bucket, for the tests of the S3 file store.
 * stop() shuts it down as a crash would (open connections cut); start() brings it back on the same port with
 * the objects it had. `settings` are the S3_* settings an app needs to use it; `objects` lists the bucket.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/uploads/s3-settings.ts';

// s3rver's built-in account: it refuses requests signed with any other access key.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const startS3Server = async (bucket = 'elimuhub-test') => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    port = (await server.run()).port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    ...credentials,
    forcePathStyle: true,
    prefix: '',
    timeoutMs: 2000,
    ...overrides,
  });
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    port,
    settings,
    start,
    async stop() {
      const running = server as unknown as { httpServer: http.Server } | null;
      running?.httpServer.closeAllConnections();
      await server?.close();
      server = null;
    },
    /** Every key in the bucket. */
    async objects() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      client.destroy();
      await this.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
