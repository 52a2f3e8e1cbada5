// Newsletters to members (docs/rules/integrations.md, "Newsletters"): what the studio writes and
// sends, the segments it can choose, and the report. Shared by the routes, the studio and tests.
import { z } from './zod.ts';
import { blankToUndefined, pageQuery, text } from './input.ts';

export const NEWSLETTER_SEGMENTS = {
  news: 'Everyone who agreed to news',
  course: 'Members of a course',
  cohort: 'Members of a cohort',
  subscribers: 'Subscribers',
  inactive: 'Members inactive for 30 days',
} as const;
export type NewsletterSegmentKind = keyof typeof NEWSLETTER_SEGMENTS;
export const NEWSLETTER_SEGMENT_KINDS = Object.keys(NEWSLETTER_SEGMENTS) as NewsletterSegmentKind[];

export const NewsletterSegmentSchema = z
  .object({
    kind: z.enum(NEWSLETTER_SEGMENT_KINDS, { message: `Choose who receives it: ${NEWSLETTER_SEGMENT_KINDS.join(', ')}.` }),
    course_id: z.number({ message: 'Choose the course.' }).int({ message: 'Choose the course.' }).positive({ message: 'Choose the course.' }).optional(),
    cohort_id: z.number({ message: 'Choose the cohort.' }).int({ message: 'Choose the cohort.' }).positive({ message: 'Choose the cohort.' }).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.kind === 'course' && s.course_id === undefined) ctx.addIssue({ code: 'custom', path: ['course_id'], message: 'Choose the course.' });
    if (s.kind === 'cohort' && s.cohort_id === undefined) ctx.addIssue({ code: 'custom', path: ['cohort_id'], message: 'Choose the cohort.' });
  })
  .meta({ description: 'Who receives it, always among the members who agreed to news' });
export type NewsletterSegmentInput = z.infer<typeof NewsletterSegmentSchema>;

export const NewsletterInputSchema = z.object({
  subject: text({ message: 'Write a subject.' })
    .trim()
    .min(1, { message: 'Write a subject.' })
    .max(200, { message: 'Keep the subject under 200 characters.' })
    .meta({ example: 'New this month: a course on sleep' }),
  body_html: text({ message: 'Write the newsletter.' })
    .trim()
    .min(1, { message: 'Write the newsletter.' })
    .max(100_000, { message: 'Keep the newsletter under 100,000 characters.' })
    .meta({ description: 'HTML from the studio’s editor; sanitized when stored' }),
  segment: NewsletterSegmentSchema,
});
export type NewsletterInput = z.infer<typeof NewsletterInputSchema>;

export const SendNewsletterSchema = z.object({
  send_at: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, message: 'Send a date and time such as 2026-12-01T09:00:00Z.' }).optional()).meta({
    description: 'When to send it; now when left out',
  }),
});
export type SendNewsletter = z.infer<typeof SendNewsletterSchema>;

export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;

export const NewsletterSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body_html: z.string(),
  segment: z.object({ kind: z.enum(NEWSLETTER_SEGMENT_KINDS), course_id: z.number().int().optional(), cohort_id: z.number().int().optional() }),
  segment_label: z.string().meta({ example: 'Members of Sleep Better' }),
  status: z.enum(NEWSLETTER_STATUSES),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  audience: z.number().int().nullable().meta({ description: 'How many members the segment holds now (drafts and scheduled ones)' }),
  report: z.object({ recipients: z.number().int(), queued: z.number().int(), sent: z.number().int(), failed: z.number().int(), skipped: z.number().int(), unsubscribed: z.number().int() }),
});
export type Newsletter = z.infer<typeof NewsletterSchema>;

export const NewslettersQuerySchema = z.object({ page: pageQuery(100_000, 1), per_page: pageQuery(100, 20) });

export const UnsubscribeQuerySchema = z.object({
  u: z.string().regex(/^[1-9][0-9]{0,9}$/, { message: 'This unsubscribe link is not complete.' }),
  n: z.string().regex(/^[1-9][0-9]{0,9}$/, { message: 'This unsubscribe link is not complete.' }),
  t: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This unsubscribe link is not complete.' }),
});
