// Whether the member is subscribed (GET /v1/auth/subscription/status). Subscriptions arrive with the
// commerce work; until a subscriptions table exists the honest answer is "not subscribed".
import type { SubscriptionStatus } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';

export async function subscriptionStatus(_: { db: Db; actor: Actor }): Promise<SubscriptionStatus> {
  return { isSubscribed: false, subscription: null };
}
