// The badges a member can earn (docs/rules/rewards.md): what each is called, what it means and how it
// is earned, in words. The rules that award them live beside this file; the artwork is
// public/badges/{key}.svg. Keys are stored in badge_awards and appear in credentials: never rename one.
export type BadgeDefinition = { key: string; name: string; description: string; criteria: string };

export const BADGES = [
  { key: 'first_lesson', name: 'First Step', description: 'Finished a first lesson.', criteria: 'Finish any lesson.' },
  { key: 'first_course', name: 'Course Complete', description: 'Completed a first course.', criteria: 'Complete every lesson of one course.' },
  { key: 'courses_3', name: 'Steady Path', description: 'Completed three courses.', criteria: 'Complete 3 courses.' },
  { key: 'courses_5', name: 'Deep Roots', description: 'Completed five courses.', criteria: 'Complete 5 courses.' },
  { key: 'courses_10', name: 'Evergreen', description: 'Completed ten courses.', criteria: 'Complete 10 courses.' },
  { key: 'quiz_ace', name: 'Quiz Ace', description: 'Scored 100 % on a quiz at the first attempt.', criteria: 'Answer every question of a quiz correctly at your first attempt.' },
  { key: 'streak_7', name: 'Week of Calm', description: 'Learned on a 7-day streak.', criteria: 'Keep a learning streak for 7 days (rest days count).' },
  { key: 'streak_30', name: 'Month of Practice', description: 'Learned on a 30-day streak.', criteria: 'Keep a learning streak for 30 days (rest days count).' },
  { key: 'explorer', name: 'Explorer', description: 'Completed courses in three categories.', criteria: 'Complete courses in 3 different categories.' },
  { key: 'practice_week_1', name: 'Kept Promise', description: 'Met a practice’s weekly target for the first time.', criteria: 'Check in on a practice as many days as its weekly target, in one week.' },
  { key: 'practice_weeks_4', name: 'Steady Rhythm', description: 'Met a practice’s weekly target 4 weeks in a row.', criteria: 'Meet one practice’s weekly target for 4 weeks in a row.' },
  { key: 'practice_weeks_12', name: 'Rooted Habit', description: 'Met a practice’s weekly target 12 weeks in a row.', criteria: 'Meet one practice’s weekly target for 12 weeks in a row.' },
  { key: 'task_accepted', name: 'Well Made', description: 'Had a first task accepted.', criteria: 'Submit a task that its reviewer accepts.' },
  { key: 'first_mentee', name: 'Guide', description: 'Welcomed a first mentee.', criteria: 'As a mentor, have a first invitation accepted.' },
  { key: 'mentor_5', name: 'Lantern', description: 'Mentored five members.', criteria: 'As a mentor, have 5 mentees.' },
  { key: 'first_group', name: 'Circle', description: 'Gathered a first group of mentees.', criteria: 'As a mentor, create a first group.' },
  { key: 'mentee_finished', name: 'Harvest', description: 'A mentee finished a course you recommended.', criteria: 'As a mentor, see a mentee finish a course or bundle you recommended.' },
] as const satisfies readonly BadgeDefinition[];

export type BadgeKey = (typeof BADGES)[number]['key'];

export function badgeDefinition(key: string): BadgeDefinition | undefined {
  return BADGES.find((b) => b.key === key);
}

/** Site path of a badge's artwork. */
export const badgeImagePath = (key: string) => `/badges/${key}.svg`;
