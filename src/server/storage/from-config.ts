// The storage the configuration asks for: a folder (the default) or an S3-compatible bucket.
import type { StorageConfig } from '../config.ts';
import { lazyModule } from '../shared/lazy-module.ts';
import { createFolderStorage, type Storage } from './storage.ts';

export function createStorage(config: StorageConfig): Storage {
  if (config.kind === 's3') return lazyS3Storage(config);
  return createFolderStorage(config.dir);
}

/**
 * The bucket, with the AWS SDK loaded at the first file operation instead of at start-up
 * (docs/performance.md, "Start-up"); each operation then goes to the S3 storage unchanged.
 */
function lazyS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): Storage {
  const s3 = lazyModule(async () => (await import('./s3.ts')).createS3Storage(config));
  return {
    put: async (key, data) => (await s3()).put(key, data),
    putStream: async (key, body) => (await s3()).putStream(key, body),
    get: async (key) => (await s3()).get(key),
    stat: async (key) => (await s3()).stat(key),
    remove: async (key) => (await s3()).remove(key),
    stream: (key, range) => {
      const reader = s3().then((storage) => storage.stream(key, range).getReader());
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const chunk = await (await reader).read();
          if (chunk.done) controller.close();
          else controller.enqueue(chunk.value);
        },
        async cancel(reason) {
          await (await reader).cancel(reason);
        },
      });
    },
  };
}

/** Where the files are, for log lines and messages (never a credential). */
export function describeStorage(config: StorageConfig): string {
  return config.kind === 's3' ? `bucket ${config.bucket}${config.prefix ? `/${config.prefix}` : ''}${config.endpoint ? ` at ${config.endpoint}` : ''}` : config.dir;
}
