// The S3-compatible backend of the storage interface (docs/deploy.md, "Object storage"): every
// instance reads and writes the same bucket, so a file uploaded through one instance streams through
// any other. Works with AWS S3 and with stores that speak its API (MinIO, Ceph, R2, s3rver in tests).
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type Storage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** Omitted for AWS itself; the store's URL otherwise (http://127.0.0.1:9000). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** Keys are stored under this folder of the bucket (no leading or trailing slash), if set. */
  prefix?: string;
};

function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) return err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound';
  return false;
}

export function createS3Storage(settings: S3Settings): Storage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return settings.prefix ? `${settings.prefix}/${key}` : key;
  };

  const body = async (key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array>> => {
    const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
    if (!res.Body) return new ReadableStream({ start: (c) => c.close() });
    return res.Body.transformToWebStream() as ReadableStream<Uint8Array>;
  };

  return {
    client,
    put: async (key, data) => {
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.byteLength }));
    },
    // A multipart upload of 8 MB parts, two in flight: at most a few parts are held, whatever the
    // stream's length (which is not known in advance, so a single PutObject cannot take it). A stream
    // that fails aborts the upload and leaves no object.
    putStream: async (key, body) => {
      let bytes = 0;
      // The stream's own failure is the one to report (an upload over its limit is the caller's 422),
      // not whatever the store answers to the abort that follows it.
      let failure: { reason: unknown } | undefined;
      const reader = body.getReader();
      const counted = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done, value } = await reader.read();
            if (done) return controller.close();
            bytes += value.byteLength;
            controller.enqueue(value);
          } catch (reason) {
            failure = { reason };
            controller.error(reason);
          }
        },
        cancel: (reason) => reader.cancel(reason),
      });
      const upload = new Upload({ client, params: { Bucket, Key: objectKey(key), Body: Readable.fromWeb(counted as never) }, partSize: 8 * 1024 * 1024, queueSize: 2, leavePartsOnError: false });
      try {
        await upload.done();
      } catch (err) {
        throw failure ? failure.reason : err;
      }
      return bytes;
    },
    get: async (key) => {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    stat: async (key) => {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: Number(res.ContentLength ?? 0), modified: res.LastModified ?? new Date(0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    // The interface hands back a stream at once; the object is asked for when the reader first pulls,
    // so a response that is never read costs no request to the store.
    stream: (key, range) => {
      objectKey(key);
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      return new ReadableStream<Uint8Array>({
        pull: async (controller) => {
          reader ??= (await body(key, range)).getReader();
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: async (reason) => {
          await reader?.cancel(reason);
        },
      });
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
