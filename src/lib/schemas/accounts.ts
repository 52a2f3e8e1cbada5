// The member as the API shows it. Deliberately written out: internal columns (password hash,
// tokens) can never leak through a response built from this schema.
import { z } from 'zod';

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string(),
  gender: z.union([z.literal(1), z.literal(2)]).nullable(),
  is_mentor: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SubscriptionSchema = z.object({
  plan: z.string(),
  status: z.string(),
  current_period_end: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
