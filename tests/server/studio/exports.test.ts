// The studio's CSV exports (docs/rules/studio.md, "Exports"; issue 32 part 4), read back with a CSV
// parser as a spreadsheet would: a byte-order mark, CRLF, quoting, formulas neutralised, non-Latin
// names intact; each export keeps its screen's filters (members' search, a course's enrolments,
// paid payments, audit filters); a refund is a negative row with its credit note. 401, 403, 404, 422.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, siteSurveyResponses, siteSurveys } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json, paidCourse, pay } from '../commerce/helpers.ts';
import { enrol, makeLearningCourse } from '../learning/factories.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let tricky: Awaited<ReturnType<TestContext['member']>>;
let buyer: Awaited<ReturnType<TestContext['member']>>;
let paymentId: number;
let courseId: number;

const GB = { line1: '1 High Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB' };

async function csv(path: string, token = admin.token) {
  const res = await t.api('GET', path, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="wellspring-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  // Records end in CRLF; a line break inside a quoted cell (the audit's changes) is the cell's own.
  expect(text.slice(1, text.indexOf('\n') + 1)).toMatch(/^[a-z_,]+\r\n$/);
  expect(text.endsWith('\r\n')).toBe(true);
  return parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
}

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { BILLING_TAX_RATES: 'GB=20' } });
  admin = await t.member({ name: 'Export Admin', role: 'admin', email: 'export.admin@example.test' });
  tricky = await t.member({ name: '=HYPERLINK("http://evil.test","Ünïcødé 山田, \"Hana\"")', email: 'export.tricky@example.test' });
  buyer = await t.member({ name: 'Export Buyer', email: 'export.buyer@example.test' });
  const course = await makeLearningCourse(t.db, { free: true, title: 'Export Course' });
  courseId = course.course.id;
  await enrol(t, tricky.token, courseId);
  await enrol(t, buyer.token, courseId);
  const paid = await paidCourse(t, 2900);
  const res = await t.api('POST', `/v1/courses/${paid.id}/buy`, { token: buyer.token, json: { billing: GB } });
  const { data } = await json(res);
  await pay(t, data.url);
  [{ id: paymentId }] = (await t.db.select({ id: payments.id }).from(payments).where(eq(payments.reference, data.reference))) as [{ id: number }];
  expect((await t.api('POST', `/v1/admin/payments/${paymentId}/refund`, { token: admin.token, json: { amount: 1000, reason: '-refund for a missing lesson' } })).status).toBe(200);
});
afterAll(() => t.close());

describe('CSV exports', () => {
  it('members: every matching member; a formula-like name starts with an apostrophe, accents and quotes intact', async () => {
    const rows = await csv('/v1/admin/members.csv?q=export.');
    expect(rows.map((r) => r.email)).toEqual(['export.admin@example.test', 'export.tricky@example.test', 'export.buyer@example.test']);
    expect(rows[1]).toMatchObject({ id: String(tricky.id), role: 'member', mentor: 'no', email_verified: 'yes', suspended_at: '' });
    expect(rows[1]!.name).toBe(`'=HYPERLINK("http://evil.test","Ünïcødé 山田, "Hana"")`);
    expect(await csv('/v1/admin/members.csv?q=nobody-matches-this')).toEqual([]);
  });

  it('enrolments of one course, with progress', async () => {
    const rows = await csv(`/v1/admin/enrolments.csv?course_id=${courseId}`);
    expect(rows.map((r) => [r.member_id, r.course, r.status, r.progress_percent])).toEqual([
      [String(tricky.id), 'Export Course', 'active', '0'],
      [String(buyer.id), 'Export Course', 'active', '0'],
    ]);
    const mine = await csv(`/v1/admin/enrolments.csv?member_id=${tricky.id}`);
    expect(mine.map((r) => r.course_id)).toEqual([String(courseId)]);
  });

  it('payments: the payment and under it its refund, negative, with the credit note and its tax', async () => {
    const rows = (await csv('/v1/admin/payments.csv?status=paid')).filter((r) => r.member_id === String(buyer.id));
    expect(rows.map((r) => [r.type, r.status, r.amount, r.tax_rate_percent, r.tax])).toEqual([
      ['payment', 'paid', '29', '20', '4.83'],
      ['refund', 'succeeded', '-10', '20', '-1.67'],
    ]);
    expect(rows[0]!.document_number).toMatch(/^WS-\d{4}-\d{6}$/);
    expect(rows[1]!.document_number).toMatch(/^WS-CN-\d{4}-\d{6}$/);
    expect(rows[1]!.reason).toBe(`'-refund for a missing lesson`);
    expect((await csv('/v1/admin/payments.csv?status=failed')).some((r) => r.member_id === String(buyer.id))).toBe(false);
  });

  it('a survey’s answers', async () => {
    const [survey] = await t.db.insert(siteSurveys).values({ slug: 'export-nps', title: 'NPS', question: 'How likely?', commentLabel: 'Why?', trigger: 'dashboard' as never }).returning();
    await t.db.insert(siteSurveyResponses).values([
      { surveyId: survey!.id, userId: buyer.id, score: 9, comment: 'Lovely, calm', answeredAt: new Date() },
      { surveyId: survey!.id, userId: tricky.id, score: null, dismissedAt: new Date() },
    ]);
    const rows = await csv(`/v1/admin/surveys/${survey!.id}/answers.csv`);
    expect(rows.map((r) => [r.member_id, r.score, r.comment])).toEqual([[String(buyer.id), '9', 'Lovely, calm']]);
    expect((await t.api('GET', '/v1/admin/surveys/999999/answers.csv', { token: admin.token })).status).toBe(404);
  });

  it('the audit log with its filters, the changed fields in one cell', async () => {
    const rows = await csv(`/v1/admin/audit.csv?record_type=payment&record_id=${paymentId}`);
    expect(rows.map((r) => r.action)).toEqual(['payment.refund_confirmed', 'payment.refund']);
    expect(rows[0]!.actor_email).toBe('export.admin@example.test');
    expect(rows[0]!.changes).toContain('refunded_amount: 0 → 1000');
    expect(await csv('/v1/admin/audit.csv?from=2000-01-01&to=2000-01-02')).toEqual([]);
  });

  it('refuses bad filters (422 beside the field), no token (401), a member or an author (403), an unknown course (404)', async () => {
    const bad = async (path: string, field: string) => {
      const res = await t.api('GET', path, { token: admin.token });
      expect(res.status).toBe(422);
      expect(JSON.stringify(await res.json())).toContain(field);
    };
    await bad('/v1/admin/enrolments.csv?course_id=abc', 'course_id');
    await bad('/v1/admin/payments.csv?status=lost', 'status');
    await bad('/v1/admin/audit.csv?from=2026-02-30', 'from');
    await bad('/v1/admin/audit.csv?from=2026-02-02&to=2026-02-01', 'to');
    await bad(`/v1/admin/members.csv?q=${'x'.repeat(101)}`, 'q');
    expect((await t.api('GET', '/v1/admin/members.csv')).status).toBe(401);
    const author = await t.member({ role: 'author' });
    for (const token of [tricky.token, author.token]) {
      for (const path of ['/v1/admin/members.csv', '/v1/admin/enrolments.csv', '/v1/admin/payments.csv', '/v1/admin/audit.csv']) expect((await t.api('GET', path, { token })).status).toBe(403);
    }
    expect((await t.api('GET', '/v1/admin/enrolments.csv?course_id=999999', { token: admin.token })).status).toBe(404);
  });
});
