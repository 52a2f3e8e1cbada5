// Invoice numbers (docs/rules/billing.md): sequential per year without gaps, also when payments are
// paid at the same instant and when a payment's transaction rolls back after taking a number.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client.ts';
import { invoices } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { invoiceInput, issueTestInvoice } from './factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const sequencesOf = async (year: number) => (await t.db.select({ sequence: invoices.sequence, number: invoices.number }).from(invoices).where(eq(invoices.year, year))).sort((a, b) => a.sequence - b.sequence);

describe('invoice numbers', () => {
  it('are 1, 2, 3… without gaps or repeats when twenty payments are paid at once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, (_, i) => t.member({ name: `Payer ${i}` })));
    const at = new Date('2031-06-01T12:00:00Z');
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const row = await issueTestInvoice(tx as unknown as Db, invoiceInput(members[i % 5]!.id), t.config.billing, at);
          // Hold the transaction open a moment, as a payment's other writes would.
          await new Promise((r) => setTimeout(r, 5));
          return row;
        }),
      ),
    );
    expect(new Set(rows.map((r) => r.number)).size).toBe(20);
    const stored = await sequencesOf(2031);
    expect(stored.map((s) => s.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(stored[0]!.number).toBe('WS-2031-000001');
    expect(stored[19]!.number).toBe('WS-2031-000020');
  });

  it('leave no gap when a payment’s transaction rolls back after taking a number', async () => {
    const m = await t.member({ name: 'Rollback' });
    const at = new Date('2032-02-01T12:00:00Z');
    await t.db.transaction((tx) => issueTestInvoice(tx as unknown as Db, invoiceInput(m.id), t.config.billing, at));
    await expect(
      t.db.transaction(async (tx) => {
        await issueTestInvoice(tx as unknown as Db, invoiceInput(m.id), t.config.billing, at);
        throw new Error('the payment failed to commit');
      }),
    ).rejects.toThrow('the payment failed to commit');
    await t.db.transaction((tx) => issueTestInvoice(tx as unknown as Db, invoiceInput(m.id), t.config.billing, at));
    expect((await sequencesOf(2032)).map((s) => s.number)).toEqual(['WS-2032-000001', 'WS-2032-000002']);
  });

  it('start again at 1 each calendar year (UTC)', async () => {
    const m = await t.member({ name: 'New Year' });
    await t.db.transaction((tx) => issueTestInvoice(tx as unknown as Db, invoiceInput(m.id), t.config.billing, new Date('2033-12-31T23:59:59Z')));
    const next = await t.db.transaction((tx) => issueTestInvoice(tx as unknown as Db, invoiceInput(m.id), t.config.billing, new Date('2034-01-01T00:00:00Z')));
    expect(next.number).toBe('WS-2034-000001');
    expect((await sequencesOf(2033)).map((s) => s.number)).toEqual(['WS-2033-000001']);
  });
});
