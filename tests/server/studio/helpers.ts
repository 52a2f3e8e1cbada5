// Shared by the studio's API tests: the audit rows of a subject, newest last.
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../../src/server/db/schema/index.ts';
import type { TestContext } from '../../helpers/app.ts';

export async function auditRows(t: TestContext, subjectType: string, subjectId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(asc(auditLog.id));
}
