// Which notifications a member wants, by e-mail (immediately, in a daily digest, or off) and in the
// app. Stored per member; types the member never touched take their defaults, so adding a type later
// needs no migration. Settings saved before the digest existed hold `email: true|false`: read as
// immediately|off (docs/rules/notifications.md).
import { eq } from 'drizzle-orm';
import { NOTIFICATION_TYPES, PUSH_TYPES, type EmailFrequency, type NotificationSettings, type NotificationType } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import { users, type NotificationSettings as StoredSettings } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { loadUser } from './user-view.ts';

function emailFrequency(stored: StoredSettings[string]['email']): EmailFrequency {
  if (stored === true) return 'immediately';
  if (stored === false) return 'off';
  return stored === 'daily' || stored === 'off' ? stored : 'immediately';
}

export function withDefaults(stored: StoredSettings): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => {
      const s = stored[t.key];
      const push = PUSH_TYPES.includes(t.key) && (s?.push ?? t.defaults.push);
      return [t.key, s ? { email: emailFrequency(s.email), in_app: s.inApp, push } : { ...t.defaults, push }];
    }),
  ) as NotificationSettings;
}

export async function getNotificationSettings({ db, actor }: { db: Db; actor: Actor }): Promise<NotificationSettings> {
  return withDefaults((await loadUser(db, actor.id)).notificationSettings);
}

export async function saveNotificationSettings({ db, actor, input }: { db: Db; actor: Actor; input: NotificationSettings }): Promise<NotificationSettings> {
  // A save without `push` (a client from before push) keeps the member's current choice.
  const current = withDefaults((await loadUser(db, actor.id)).notificationSettings);
  const stored: StoredSettings = Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => [t.key, { email: input[t.key].email, inApp: input[t.key].in_app, push: PUSH_TYPES.includes(t.key) && (input[t.key].push ?? current[t.key].push ?? false) }]),
  );
  await db.update(users).set({ notificationSettings: stored }).where(eq(users.id, actor.id));
  return withDefaults(stored);
}

/** What a member wants for one type, with the address to mail; null for a cancelled or unknown member. */
export async function notificationPreference(
  db: Db,
  userId: number,
  type: NotificationType,
): Promise<{ email: EmailFrequency; inApp: boolean; push: boolean; address: string; name: string; timeZone: string | null; language: 'en' | 'es' } | null> {
  const [row] = await db
    .select({ settings: users.notificationSettings, cancelledAt: users.cancelledAt, email: users.email, name: users.name, timeZone: users.timeZone, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.cancelledAt) return null;
  const want = withDefaults(row.settings)[type];
  return { email: want.email, inApp: want.in_app, push: want.push ?? false, address: row.email, name: row.name, timeZone: row.timeZone, language: row.language };
}

/**
 * Whether a member wants a notification of this type on this channel (e-mail: immediately or in the
 * digest). Cancelled members want nothing.
 */
export async function wantsNotification(db: Db, userId: number, type: NotificationType, channel: 'email' | 'in_app'): Promise<boolean> {
  const want = await notificationPreference(db, userId, type);
  if (!want) return false;
  return channel === 'email' ? want.email !== 'off' : want.inApp;
}
