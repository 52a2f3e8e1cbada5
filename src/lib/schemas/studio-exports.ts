// The queries of the studio's CSV exports (docs/rules/studio.md, "Exports"): each takes the filters of
// the screen it belongs to, without paging. Shared by the routes and tests.
import { z } from './zod.ts';
import { blankToUndefined, text, wholeNumberString } from './input.ts';
import { PAYMENT_FILTERS } from './studio-business.ts';

export { AuditExportQuerySchema } from './studio-audit.ts';

export const MembersExportQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, text().trim().max(100, { message: 'Keep the search to 100 characters.' }).optional().meta({ description: 'Part of a name or e-mail, as on /studio/members' })),
});

const optionalId = (what: string) =>
  z.preprocess(blankToUndefined, wholeNumberString(1, 2_147_483_647).optional().meta({ type: 'integer', description: `Only the enrolments of this ${what}` }));

export const EnrolmentsExportQuerySchema = z.object({ course_id: optionalId('course'), member_id: optionalId('member') });

export const PaymentsExportQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(PAYMENT_FILTERS, { message: 'Choose a payment status or all.' }).default('all')),
});

