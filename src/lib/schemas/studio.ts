// Requests and responses of the operators' studio under /v1/admin (docs/rules/studio.md): the
// overview, members (search, profile, suspend, restore, password reset), the enquiries inbox and the
// audit log. Shared by the routes, the studio's typed client and tests.
import { z } from './zod.ts';
import { blankToUndefined, pageQuery, text } from './input.ts';

export const ROLES = ['member', 'author', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const Week = z.object({ week_start: z.string(), value: z.number() });

export const OverviewSchema = z.object({
  members: z.object({ total: z.number().int(), suspended: z.number().int(), new_7_days: z.number().int(), new_30_days: z.number().int() }),
  enrolments: z.object({ total: z.number().int(), new_30_days: z.number().int() }),
  completions: z.object({ total: z.number().int(), last_30_days: z.number().int() }),
  /** Paid invoices per week for the last 12 weeks, in the currency with the most revenue; minor units. */
  revenue: z.object({ currency: z.string(), total: z.number().int(), weeks: z.array(Week), svg: z.string() }),
  /** New sign-ups per week for the last 12 weeks. */
  signups: z.object({ weeks: z.array(Week), svg: z.string() }),
  top_courses: z.array(z.object({ id: z.number().int(), title: z.string(), enrolments: z.number().int(), completions: z.number().int() })),
  open_enquiries: z.number().int(),
});
export type Overview = z.infer<typeof OverviewSchema>;

export const MemberSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  is_mentor: z.boolean(),
  email_verified: z.boolean(),
  suspended_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  enrolments: z.number().int(),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

/** The member as a mentor (docs/rules/mentors.md, "Invitation caps" and "Losing mentor rights"). */
export const MemberMentorSchema = z.object({
  /** Set while an admin has withdrawn the member's mentor rights. */
  rights_revoked_at: z.string().nullable(),
  /** Invitation calls refused for passing the daily cap, all time. */
  invitation_refusals: z.number().int(),
  last_refusal_at: z.string().nullable(),
  /** Addresses invited in the last 24 hours, and the cap that applies to the account now. */
  invited_last_24h: z.number().int(),
  daily_invitation_cap: z.number().int(),
});
export type MemberMentor = z.infer<typeof MemberMentorSchema>;

export const MentorRightsRequestSchema = z.object({
  allowed: z.boolean({ message: 'Choose whether the member may be a mentor: true or false.' }),
});

export const MemberProfileSchema = MemberSummarySchema.extend({
  last_seen_at: z.string().nullable(),
  mentor: MemberMentorSchema,
  enrolment_list: z.array(
    z.object({
      id: z.number().int(),
      course: z.object({ id: z.number().int(), title: z.string() }),
      status: z.enum(['active', 'completed']),
      progress_percent: z.number().int(),
      enrolled_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

const searchTerm = z.preprocess(blankToUndefined, text().trim().max(100, { message: 'Keep the search to 100 characters.' }).optional());

export const MembersQuerySchema = z.object({
  q: searchTerm,
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 20),
});

export const EnquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

export const ENQUIRY_STATUSES = ['open', 'handled', 'all'] as const;
export const EnquiriesQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(ENQUIRY_STATUSES, { message: 'Choose open, handled or all.' }).default('open')),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 20),
});

export const REPLY_MAX = 10_000;
export const EnquiryReplySchema = z
  .object({
    message: text({ message: 'Write the reply as text.' })
      .trim()
      .min(1, { message: 'Write a reply before sending it.' })
      .max(REPLY_MAX, { message: `Keep a reply to ${REPLY_MAX} characters.` }),
  })
  .strict();
export type EnquiryReply = z.infer<typeof EnquiryReplySchema>;

export { AuditEntrySchema, AuditQuerySchema, type AuditEntry } from './studio-audit.ts';
