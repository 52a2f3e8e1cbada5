// API keys for the /v1/admin operations (docs/rules/integrations.md, "API keys"). Shared by the
// routes, the studio's typed client and tests.
import { z } from './zod.ts';
import { text } from './input.ts';

/** What a key may do: read or change one family of /v1/admin operations. */
export const API_KEY_SCOPES = [
  'members:read',
  'members:write',
  'enrolments:read',
  'enrolments:write',
  'payments:read',
  'payments:write',
  'reports:read',
  'content:read',
  'content:write',
  'audit:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'members:read': 'Read members, their imports and enquiries',
  'members:write': 'Change members (suspend, restore, roles, imports, replies)',
  'enrolments:read': 'Read enrolments and progress',
  'enrolments:write': 'Enrol and unenrol members',
  'payments:read': 'Read payments, refunds, plans and discounts',
  'payments:write': 'Refund payments, change plans and discounts',
  'reports:read': 'Read the reports, the overview and survey answers',
  'content:read': 'Read courses, lessons and site content',
  'content:write': 'Change courses, lessons and site content',
  'audit:read': 'Read the audit log',
};

export const API_KEY_MAX_DAYS = 365;

export const CreateApiKeySchema = z.object({
  name: text({ message: 'Give the key a name.' })
    .trim()
    .min(1, { message: 'Give the key a name.' })
    .max(100, { message: 'Keep the name under 100 characters.' })
    .meta({ description: 'What the key is for, e.g. “CRM sync”', example: 'CRM sync' }),
  scopes: z
    .array(z.string(), { message: 'Choose what the key may do.' })
    .min(1, { message: 'Choose at least one scope.' })
    .max(API_KEY_SCOPES.length)
    .superRefine((scopes, ctx) => {
      const unknown = scopes.filter((s) => !(API_KEY_SCOPES as readonly string[]).includes(s));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown scope: ${unknown.join(', ')}. Choose from ${API_KEY_SCOPES.join(', ')}.` });
    })
    .meta({ description: `Any of ${API_KEY_SCOPES.join(', ')}` }),
  expires_in_days: z
    .number({ message: `Give the days until the key expires, 1 to ${API_KEY_MAX_DAYS}.` })
    .int({ message: 'Give a whole number of days.' })
    .min(1, { message: `Give the days until the key expires, 1 to ${API_KEY_MAX_DAYS}.` })
    .max(API_KEY_MAX_DAYS, { message: `A key lasts at most ${API_KEY_MAX_DAYS} days; make a new one then.` })
    .meta({ description: `Days until the key stops working, 1 to ${API_KEY_MAX_DAYS}`, example: 90 }),
});
export type CreateApiKey = z.infer<typeof CreateApiKeySchema>;

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().meta({ description: 'The first characters of the key, to tell keys apart', example: 'wsk_3fA9' }),
  scopes: z.array(z.string()),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({ description: 'The key itself, shown this once: only its hash is kept', example: 'wsk_3fA9…' }),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
