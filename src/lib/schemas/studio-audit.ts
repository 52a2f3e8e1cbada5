// The audit log's requests and responses (docs/rules/studio.md, "Audit log"): the filters of
// GET /v1/admin/audit (actor, action, record, date range, paging) and an entry with its changed
// fields. Shared by the route, the studio's typed client and tests.
import { z } from './zod.ts';
import { blankToUndefined, pageQuery, text } from './input.ts';

/** A changed value longer than this is shortened in `before`/`after`; the whole is in `*_full`. */
export const AUDIT_VALUE_SHORT = 120;

export const AuditChangeSchema = z.object({
  field: z.string(),
  /** The value before, as text (JSON for anything but text), shortened; null when it had none. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The whole value when `before` was shortened, else null. */
  before_full: z.string().nullable(),
  after_full: z.string().nullable(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** The admin who made the change; the name is today's, null when the account is gone. */
  actor: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() }),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.number().int() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The fields that differ between before and after (a creation: every field after; a deletion: every field before). */
  changes: z.array(AuditChangeSchema),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const day = (what: string) =>
  z.preprocess(
    blankToUndefined,
    text()
      .refine(isCalendarDay, { message: `Enter the ${what} day as a real date, YYYY-MM-DD.` })
      .optional()
      .meta({ description: `The ${what} day (UTC, YYYY-MM-DD), inclusive`, example: '2026-11-01' }),
  );

export const AUDIT_ACTION_PATTERN = /^[a-z0-9_-]+(\.[a-z0-9_-]*)*$/;

/** The filters of the list and of its CSV export. */
const auditFilterFields = {
    actor: z.preprocess(
      blankToUndefined,
      text()
        .trim()
        .max(100, { message: 'Keep the actor to 100 characters.' })
        .optional()
        .meta({ description: 'An admin’s user id, or part of their name or e-mail' }),
    ),
    action: z.preprocess(
      blankToUndefined,
      text()
        .trim()
        .toLowerCase()
        .max(100, { message: 'Keep the action to 100 characters.' })
        .regex(AUDIT_ACTION_PATTERN, { message: 'Write an action like member.suspend, or its start ending in a dot, like course.' })
        .optional()
        .meta({ description: 'An action (`member.suspend`), or a prefix ending in a dot (`course.`)' }),
    ),
    record_type: z.preprocess(
      blankToUndefined,
      text()
        .trim()
        .toLowerCase()
        .max(40, { message: 'Keep the record type to 40 characters.' })
        .regex(/^[a-z_]+$/, { message: 'Write a record type like member, course or payment.' })
        .optional()
        .meta({ description: 'The kind of record changed (`member` also finds `user`)' }),
    ),
    record_id: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647, { message: 'Record id must be a whole number from 1 to 2147483647.', abort: true })
        .transform(Number)
        .optional()
        .meta({ type: 'integer', description: 'The record’s id (with record_type)' }),
    ),
    from: day('first'),
    to: day('last'),
};

const checkFilters = (q: { record_id?: number; record_type?: string; from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.record_id !== undefined && !q.record_type) ctx.addIssue({ code: 'custom', path: ['record_type'], message: 'Choose the kind of record the id belongs to.' });
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day cannot be before the first.' });
};

export const AuditQuerySchema = z.object({ ...auditFilterFields, page: pageQuery(100_000, 1), per_page: pageQuery(100, 50) }).superRefine(checkFilters);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** GET /v1/admin/audit.csv: the same filters, every matching row. */
export const AuditExportQuerySchema = z.object(auditFilterFields).superRefine(checkFilters);

/** The kinds of record the studio audits, as the filter offers them (`member` also finds `user`). */
export const AUDIT_RECORD_TYPES = [
  ['member', 'Member'],
  ['course', 'Course'],
  ['section', 'Section'],
  ['lesson', 'Lesson'],
  ['payment', 'Payment'],
  ['plan', 'Plan'],
  ['discount', 'Discount'],
  ['enquiry', 'Enquiry'],
  ['media_file', 'Media file'],
  ['page', 'Page'],
  ['blog_post', 'Blog post'],
  ['help_article', 'Help article'],
  ['help_category', 'Help category'],
  ['category', 'Course category'],
  ['bundle', 'Bundle'],
  ['testimonial', 'Testimonial'],
  ['points_rule', 'Points rule'],
] as const;
