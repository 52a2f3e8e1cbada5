// The mentor programme as the API shows it (docs/rules/mentors.md): invitations both ways, mentees,
// groups, course recommendations, assigned courses, the mentor's home and what a mentee's dashboard
// shows. Shared by the routes, the typed client and the /mentors pages.
import { z } from './zod.ts';
import { boundedArray, id, text } from './input.ts';

export const MENTOR_LIMITS = {
  /** Addresses in one invitation request. */
  emails: 20,
  message: 1000,
  groupName: 100,
  groupDescription: 1000,
  groupMembers: 100,
  note: 1000,
  targets: 100,
} as const;

const email = text({ message: 'Please enter an e-mail address.' })
  .trim()
  .min(1, 'Please enter an e-mail address.')
  .max(254, 'The e-mail address is too long.')
  // The address is named: in a list of twenty, "emails.7" alone does not say which one to fix.
  .pipe(z.email({ error: (issue) => `“${String(issue.input).slice(0, 80)}” is not an e-mail address. Please check it, like name@example.com.` }))
  .transform((v) => v.toLowerCase());

export const InviteRequestSchema = z
  .object({
    emails: boundedArray(email, MENTOR_LIMITS.emails).refine((a) => a.length > 0, { message: 'Please enter at least one e-mail address.' }),
    message: text().trim().max(MENTOR_LIMITS.message, `The message can be at most ${MENTOR_LIMITS.message} characters.`).optional().default(''),
  })
  .strict();
export type InviteRequest = z.input<typeof InviteRequestSchema>;

export const InviteReminderRequestSchema = z.object({ id: id() }).strict();
export type InviteReminderRequest = z.infer<typeof InviteReminderRequestSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled', 'removed'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const PersonSchema = z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string() });
export type Person = z.infer<typeof PersonSchema>;

/** An invitation as its mentor sees it. */
export const InviteeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The member, once the address belongs to one. */
  member: PersonSchema.nullable(),
  status: z.enum(INVITATION_STATUSES),
  message: z.string(),
  reminders: z.number().int(),
  /** When a reminder may be sent (null: never again, or not pending). */
  can_remind_at: z.string().nullable(),
  invited_at: z.string(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
});
export type Invitee = z.infer<typeof InviteeSchema>;

