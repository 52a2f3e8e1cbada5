// Profile changes: name, gender, language and the avatar (upload a new one, or remove it for the default).
// The new image is stored before the row changes and the old one removed after, so the profile
// never points at a missing file.
import { eq } from 'drizzle-orm';
import type { ProfileUpdate, User } from '../../../lib/schemas/accounts.ts';
import { users } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { isUploadedFile, processAvatar, removeStoredAvatar, storeAvatar } from './avatar.ts';
import { loadUser, toUser } from './user-view.ts';
import { m } from '../../../paraglide/messages.js';

export async function updateProfile({ deps, actor, input }: { deps: Deps; actor: Actor; input: ProfileUpdate }): Promise<User> {
  const { db, storage } = deps;
  const before = await loadUser(db, actor.id);
  const given = input.avatar;
  if (given !== undefined && given !== '' && !isUploadedFile(given)) throw fieldError('avatar', m.errors_avatar_as_file());
  const upload = isUploadedFile(given) && given.size > 0 ? given : undefined;
  let avatarPath = before.avatarPath;
  if (upload) avatarPath = await storeAvatar(storage, actor.id, await processAvatar(upload));
  else if (input.remove_avatar) avatarPath = null;
  const [row] = await db.update(users).set({ name: input.name, gender: input.gender, avatarPath, ...(input.language ? { language: input.language } : {}) }).where(eq(users.id, actor.id)).returning();
  if (avatarPath !== before.avatarPath) await removeStoredAvatar(storage, before.avatarPath);
  return toUser(row!);
}
