// The storage the configuration asks for: a folder (the default) or an S3-compatible bucket.
import type { StorageConfig } from '../config.ts';
import { createS3Storage } from './s3.ts';
import { createFolderStorage, type Storage } from './storage.ts';

export function createStorage(config: StorageConfig): Storage {
  if (config.kind === 's3') return createS3Storage(config);
  return createFolderStorage(config.dir);
}

/** Where the files are, for log lines and messages (never a credential). */
export function describeStorage(config: StorageConfig): string {
  return config.kind === 's3' ? `bucket ${config.bucket}${config.prefix ? `/${config.prefix}` : ''}${config.endpoint ? ` at ${config.endpoint}` : ''}` : config.dir;
}