export const InviteResultSchema = z.object({
  invited: z.array(InviteeSchema),
  /** Addresses left out, each with the reason (already a mentee, your own address...). */
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type InviteResult = z.infer<typeof InviteResultSchema>;

/** An invitation as the invited member sees it. */
export const RequestedInviteSchema = z.object({
  id: z.number().int(),
  mentor: PersonSchema,
  message: z.string(),
  invited_at: z.string(),
  expires_at: z.string(),
});
export type RequestedInvite = z.infer<typeof RequestedInviteSchema>;

export const RespondResultSchema = z.object({ id: z.number().int(), status: z.enum(['accepted', 'declined']) });

export const GroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  members: z.array(PersonSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof GroupSchema>;

export const GroupRequestSchema = z
  .object({
    name: text({ message: 'Please give the group a name.' }).trim().min(1, 'Please give the group a name.').max(MENTOR_LIMITS.groupName, `The name can be at most ${MENTOR_LIMITS.groupName} characters.`),
    description: text().trim().max(MENTOR_LIMITS.groupDescription, `The description can be at most ${MENTOR_LIMITS.groupDescription} characters.`).optional().default(''),
    member_ids: boundedArray(id(), MENTOR_LIMITS.groupMembers).optional().default([]),
  })
  .strict();
export type GroupRequest = z.input<typeof GroupRequestSchema>;

export const ItemSchema = z.object({
  kind: z.enum(['course', 'bundle']),
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  price_cents: z.number().int(),
  is_free: z.boolean(),
  /** "Free" or the formatted price, e.g. "$29.00". */
  price_label: z.string(),
});
export type RecommendedItem = z.infer<typeof ItemSchema>;

export const PROGRESS_STATUSES = ['not_started', 'started', 'finished'] as const;
export const MenteeProgressSchema = z.object({
  mentee: PersonSchema,
  status: z.enum(PROGRESS_STATUSES),
  progress_percent: z.number().int(),
});

export const RecommendationSchema = z.object({
  id: z.number().int(),
  item: ItemSchema,
  note: z.string(),
  due_on: z.string().nullable(),
  mentees: z.array(PersonSchema),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Everyone it reaches (named mentees and the groups' members), with how far each has got. */
  progress: z.array(MenteeProgressSchema),
  created_at: z.string(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const RecommendationRequestSchema = z
  .object({
    course_id: id().optional(),
    bundle_id: id().optional(),
    mentee_ids: boundedArray(id(), MENTOR_LIMITS.targets).optional().default([]),
    group_ids: boundedArray(id(), MENTOR_LIMITS.targets).optional().default([]),
    note: text().trim().max(MENTOR_LIMITS.note, `The note can be at most ${MENTOR_LIMITS.note} characters.`).optional().default(''),
    due_on: z
      .string()
      .regex(DAY, 'Please give the date as YYYY-MM-DD.')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { message: 'Please give a real date.' })
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.course_id === undefined) === (v.bundle_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['course_id'], message: 'Please choose one course or one bundle.' });
    }
    if (v.mentee_ids.length === 0 && v.group_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['mentee_ids'], message: 'Please choose at least one mentee or group.' });
    }
  });
export type RecommendationRequest = z.input<typeof RecommendationRequestSchema>;

export const MenteeSchema = PersonSchema.extend({
  since: z.string(),
  /** Progress on each course or bundle recommended to this mentee. */
  recommendations: z.array(z.object({ recommendation_id: z.number().int(), title: z.string(), status: z.enum(PROGRESS_STATUSES), progress_percent: z.number().int() })),
});
export type Mentee = z.infer<typeof MenteeSchema>;

export const MentorHomeSchema = z.object({
  mentees: z.array(MenteeSchema),
  pending_invitations: z.array(InviteeSchema),
  groups: z.array(GroupSchema),
  recommendations: z.array(RecommendationSchema),
});
export type MentorHome = z.infer<typeof MentorHomeSchema>;

export const CourseOptionSchema = z.object({ id: z.number().int(), title: z.string(), price_cents: z.number().int(), is_free: z.boolean(), price_label: z.string() });
export type CourseOption = z.infer<typeof CourseOptionSchema>;

export const AssignmentSchema = z.object({
  id: z.number().int(),
  mentee: PersonSchema,
  course: CourseOptionSchema,
  /** enrolled: the mentee had access and was enrolled; recommended: no access yet, so it is a recommendation (price shown). */
  mode: z.enum(['enrolled', 'recommended']),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const MentorCoursesSchema = z.object({
  assigned: z.array(AssignmentSchema),
  /** What may be assigned or recommended: the published courses and bundles. */
  courses: z.array(CourseOptionSchema),
  bundles: z.array(CourseOptionSchema),
});
export type MentorCourses = z.infer<typeof MentorCoursesSchema>;

export const AssignRequestSchema = z
  .object({ course_id: id(), mentee_ids: boundedArray(id(), MENTOR_LIMITS.targets).refine((a) => a.length > 0, { message: 'Please choose at least one mentee.' }) })
  .strict();
export type AssignRequest = z.infer<typeof AssignRequestSchema>;

export const RemoveAssignmentRequestSchema = z.object({ course_id: id(), mentee_id: id() }).strict();
export type RemoveAssignmentRequest = z.infer<typeof RemoveAssignmentRequestSchema>;

/** A recommendation on the mentee's dashboard ("Recommended by your mentor"). */
export const MenteeRecommendationSchema = z.object({
  id: z.number().int(),
  mentor: PersonSchema,
  item: ItemSchema,
  note: z.string(),
  due_on: z.string().nullable(),
  status: z.enum(PROGRESS_STATUSES),
  progress_percent: z.number().int(),
  created_at: z.string(),
});
export type MenteeRecommendation = z.infer<typeof MenteeRecommendationSchema>;

export const InvitationCountSchema = z.object({ pending: z.number().int() });
