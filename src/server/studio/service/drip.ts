// Drip rules in the studio (docs/rules/studio.md, "Drip"): an author sets or clears when a lesson or
// a whole section opens for members. A lesson a member already completed or worked on stays open
// whatever the new rule says (learning decides that when it reads the rule), so an edit here never
// takes work away. Audited; a live course's cached pages are dropped.
import { eq } from 'drizzle-orm';
import type { DripUpdate } from '../../../lib/schemas/studio-drip.ts';
import type { Db } from '../../db/client.ts';
import { courseSections, lessons } from '../../db/schema/index.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import type { Actor } from '../../http/env.ts';
import { recordAudit } from './audit.ts';
import { lessonFor } from './course-access.ts';
import { sectionFor } from './sections.ts';

type Ctx = { db: Db; actor: Actor };
const columns = (rule: DripUpdate) => ({ dripAfterDays: rule.after_days, dripOnDate: rule.after_days != null ? null : rule.on_date });
const shown = (row: { dripAfterDays: number | null; dripOnDate: string | null }) => ({ after_days: row.dripAfterDays, on_date: row.dripOnDate });

/** Sets a lesson's rule; returns its course's id. Another author's lesson is 404. */
export async function setLessonDrip({ db, actor, id, rule }: Ctx & { id: number; rule: DripUpdate }): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { lesson, course } = await lessonFor(tx, actor, id);
    const next = columns(rule);
    await tx.update(lessons).set(next).where(eq(lessons.id, id));
    await recordAudit(tx, actor, { action: 'lesson.drip', subject: { type: 'lesson', id }, before: shown(lesson), after: shown(next) });
    if (course.published) await announceContentChange(tx);
    return course.id;
  });
}

/** Sets a section's rule, which every lesson of the section follows too; returns its course's id. */
export async function setSectionDrip({ db, actor, id, rule }: Ctx & { id: number; rule: DripUpdate }): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { section, course } = await sectionFor(tx, actor, id);
    const next = columns(rule);
    await tx.update(courseSections).set(next).where(eq(courseSections.id, id));
    await recordAudit(tx, actor, { action: 'section.drip', subject: { type: 'section', id }, before: shown(section), after: shown(next) });
    if (course.published) await announceContentChange(tx);
    return course.id;
  });
}
