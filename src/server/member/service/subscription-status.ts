// Whether the member is subscribed (GET /v1/auth/subscription/status): the commerce domain decides
// (docs/rules/commerce.md, "Access"). The accounts domain answers the route with it
// (src/server/wiring.ts; docs/domain-order.md).
import type { SubscriptionStatus } from '../../../lib/schemas/accounts.ts';
import { subscriptionStatusOf } from '../../commerce/service/index.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';

export async function subscriptionStatus({ db, actor }: { db: Db; actor: Actor }): Promise<SubscriptionStatus> {
  return subscriptionStatusOf(db, actor.id);
}
