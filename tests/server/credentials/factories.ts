// Awards and certificates for the credentials tests, stored as their domains store them: a badge
// award row (rewards awards them in the same transaction as the event that earns them) and a
// certificate of a real enrolment in a published course.
import { randomBytes } from 'node:crypto';
import { badgeAwards, certificates } from '../../../src/server/db/schema/index.ts';
import type { TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';
import { enrol } from '../learning/factories.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const chunk = () => [...randomBytes(4)].map((b) => ALPHABET[b % 32]).join('');

export async function awardBadge(t: TestContext, o: { badgeKey?: string; holderName?: string; awardedAt?: Date } = {}) {
  const m = await t.member({ name: o.holderName ?? 'Ada Holder' });
  // Real codes are base64url: letters, digits, "-" and "_" (rewards/service/award-badge.ts).
  const code = `B_${chunk()}-${chunk()}`;
  await t.db.insert(badgeAwards).values({ userId: m.id, badgeKey: o.badgeKey ?? 'first_lesson', code, holderName: m.name, awardedAt: o.awardedAt ?? new Date('2026-11-02T09:30:15.250Z') });
  return { code, member: m };
}

export async function issueCertificate(t: TestContext, o: { courseTitle?: string; holderName?: string } = {}) {
  const category = await makeCategory(t.db);
  const course = await makeCourse(t.db, { categoryId: category.id, isFree: true, priceCents: 0, title: o.courseTitle ?? 'Gentle Evenings' });
  const m = await t.member({ name: o.holderName ?? 'Grace Holder' });
  const enrolmentId = await enrol(t, m.token, course.id);
  const code = `WS-${chunk()}-${chunk()}-${chunk()}`;
  await t.db.insert(certificates).values({ code, userId: m.id, courseId: course.id, enrolmentId, holderName: m.name, courseTitle: course.title, issuedAt: new Date('2026-10-20T14:00:00Z') });
  return { code, course, member: m };
}
