import { z } from 'zod';
import { emptyAsUndefined, httpBaseAddress } from './config-values';

/**
 * Where photos are kept (PHOTO_STORAGE): the data directory's uploads folder, or any S3-compatible store.
 * Kept apart from config.ts, which composes it, so that file stays readable.
 */

export type PhotoStorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Undefined: AWS itself. */
      endpoint: string | undefined;
      /** Undefined: the SDK's default credential chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** Where browsers load photos from directly (a CDN or the bucket's public address), no trailing slash. */
      publicUrl: string | undefined;
    };

const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());

/** An http(s) address with an optional path and no query, fragment or login; no trailing slash. */
const httpAddress = (example: string) => z.preprocess(emptyAsUndefined, httpBaseAddress(example).optional());

export const PhotoStorageEnvSchema = z.object({
  PHOTO_STORAGE: z.preprocess(
    emptyAsUndefined,
    z.enum(['disk', 's3'], { message: 'must be disk or s3' }).default('disk'),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lowercase letters, digits, . or -)',
      )
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ENDPOINT: httpAddress('https://s3.example.com or http://127.0.0.1:9000'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }).optional(),
  ),
  S3_PUBLIC_URL: httpAddress('https://photos.example.com'),
});

type PhotoStorageEnv = z.infer<typeof PhotoStorageEnvSchema>;

/** Problems that involve more than one variable, as lines of the start-up message. */
export function photoStorageProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.PHOTO_STORAGE !== 's3') return [];
  const lines: string[] = [];
  if (!env.S3_BUCKET)
    lines.push('  S3_BUCKET is not set: PHOTO_STORAGE=s3 needs the bucket to keep photos in');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    lines.push(
      `  ${missing} is not set: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use ` +
        "the AWS SDK's default credentials (environment, profile or instance role)",
    );
  }
  return lines;
}

export function toPhotoStorageConfig(e: PhotoStorageEnv): PhotoStorageConfig {
  if (e.PHOTO_STORAGE === 'disk' || !e.S3_BUCKET) return { kind: 'disk' };
  const pathStyle = e.S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Self-hosted stores (MinIO, Garage, SeaweedFS...) mostly want path-style addresses: the default
    // whenever an endpoint is given.
    forcePathStyle:
      pathStyle === undefined ? e.S3_ENDPOINT !== undefined : pathStyle === 'true' || pathStyle === '1',
    publicUrl: e.S3_PUBLIC_URL,
  };
}
