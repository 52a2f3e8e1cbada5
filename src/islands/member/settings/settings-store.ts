// The settings screens' records and saving them (docs/rules/client.md, "Loading data"): the profile,
// the billing address and the notification settings. A save puts the server's answer in place, so the
// form shows what was stored.
import type { Item } from '../../../lib/api/client.ts';
import { getDefaultAddress, getNewsEmails, getNotificationSettings, getProfile, removeDefaultAddress, saveDefaultAddress, saveNotificationSettings, setNewsEmails, updateProfile } from '../../../lib/api/accounts.ts';
import type { Address, AddressRequest, NewsEmails, NotificationSettings } from '../../../lib/schemas/accounts.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';
import { updateUser } from '../../../stores/session.ts';

export const $profile = createFetcherStore<Awaited<ReturnType<typeof getProfile>>>([$memberKey, 'profile'], { fetcher: () => getProfile() });
export const $address = createFetcherStore<Item<Address | null>>([$memberKey, 'address'], { fetcher: () => getDefaultAddress() });
/** The member's agreement to news by e-mail, apart from the notification settings (docs/rules/integrations.md, "Consent"). */
export const $newsEmails = createFetcherStore<Item<NewsEmails>>([$memberKey, 'news-emails'], { fetcher: () => getNewsEmails() });

export async function saveNewsEmails(subscribed: boolean): Promise<NewsEmails> {
  const { data } = await setNewsEmails(subscribed);
  $newsEmails.mutate({ data });
  return data;
}

export const $notificationSettings = createFetcherStore<Item<NotificationSettings>>([$memberKey, 'notification-settings'], { fetcher: () => getNotificationSettings() });

/** Saves the profile (a form with the name, gender and avatar) and the session's user with it, so the header follows. */
export async function saveProfile(body: FormData): Promise<void> {
  const { data: saved } = await updateProfile(body);
  updateUser(saved);
  $profile.mutate({ data: saved });
}

export async function saveAddress(values: AddressRequest): Promise<void> {
  const { data: saved } = await saveDefaultAddress(values);
  $address.mutate({ data: saved });
}

export async function removeAddress(): Promise<void> {
  await removeDefaultAddress();
  $address.mutate({ data: null });
}

export async function saveNotificationPreferences(settings: NotificationSettings): Promise<NotificationSettings> {
  const { data: saved } = await saveNotificationSettings(settings);
  $notificationSettings.mutate({ data: saved });
  return saved;
}
