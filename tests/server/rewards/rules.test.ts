// The pure rules: levels and progress, periods, time zones, badge progress labels, and the forgiving
// streak with rest days across week boundaries (docs/rules/rewards.md).
import { describe, expect, it } from 'vitest';
import { badgeProgress, badgesMet } from '../../../src/server/rewards/service/badge-rules.ts';
import { capToNow, dayIn, monthStartUtc, weekStartUtc } from '../../../src/server/rewards/service/periods.ts';
import { levelOf } from '../../../src/server/rewards/service/points-rules.ts';
import { computeStreak, weekStates } from '../../../src/server/rewards/service/streak.ts';
import { countGreater } from '../../../src/server/rewards/service/rank-snapshot.ts';

describe('levels', () => {
  it('starts at Seedling with progress toward Sprout', () => {
    expect(levelOf(0)).toEqual({ level: { number: 1, name: 'Seedling', min_points: 0 }, next: { number: 2, name: 'Sprout', min_points: 100 }, progressPercent: 0 });
    expect(levelOf(99).progressPercent).toBe(99);
    expect(levelOf(100).level.name).toBe('Sprout');
    expect(levelOf(175)).toMatchObject({ level: { name: 'Sprout' }, next: { name: 'Sapling', min_points: 250 }, progressPercent: 50 });
  });
  it('tops out at Still Lake with no next level and 100 %', () => {
    expect(levelOf(50_000)).toEqual({ level: { number: 10, name: 'Still Lake', min_points: 12000 }, next: null, progressPercent: 100 });
  });
});

describe('periods', () => {
  it('weeks start on Monday and months on the 1st, in UTC', () => {
    expect(weekStartUtc(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(weekStartUtc(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // the Sunday after
    expect(weekStartUtc(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16');
    expect(monthStartUtc(new Date('2026-11-30T23:00:00Z'))).toBe('2026-11-01');
  });
  it('days are counted in the member’s time zone', () => {
    const at = new Date('2026-11-23T23:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-11-23');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-11-24');
    expect(dayIn('America/Los_Angeles', new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-22');
    expect(dayIn('Not/AZone', at)).toBe('2026-11-23');
  });
  it('a reported finish time is never in the future', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(capToNow(new Date('2026-11-20T08:00:00Z'), now).toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(capToNow(new Date('2027-01-01T00:00:00Z'), now)).toBe(now);
    expect(capToNow(undefined, now)).toBe(now);
  });
});

describe('badge progress', () => {
  const counts = { lessons: 4, courses: 2, categories: 1, quizAces: 0, longestStreak: 3 };
  it('labels locked badges with what is left', () => {
    const p = badgeProgress(counts);
    expect(p.courses_3).toEqual({ current: 2, target: 3, unit: 'course', label: '2 of 3 courses' });
    expect(p.first_lesson).toEqual({ current: 1, target: 1, unit: 'lesson', label: '1 of 1 lesson' });
    expect(p.streak_7.label).toBe('3 of 7 days');
    expect(p.explorer.label).toBe('1 of 3 categories');
    expect(p.quiz_ace.label).toBe('0 of 1 perfect first attempt');
  });
  it('words the progress in Spanish, singular and plural by the target', () => {
    const p = badgeProgress(counts, 'es');
    expect(p.courses_3.label).toBe('2 de 3 cursos');
    expect(p.first_lesson.label).toBe('1 de 1 lección');
    expect(p.practice_weeks_4.label).toBe('0 de 4 semanas seguidas');
    expect(p.task_accepted.label).toBe('0 de 1 tarea aceptada');
  });
  it('awards what the counts meet', () => {
    expect(badgesMet(counts)).toEqual(['first_lesson', 'first_course']);
    expect(badgesMet({ lessons: 40, courses: 10, categories: 3, quizAces: 1, longestStreak: 30 })).toEqual([
      'first_lesson', 'first_course', 'courses_3', 'courses_5', 'courses_10', 'streak_7', 'streak_30', 'explorer',
    ]);
  });
});

describe('the forgiving streak', () => {
  const states = (learned: string[], today: string) => weekStates(computeStreak(learned, today), today).map((d) => `${d.date.slice(8)}:${d.state}`);

  it('nothing learned: no streak, a rest day left', () => {
    expect(computeStreak([], '2026-11-25')).toMatchObject({ current: 0, longest: 0, restDaysLeft: 1 });
  });

  it('consecutive days count, and today not yet learned does not break it', () => {
    const s = computeStreak(['2026-11-23', '2026-11-24'], '2026-11-25');
    expect(s).toMatchObject({ current: 2, longest: 2, restDaysLeft: 1 });
    expect(states(['2026-11-23', '2026-11-24'], '2026-11-25')).toEqual(['23:learned', '24:learned', '25:today', '26:future', '27:future', '28:future', '29:future']);
  });

  it('one missed day in a week is a rest day and counts once learning resumes', () => {
    const learned = ['2026-11-23', '2026-11-25'];
    expect(computeStreak(learned, '2026-11-25')).toMatchObject({ current: 3, longest: 3, restDaysLeft: 0 });
    expect(states(learned, '2026-11-25').slice(0, 3)).toEqual(['23:learned', '24:rest', '25:learned']);
  });

  it('yesterday missed: a pending rest day, the streak holds but does not grow yet', () => {
    expect(computeStreak(['2026-11-23'], '2026-11-25')).toMatchObject({ current: 1, restDaysLeft: 0 });
  });

  it('two missed days in one week break the streak, and the unused rest day is given back', () => {
    const learned = ['2026-11-23', '2026-11-26'];
    const s = computeStreak(learned, '2026-11-26');
    expect(s).toMatchObject({ current: 1, longest: 1, restDaysLeft: 1 });
    expect(states(learned, '2026-11-26').slice(0, 4)).toEqual(['23:learned', '24:missed', '25:missed', '26:learned']);
  });

  it('a missed Sunday and a missed Monday are both bridged: each week has its own rest day', () => {
    // Fri 20, Sat 21 learned; Sun 22 missed (week of 16th); Mon 23 missed (week of 23rd); Tue 24 learned.
    const learned = ['2026-11-20', '2026-11-21', '2026-11-24'];
    const s = computeStreak(learned, '2026-11-24');
    expect(s).toMatchObject({ current: 5, longest: 5, restDaysLeft: 0 });
    expect(s.states.get('2026-11-22')).toBe('rest');
    expect(s.states.get('2026-11-23')).toBe('rest');
  });

  it('the longest streak survives a break', () => {
    const run = Array.from({ length: 8 }, (_, i) => `2026-11-${String(2 + i).padStart(2, '0')}`); // 2..9
    const s = computeStreak([...run, '2026-11-20'], '2026-11-20');
    expect(s.longest).toBe(8);
    expect(s.current).toBe(1);
  });

  it('learning days after today (a clock ahead) are ignored', () => {
    expect(computeStreak(['2026-11-23', '2026-11-30'], '2026-11-24')).toMatchObject({ current: 1, longest: 1 });
  });
});

describe('rank by binary search', () => {
  it('counts the points greater than a member’s, ties not counted', () => {
    const board = Int32Array.from([100, 90, 90, 70, 10]);
    expect([100, 95, 90, 70, 50, 10, 1].map((p) => countGreater(board, p))).toEqual([0, 1, 1, 3, 4, 4, 5]);
    expect(countGreater(new Int32Array(), 5)).toBe(0);
  });
});
