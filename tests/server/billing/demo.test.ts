// The demo member's billing: one past membership payment with its invoice to her Portland address,
// a quarter of it refunded with its credit note, and a subscription that has ended (so she is not
// subscribed today).
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestContext } from '../../helpers/app.ts';
import { withDemoMember } from '../../helpers/demo.ts';
import { pageText } from '../../helpers/pdf-text.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  ({ t, token } = await withDemoMember());
});
afterAll(() => t.close());

it('lists one past payment whose invoice is billed to her address, with the welcome discount', async () => {
  const list = await body(await t.api('GET', '/v1/auth/billing', { token }));
  expect(list.meta.total).toBe(1);
  const [record] = list.data;
  expect(record).toMatchObject({ description: 'Membership, monthly', amount: 1520, currency: 'USD', status: 'partially_refunded', link: `/billing/${record.id}` });
  // A quarter was refunded later, with its credit note (src/server/demo/billing.ts).
  expect(record.credit_notes).toEqual([expect.objectContaining({ number: expect.stringMatching(/^WS-CN-\d{4}-000001$/), amount: 380, currency: 'USD', reason: 'A week of the month when the site was down' })]);
  const note = await t.api('GET', record.credit_notes[0].download_path, { token });
  expect(note.status).toBe(200);
  expect(pageText(await PDFDocument.load(new Uint8Array(await note.arrayBuffer())))).toContain(record.number);
  expect(Date.now() - Date.parse(record.date)).toBeGreaterThan(60 * 86_400_000);
  const invoice = (await body(await t.api('GET', `/v1/auth/billing/${record.id}`, { token }))).data;
  expect(invoice.buyer.address_lines).toEqual(['418 Maple Avenue', 'Apartment 3B', '97205 Portland', 'OR', 'United States']);
  expect(invoice.discount).toEqual({ label: 'Welcome offer', amount: 380 });
  expect(invoice.number).toMatch(/^WS-\d{4}-000001$/);
  const pdf = await PDFDocument.load(new Uint8Array(await (await t.api('GET', invoice.download_path, { token })).arrayBuffer()));
  expect(pageText(pdf)).toContain('418 Maple Avenue');
});

it('has no live subscription and no receipt notification from the seed', async () => {
  expect((await body(await t.api('GET', '/v1/auth/subscription/status', { token }))).data.isSubscribed).toBe(false);
  const notes = await body(await t.api('GET', '/v1/auth/notifications', { token }));
  expect(notes.data.filter((n: { type: string }) => n.type === 'billing')).toEqual([]);
});
