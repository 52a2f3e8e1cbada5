// Demo commerce content (docs/rules/commerce.md): one membership with a monthly and a yearly plan, the
// default welcome discount, and codes to try (one good for anything, one for the monthly plan over
// three months, one expired).
import type { Db } from '../db/client.ts';
import { discounts, plans } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

export const DEMO_PLANS = [
  { slug: 'membership-monthly', membership: 'membership', name: 'Membership, monthly', interval: 'month', amount: 1900, description: 'Every course and bundle, billed each month. Cancel any time.' },
  { slug: 'membership-yearly', membership: 'membership', name: 'Membership, yearly', interval: 'year', amount: 19000, description: 'Every course and bundle for a year, at the price of ten months.' },
] as const;

/** Codes the README and the tests can use. */
export const DEMO_CODES = { anything: 'SPRING25', monthly: 'MONTHLY5', expired: 'WINTER10' } as const;

export async function seedDemoCommerce(db: Db, now = new Date()): Promise<{ plans: number; discounts: number }> {
  const planRows = await db
    .insert(plans)
    .values(DEMO_PLANS.map((p, i) => ({ ...p, currency: 'USD', position: i + 1 })))
    .returning({ id: plans.id, slug: plans.slug });
  const monthly = planRows.find((p) => p.slug === 'membership-monthly')!.id;
  const yearly = planRows.find((p) => p.slug === 'membership-yearly')!.id;
  const rows = await db
    .insert(discounts)
    .values([
      {
        name: 'Welcome offer',
        kind: 'percent',
        percentOff: 20,
        duration: 'once',
        planIds: [monthly, yearly],
        isDefault: true,
        validFrom: new Date(now.getTime() - 30 * DAY_MS),
        validTo: new Date(now.getTime() + 365 * DAY_MS),
      },
      {
        code: DEMO_CODES.anything,
        name: 'Spring sale',
        kind: 'percent',
        percentOff: 25,
        duration: 'once',
        maxRedemptions: 1000,
        maxPerMember: 1,
        validTo: new Date(now.getTime() + 365 * DAY_MS),
      },
      {
        code: DEMO_CODES.monthly,
        name: 'Five off for three months',
        kind: 'fixed',
        amountOff: 500,
        currency: 'USD',
        duration: 'months',
        durationMonths: 3,
        planIds: [monthly],
        maxPerMember: 1,
      },
      {
        code: DEMO_CODES.expired,
        name: 'Winter offer',
        kind: 'percent',
        percentOff: 10,
        duration: 'once',
        validFrom: new Date(now.getTime() - 120 * DAY_MS),
        validTo: new Date(now.getTime() - 30 * DAY_MS),
      },
    ])
    .returning({ id: discounts.id });
  return { plans: planRows.length, discounts: rows.length };
}
