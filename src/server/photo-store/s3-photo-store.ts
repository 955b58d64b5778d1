import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { PhotoStorageConfig } from '../config-photo-storage';
import { contentTypeOf, isPhotoKey, type PhotoObject, type PhotoStore, type StoredKey } from './photo-store';
import { PhotoStoreBase } from './photo-store-base';

export type S3StorageConfig = Extract<PhotoStorageConfig, { kind: 's3' }>;

/** How long check() waits for the store before calling it unreachable. */
const CHECK_TIMEOUT_MS = 5_000;

type S3Sdk = typeof import('@aws-sdk/client-s3');

function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
}

/** Photos as objects of one bucket in any S3-compatible store, keyed like the files of the uploads folder. */
export class S3PhotoStore extends PhotoStoreBase implements PhotoStore {
  readonly kind = 's3';
  readonly description: string;
  readonly bucket: string;
  /** The SDK, about 10 MB of memory, is loaded only by an app whose photos live in S3 (issue 10). */
  private readonly sdk: Promise<S3Sdk>;
  private readonly client: Promise<S3Client>;

  constructor(config: S3StorageConfig) {
    super();
    this.bucket = config.bucket;
    this.description = `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.sdk = import('@aws-sdk/client-s3');
    this.client = this.sdk.then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          credentials: config.credentials,
          // Many S3-compatible stores do not know the SDK's newer default checksums; ask only where required.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    );
    // A failed load is reported by the first call that needs the SDK, not as an unhandled rejection.
    this.client.catch(() => undefined);
  }

  async put(key: string, data: Buffer): Promise<void> {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
    const { PutObjectCommand } = await this.sdk;
    await (await this.client).send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(key),
        // What /uploads/ answers too: the names are never reused, so a CDN in front may keep them a year.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<PhotoObject | undefined> {
    if (!isPhotoKey(key)) return undefined;
    const sdk = await this.sdk;
    try {
      const answer = await (await this.client).send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!answer.Body) return undefined;
      return {
        body: answer.Body as Readable,
        contentType: contentTypeOf(key),
        contentLength: Number(answer.ContentLength ?? 0),
        lastModified: answer.LastModified,
        etag: answer.ETag,
      };
    } catch (error) {
      if (isNotFound(sdk, error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isPhotoKey(key)) return false;
    const sdk = await this.sdk;
    try {
      await (await this.client).send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(sdk, error)) return false;
      throw error;
    }
  }

  protected async remove(key: string): Promise<void> {
    if (!isPhotoKey(key)) return;
    const { DeleteObjectCommand } = await this.sdk;
    await (await this.client).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredKey> {
    const { ListObjectsV2Command } = await this.sdk;
    const client = await this.client;
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isPhotoKey(object.Key)) continue;
        yield { key: object.Key, lastModified: object.LastModified ?? new Date(0), size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  protected async probe(): Promise<void> {
    const { HeadBucketCommand } = await this.sdk;
    await (await this.client).send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  }

  async close(): Promise<void> {
    const client = await this.client.catch(() => undefined);
    client?.destroy();
  }
}
