// The demo member's private journal (docs/rules/journal.md): reflection prompts authored with a few
// lessons, and her entries on lessons she finished over the last two weeks, with moods and energy,
// so /journal, its search and its mood chart are alive for a newcomer signing in as her.
import { sql } from 'drizzle-orm';
import { calendarDayIn } from '../../lib/dates.ts';
import type { Mood } from '../../lib/schemas/journal.ts';
import type { Db } from '../db/client.ts';
import { journalEntries, lessonReflectionPrompts } from '../db/schema/index.ts';
import { rowsOf } from '../shared/sql-rows.ts';
import { DEMO_MEMBER_TIME_ZONE } from './rewards.ts';

const DAY_MS = 86_400_000;

/** Prompts authored with lessons, by lesson title. */
const PROMPTS: Record<string, string> = {
  'Three five-minute tools': 'Which of the three tools felt most natural to you, and where could you use it this week?',
  'Your first ten-minute sit': 'What did you notice when your attention wandered, and how did it feel to come back?',
  'Your stress response, explained': 'When did you last notice your body’s alarm switch on? What did it feel like?',
};

const ENTRIES: Array<{ lesson: string; daysAgo: number; body: string; mood: Mood; energy: number }> = [
  { lesson: 'Your stress response, explained', daysAgo: 6, body: 'Yesterday before the team meeting: tight jaw, shallow breath. I had not connected that with stress before.', mood: 'okay', energy: 3 },
  { lesson: 'Three five-minute tools', daysAgo: 5, body: 'The long exhale is the one. Tried it in the car park before work and my shoulders dropped.', mood: 'good', energy: 4 },
  { lesson: 'Know your early warning signs', daysAgo: 3, body: 'Irritability over small things is my first sign. Noted it twice today.', mood: 'low', energy: 2 },
  { lesson: 'Build your calm plan', daysAgo: 2, body: 'My calm plan: two sighs, a glass of water, one look out of the window.', mood: 'great', energy: 4 },
];

export async function seedDemoJournal(tx: Db, memberId: number, now = Date.now()): Promise<void> {
  const lessonByTitle = async (title: string) => rowsOf<{ id: number; course_id: number }>(await tx.execute(sql`SELECT id, course_id FROM lessons WHERE title = ${title} ORDER BY id LIMIT 1`))[0];
  for (const [title, prompt] of Object.entries(PROMPTS)) {
    const lesson = await lessonByTitle(title);
    if (lesson) await tx.insert(lessonReflectionPrompts).values({ lessonId: lesson.id, prompt });
  }
  for (const e of ENTRIES) {
    const lesson = await lessonByTitle(e.lesson);
    if (!lesson) continue;
    const at = new Date(now - e.daysAgo * DAY_MS);
    await tx.insert(journalEntries).values({
      userId: memberId,
      lessonId: lesson.id,
      courseId: lesson.course_id,
      prompt: PROMPTS[e.lesson] ?? 'What stayed with you from this lesson, and what would you like to carry into your day?',
      body: e.body,
      mood: e.mood,
      energy: e.energy,
      day: calendarDayIn(DEMO_MEMBER_TIME_ZONE, at),
      writtenAt: at,
    });
  }
}
