import "server-only";
// FileStorage on an S3-compatible bucket (AWS S3, MinIO, R2...), chosen when S3_BUCKET is set.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertStorageKey, type FileStorage } from "./types";

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2...): addressed path-style, as those services expect. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A folder inside the bucket, so one bucket can serve several environments. */
  prefix?: string;
};

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return error instanceof NoSuchKey || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
};

export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const prefix = config.prefix ? `${config.prefix.replace(/\/+$/, "")}/` : "";
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!result.Body) return null;
        return new Uint8Array(await result.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
