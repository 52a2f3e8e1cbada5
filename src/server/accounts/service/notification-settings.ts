// Which notifications a member wants, by e-mail and in the app. Stored per member; types the member
// never touched take their defaults, so adding a type later needs no migration.
import { eq } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type NotificationSettings, type NotificationType } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import { users, type NotificationSettings as StoredSettings } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { loadUser } from './user-view.ts';

export function withDefaults(stored: StoredSettings): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => {
      const s = stored[t.key];
      return [t.key, s ? { email: s.email, in_app: s.inApp } : { ...t.defaults }];
    }),
  ) as NotificationSettings;
}

export async function getNotificationSettings({ db, actor }: { db: Db; actor: Actor }): Promise<NotificationSettings> {
  return withDefaults((await loadUser(db, actor.id)).notificationSettings);
}

export async function saveNotificationSettings({ db, actor, input }: { db: Db; actor: Actor; input: NotificationSettings }): Promise<NotificationSettings> {
  const stored: StoredSettings = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.key, { email: input[t.key].email, inApp: input[t.key].in_app }]));
  await db.update(users).set({ notificationSettings: stored }).where(eq(users.id, actor.id));
  return withDefaults(stored);
}

/**
 * Whether a member wants a notification of this type on this channel: for the domains that send
 * notifications (messaging, mentoring, engagement, commerce). Cancelled members want nothing.
 */
export async function wantsNotification(db: Db, userId: number, type: NotificationType, channel: 'email' | 'in_app'): Promise<boolean> {
  const [row] = await db.select({ settings: users.notificationSettings, cancelledAt: users.cancelledAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || row.cancelledAt) return false;
  return withDefaults(row.settings)[type][channel];
}
