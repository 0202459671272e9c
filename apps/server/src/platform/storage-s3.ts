import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage, StorageArea } from './storage.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS), from STORAGE=s3 and the S3_* variables. */
export interface S3Config {
  kind: 's3';
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO, most self-hosted servers) rather than in the host name (AWS, OSS, COS). */
  forcePathStyle: boolean;
  /** Where browsers reach the bucket for presigned uploads, when not at `endpoint` (S3_PUBLIC_ENDPOINT). */
  publicEndpoint: string;
}

// The project runs on Node 20 (package.json engines); the SDK's notice about its own future releases
// would otherwise open every process's log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const clients = new Map<string, S3Client>();
function clientOf(c: S3Config, publicSide = false): S3Client {
  const endpoint = (publicSide && c.publicEndpoint) || c.endpoint;
  const id = JSON.stringify([endpoint, c.region, c.accessKeyId, c.secretAccessKey, c.forcePathStyle]);
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      ...(endpoint ? { endpoint } : {}),
      region: c.region || 'us-east-1',
      forcePathStyle: c.forcePathStyle,
      credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
      // Checksums only where the protocol requires them: several S3-compatible servers (and older
      // MinIO, OSS and COS gateways) refuse the SDK's default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(id, client);
  }
  return client;
}

const missing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

/** One area of the bucket: its keys under `<area>/`. Uploads arrive under `incoming/` until checked. */
export class S3Storage implements Storage {
  constructor(
    private readonly c: S3Config,
    private readonly prefix: string,
    private readonly valid: (key: string) => boolean,
  ) {}

  private k(key: string) {
    if (!this.valid(key)) throw new Error('bad key');
    return `${this.prefix}/${key}`;
  }
  private get client() {
    return clientOf(this.c);
  }

  async put(key: string, bytes: Buffer, type?: string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.c.bucket, Key: this.k(key), Body: bytes, ContentLength: bytes.length, ContentType: type }),
    );
  }

  async get(key: string) {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.c.bucket, Key: this.k(key) }));
      return Buffer.from(await r.Body!.transformToByteArray());
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  /** The first bytes only (a type check needs no more than a few). */
  async head(key: string, bytes: number): Promise<{ size: number; type: string; first: Buffer } | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.c.bucket, Key: this.k(key), Range: `bytes=0-${bytes - 1}` }));
      const first = Buffer.from(await r.Body!.transformToByteArray());
      const total = /\/(\d+)$/.exec(r.ContentRange ?? '')?.[1];
      return { size: total ? Number(total) : Number(r.ContentLength ?? first.length), type: r.ContentType ?? '', first };
    } catch (e) {
      if (missing(e) || (e as { name?: string }).name === 'InvalidRange') return null;
      throw e;
    }
  }

  async size(key: string) {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.c.bucket, Key: this.k(key) }));
      return Number(r.ContentLength ?? 0);
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async reader(key: string) {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.c.bucket, Key: this.k(key) }));
      return { stream: r.Body as Readable, size: Number(r.ContentLength ?? 0) };
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  /**
   * A stream into a temporary file, sent to the bucket in one PUT when it finishes (its length known:
   * every S3-compatible server takes that, where a chunked upload of unknown length is not).
   */
  async writer(key: string): Promise<Writable> {
    const target = this.k(key);
    const dir = await mkdtemp(join(tmpdir(), 'yym-s3-'));
    const file = join(dir, 'part');
    const out = createWriteStream(file);
    const client = this.client;
    const bucket = this.c.bucket;
    const cleanup = () => rm(dir, { recursive: true, force: true });
    return new Writable({
      write(chunk, _enc, cb) {
        out.write(chunk, cb);
      },
      final(cb) {
        out.end();
        finished(out)
          .then(async () => {
            const { size } = await stat(file);
            await client.send(new PutObjectCommand({ Bucket: bucket, Key: target, Body: createReadStream(file), ContentLength: size }));
          })
          .then(
            () => cleanup().then(() => cb()),
            (e: Error) => cleanup().then(() => cb(e)),
          );
      },
      destroy(err, cb) {
        out.destroy();
        void cleanup();
        cb(err);
      },
    });
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.c.bucket, Key: this.k(key) }));
  }

  /** A presigned PUT of one key with one content type, valid `seconds`, for the browser (the public endpoint). */
  presignPut(key: string, type: string, seconds: number): Promise<string> {
    return getSignedUrl(clientOf(this.c, true), new PutObjectCommand({ Bucket: this.c.bucket, Key: this.k(key), ContentType: type }), {
      expiresIn: seconds,
    });
  }

  /** Move a checked upload to its place in another area of the same bucket (copy, then drop the original). */
  async moveTo(key: string, to: StorageArea, type: string) {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.c.bucket,
        CopySource: `${this.c.bucket}/${this.k(key)}`,
        Key: `${to}/${this.k(key).slice(this.prefix.length + 1)}`,
        ContentType: type,
        MetadataDirective: 'REPLACE',
      }),
    );
    await this.remove(key);
  }
}

export function s3Storage(c: S3Config, area: StorageArea | 'incoming', valid: (key: string) => boolean): S3Storage {
  return new S3Storage(c, area, valid);
}
