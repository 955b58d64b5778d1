import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { PhotoStorageConfig } from '../config-photo-storage';
import {
  contentTypeOf,
  isPhotoKey,
  type PhotoObject,
  type PhotoStore,
  PhotoStoreUnreachableError,
  type StoredKey,
} from './photo-store';

export type S3StorageConfig = Extract<PhotoStorageConfig, { kind: 's3' }>;

/** How long check() waits for the store before calling it unreachable. */
const CHECK_TIMEOUT_MS = 5_000;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
}

/** Photos as objects of one bucket in any S3-compatible store, keyed like the files of the uploads folder. */
export class S3PhotoStore implements PhotoStore {
  readonly kind = 's3';
  readonly description: string;
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.description = `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Many S3-compatible stores do not know the SDK's newer default checksums; ask only where required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
    await this.client.send(
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
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return undefined;
      return {
        body: answer.Body as Readable,
        contentType: contentTypeOf(key),
        contentLength: Number(answer.ContentLength ?? 0),
        lastModified: answer.LastModified,
        etag: answer.ETag,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isPhotoKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isPhotoKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredKey> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isPhotoKey(object.Key)) continue;
        yield { key: object.Key, lastModified: object.LastModified ?? new Date(0), size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PhotoStoreUnreachableError(this.description, error);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
