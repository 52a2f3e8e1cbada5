// Reads a stored avatar for the public media route. Names are checked against the pattern we write,
// so the route can never be turned into a way to read other stored files.
import type { Storage } from '../../storage/storage.ts';
import { notFound } from '../../errors.ts';
import { AVATAR_FILE_PATTERN } from './avatar.ts';

export async function readAvatarFile({ storage, file }: { storage: Storage; file: string }): Promise<Uint8Array> {
  if (!AVATAR_FILE_PATTERN.test(file)) throw notFound('image');
  const bytes = await storage.get(`avatars/${file}`);
  if (!bytes) throw notFound('image');
  return bytes;
}
