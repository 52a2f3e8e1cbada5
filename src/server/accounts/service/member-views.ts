// Three answers under /v1/auth that read from domains above accounts: the member dashboard
// (GET /v1/auth/home), the data export (GET /v1/auth/export) and the subscription status
// (GET /v1/auth/subscription/status). Accounts sits lowest in the order of domains and imports none
// of them (docs/domain-order.md): the member domain writes these answers and src/server/wiring.ts
// passes them in when the app is built. The routes stay here, under /auth, where they always were.
import type { DataExport, MemberHome, SubscriptionStatus } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { provided } from '../../shared/provided.ts';

export type MemberViews = {
  home: (input: { db: Db; actor: Actor; appUrl: string }) => Promise<MemberHome>;
  exportData: (input: { db: Db; actor: Actor }) => Promise<DataExport>;
  subscriptionStatus: (input: { db: Db; actor: Actor }) => Promise<SubscriptionStatus>;
};

export const memberViews = provided<MemberViews>('accounts.memberViews');

export const memberHome: MemberViews['home'] = (input) => memberViews.get().home(input);
export const exportMemberData: MemberViews['exportData'] = (input) => memberViews.get().exportData(input);
export const subscriptionStatus: MemberViews['subscriptionStatus'] = (input) => memberViews.get().subscriptionStatus(input);
