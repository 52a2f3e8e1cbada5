// Avatar images: the upload is checked by its content (PNG, JPEG or WebP, at most 5 MB, a sane pixel
// count), turned upright, cropped square to 256x256 and re-encoded as WebP. Re-encoding drops
// metadata such as the GPS position a phone camera writes into photos.
import { randomBytes } from 'node:crypto';
import { ACCOUNT_LIMITS, AVATAR_SIZE, AVATAR_TYPES } from '../../../lib/schemas/accounts.ts';
import { fieldError } from '../../errors.ts';
import { loadSharp } from '../../shared/sharp.ts';
import type { Storage } from '../../storage/storage.ts';
import { m } from '../../../paraglide/messages.js';

const TYPE_MESSAGE = () => m.errors_avatar_type();
const SIZE_MESSAGE = () => m.errors_avatar_too_big({ mb: ACCOUNT_LIMITS.avatarBytes / 1024 / 1024 });
/** Bigger than any phone camera; stops a small file that decompresses into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;
const DECODED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export const AVATAR_FILE_PATTERN = /^\d+-[A-Za-z0-9_-]{8,40}\.webp$/;

export function isUploadedFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/** Validates and resizes an uploaded image; throws a 422 on the `avatar` field when it is unusable. */
export async function processAvatar(file: File): Promise<Uint8Array> {
  if (file.size === 0) throw fieldError('avatar', TYPE_MESSAGE());
  if (file.size > ACCOUNT_LIMITS.avatarBytes) throw fieldError('avatar', SIZE_MESSAGE());
  if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type)) throw fieldError('avatar', TYPE_MESSAGE());
  const input = Buffer.from(await file.arrayBuffer());
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    // The declared type can lie; the bytes cannot.
    if (!meta.format || !DECODED_FORMATS.has(meta.format)) throw fieldError('avatar', TYPE_MESSAGE());
    const out = await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 85 }).toBuffer();
    return new Uint8Array(out);
  } catch (err) {
    if (err instanceof Error && err.name === 'AppError') throw err;
    throw fieldError('avatar', m.errors_avatar_unreadable());
  }
}

/** Stores the processed image under a fresh name (so caches can keep it forever) and returns its key. */
export async function storeAvatar(storage: Storage, userId: number, image: Uint8Array): Promise<string> {
  const key = `avatars/${userId}-${randomBytes(12).toString('base64url')}.webp`;
  await storage.put(key, image);
  return key;
}

/** Removes a stored avatar; images that are not ours (seeded URLs) are left alone. */
export async function removeStoredAvatar(storage: Storage, avatarPath: string | null): Promise<void> {
  if (avatarPath?.startsWith('avatars/')) await storage.remove(avatarPath).catch(() => undefined);
}
