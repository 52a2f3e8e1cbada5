// `npm run storage:copy`: copies every file of the media folder (MEDIA_DIR, by default DATA_DIR/media)
// into the bucket the S3_* variables name (docs/deploy.md, "Object storage"). Safe to run again: a
// file already in the bucket with the same size is left alone. The folder is not changed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type Config } from '../src/server/config.ts';
import { createS3Storage } from '../src/server/storage/s3.ts';

export type CopySummary = { copied: number; skipped: number; refused: string[] };

async function* filesUnder(root: string, dir = root): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

export async function copyFolderToBucket(config: Config, log: (line: string) => void = console.log): Promise<CopySummary> {
  if (config.storage.kind !== 's3') throw new Error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION and the keys as needed) to name the bucket to copy into.');
  const bucket = createS3Storage(config.storage);
  const summary: CopySummary = { copied: 0, skipped: 0, refused: [] };
  try {
    for await (const key of filesUnder(config.mediaDir)) {
      const bytes = new Uint8Array(await fs.readFile(path.join(config.mediaDir, key)));
      let existing;
      try {
        existing = await bucket.stat(key);
      } catch (err) {
        // A name the storage interface would never have written (spaces, dot files): reported, not copied.
        if (err instanceof Error && err.message.startsWith('Unsafe storage key')) {
          summary.refused.push(key);
          continue;
        }
        throw err;
      }
      if (existing?.size === bytes.byteLength) {
        summary.skipped++;
        continue;
      }
      await bucket.put(key, bytes);
      summary.copied++;
    }
  } finally {
    bucket.client.destroy();
  }
  log(`Copied ${summary.copied} files from ${config.mediaDir} to bucket ${config.storage.bucket}; ${summary.skipped} were already there.`);
  if (summary.refused.length) log(`Not copied (names the app never writes): ${summary.refused.join(', ')}`);
  return summary;
}

if (import.meta.main) {
  try {
    await copyFolderToBucket(loadConfig());
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
