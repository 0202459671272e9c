/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../src/platform/storage-s3.ts';

export const TEST_BUCKET = 'yym-test';

/**
 * A local S3-compatible server (s3rver: the S3 protocol over files in a temporary folder, signatures
 * checked) with the test bucket, on a free loopback port. Nothing leaves the machine.
 */
export async function startS3Server(): Promise<{ config: S3Config; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'yym-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      // s3rver's own account
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicEndpoint: '',
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
