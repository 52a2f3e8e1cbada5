// Demo sections (docs/rules/studio.md, "Sections"): one demo course is split into three real sections,
// so the studio, the course page and the player show them. Lessons keep their ids and their order;
// only the section each belongs to changes (every other course keeps its one "Lessons" section).
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courseSections, lessons } from '../db/schema/index.ts';

/** Course slug → sections in order, each starting at a lesson position (1 = the first lesson). */
export const DEMO_SECTIONS: Record<string, Array<{ title: string; from: number }>> = {
  'yoga-foundations': [
    { title: 'Getting started', from: 1 },
    { title: 'Your first flow', from: 4 },
    { title: 'Reflect and share', from: 6 },
  ],
};

export async function seedDemoSections(tx: Db, courseIdOf: (slug: string) => number | undefined): Promise<void> {
  for (const [slug, sections] of Object.entries(DEMO_SECTIONS)) {
    const courseId = courseIdOf(slug);
    if (!courseId) continue;
    // The lessons' insert gave the course one section (migration 0018's trigger): it becomes the first.
    const [first] = await tx.update(courseSections).set({ title: sections[0]!.title }).where(eq(courseSections.courseId, courseId)).returning({ id: courseSections.id });
    if (!first) continue;
    for (const [i, s] of sections.entries()) {
      if (i === 0) continue;
      const [row] = await tx.insert(courseSections).values({ courseId, title: s.title, position: i }).returning({ id: courseSections.id });
      await tx.update(lessons).set({ sectionId: row!.id }).where(and(eq(lessons.courseId, courseId), gte(lessons.position, s.from)));
    }
  }
}

/**
 * Demo drip (docs/rules/learning-progress.md, "Drip"): the last lesson of Habits That Stick opens a
 * week after enrolment. The demo member enrolled a day ago, so her outline shows it locked with its
 * date, and the studio lists the rule on its row. No end-to-end spec walks this course.
 */
export const DEMO_DRIP: Record<string, Array<{ position: number; afterDays: number }>> = {
  'habits-that-stick': [{ position: 6, afterDays: 7 }],
};

export async function seedDemoDrip(tx: Db, courseIdOf: (slug: string) => number | undefined): Promise<void> {
  for (const [slug, rules] of Object.entries(DEMO_DRIP)) {
    const courseId = courseIdOf(slug);
    if (!courseId) continue;
    for (const rule of rules) {
      await tx.update(lessons).set({ dripAfterDays: rule.afterDays }).where(and(eq(lessons.courseId, courseId), eq(lessons.position, rule.position)));
    }
  }
}
