// Reading an uploaded course archive (docs/rules/studio.md, "Course export and import"). The upload
// is kept in storage while it is read, and yauzl reads it by ranges through the storage interface
// (folder or S3 alike), starting from the central directory: only what the directory lists is ever
// read, every name is checked by yauzl (no absolute paths, no `..`), and an entry that unpacks to
// more bytes than it declared is stopped (validateEntrySizes).
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { fieldError } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { webStreamOf } from '../../shared/web-stream.ts';

class StorageReader extends yauzl.RandomAccessReader {
  private readonly storage: Storage;
  private readonly key: string;
  constructor(storage: Storage, key: string) {
    super();
    this.storage = storage;
    this.key = key;
  }
  override _readStreamForRange(start: number, end: number): Readable {
    if (end <= start) return Readable.from([]);
    return Readable.fromWeb(this.storage.stream(this.key, { start, end: end - 1 }) as never);
  }
}

export type ArchiveEntry = { name: string; bytes: number; entry: yauzl.Entry };
export type OpenArchive = { entries: Map<string, ArchiveEntry>; read: (name: string) => Promise<Uint8Array>; stream: (name: string) => Promise<ReadableStream<Uint8Array>>; close: () => void };

const UNREADABLE = 'This file is not a zip archive we can read. Export the course again and upload the .zip as it was downloaded.';

/** Opens the archive stored under `key` and lists its entries; a 422 on `file` when it cannot be read. */
export async function openArchive(storage: Storage, key: string, size: number, maxEntries: number): Promise<OpenArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new StorageReader(storage, key), size, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true, autoClose: false });
  } catch {
    throw fieldError('file', UNREADABLE);
  }
  if (zip.entryCount > maxEntries) {
    zip.close();
    throw fieldError('file', `The archive holds ${zip.entryCount} files; at most ${maxEntries} are allowed.`);
  }
  const entries = new Map<string, ArchiveEntry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entries.has(entry.fileName)) throw fieldError('file', `The archive holds “${entry.fileName}” twice.`);
      entries.set(entry.fileName, { name: entry.fileName, bytes: entry.uncompressedSize, entry });
    }
  } catch (err) {
    zip.close();
    if (err instanceof Error && err.name === 'AppError') throw err;
    // yauzl names the problem: an absolute or climbing path ("invalid relative path"), a damaged directory.
    const reason = err instanceof Error ? err.message : 'it is damaged';
    throw fieldError('file', /relative path|absolute path|invalid characters/i.test(reason) ? `The archive holds a file with an unsafe path (${reason.slice(0, 200)}); it was refused.` : UNREADABLE);
  }
  const streamOf = async (name: string) => {
    const found = entries.get(name);
    if (!found) throw fieldError('file', `The archive does not hold “${name}”.`);
    return zip.openReadStreamPromise(found.entry);
  };
  return {
    entries,
    read: async (name) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await streamOf(name)) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
    },
    stream: async (name) => webStreamOf(await streamOf(name)),
    close: () => zip.close(),
  };
}
