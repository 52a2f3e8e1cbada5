// One certificate found by its public code, with what its Open Badges credential states
// (docs/rules/credentials.md). The code is the capability, as on /certificate/{code}.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificates, courses } from '../../db/schema/index.ts';
import { isCertificateCode } from './issue-certificate.ts';

export type PublicCertificate = { code: string; courseId: number; courseTitle: string; courseSlug: string | null; holderName: string; issuedAt: Date };

export async function certificateByCode(db: Db, code: string): Promise<PublicCertificate | null> {
  const normalised = code.trim().toUpperCase();
  if (!isCertificateCode(normalised)) return null;
  const [row] = await db
    .select({ code: certificates.code, courseId: certificates.courseId, courseTitle: certificates.courseTitle, holderName: certificates.holderName, issuedAt: certificates.issuedAt, slug: courses.slug, published: courses.published })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.code, normalised))
    .limit(1);
  if (!row) return null;
  return { code: row.code, courseId: row.courseId, courseTitle: row.courseTitle, courseSlug: row.published ? row.slug : null, holderName: row.holderName, issuedAt: row.issuedAt };
}
