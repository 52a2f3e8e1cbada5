// One storage interface for files members upload or lessons stream (avatars, task attachments,
// lesson media, certificates). The default keeps them in a folder; an S3-compatible bucket (s3.ts)
// implements the same interface when instances share nothing but the network. An unsafe key is
// refused by every method of both, never read as "missing".
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredFile = { size: number; modified: Date };
export type Storage = {
  put: (key: string, data: Uint8Array | string) => Promise<void>;
  /**
   * Writes a stream of unknown length without holding it: the file appears under `key` only once the
   * stream has ended, and a stream that fails (an upload over its limit, a client gone) leaves nothing
   * behind. Resolves with the number of bytes written.
   */
  putStream: (key: string, body: ReadableStream<Uint8Array>) => Promise<number>;
  get: (key: string) => Promise<Uint8Array | null>;
  stat: (key: string) => Promise<StoredFile | null>;
  /** Bytes start..end inclusive, as a web stream. */
  stream: (key: string, range?: { start: number; end: number }) => ReadableStream<Uint8Array>;
  remove: (key: string) => Promise<void>;
};

/** Keys are relative paths made of safe segments; anything that could climb out of the root is refused. */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  const ok = parts.length > 0 && parts.every((p) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(p) && p !== '..' && !p.includes('..'));
  if (!ok) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

export function createFolderStorage(root: string): Storage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    put: async (key, data) => {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    putStream: async (key, body) => {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // A name no key can have (keys never hold '~'), in the same folder so the rename is atomic.
      const partial = `${file}~${randomBytes(6).toString('hex')}`;
      let bytes = 0;
      const counted = body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ transform: (chunk, c) => void ((bytes += chunk.byteLength), c.enqueue(chunk)) }));
      try {
        await pipeline(Readable.fromWeb(counted as never), createWriteStream(partial));
        await fs.rename(partial, file);
        return bytes;
      } catch (err) {
        await fs.rm(partial, { force: true });
        throw err;
      }
    },
    get: async (key) => {
      const file = full(key);
      try {
        return new Uint8Array(await fs.readFile(file));
      } catch {
        return null;
      }
    },
    stat: async (key) => {
      const file = full(key);
      try {
        const s = await fs.stat(file);
        return s.isFile() ? { size: s.size, modified: s.mtime } : null;
      } catch {
        return null;
      }
    },
    stream: (key, range) => Readable.toWeb(createReadStream(full(key), range)) as ReadableStream<Uint8Array>,
    remove: async (key) => {
      await fs.rm(full(key), { force: true });
    },
  };
}
