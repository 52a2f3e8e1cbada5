// The demo copy agrees with the demo data: a blurb that says "Five lessons" belongs to a course
// with five lessons (a newcomer counts them).
import { describe, expect, it } from 'vitest';
import { COURSES } from '../../../src/server/demo/data/courses.ts';

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const COUNT_CLAIM = new RegExp(`\\b(${Object.keys(NUMBERS).join('|')}|\\d+)\\s+(?:short\\s+|practical\\s+|guided\\s+)?lessons\\b`, 'gi');

describe('demo course copy', () => {
  it('states lesson counts that match the lessons each course has', () => {
    const wrong: string[] = [];
    for (const course of COURSES) {
      const copy = [course.title, course.summary, course.descriptionHtml, ...(course.outcomes ?? [])].join(' ');
      for (const [claim, word] of copy.matchAll(COUNT_CLAIM)) {
        const said = NUMBERS[word!.toLowerCase()] ?? Number(word);
        if (said !== course.lessons.length) wrong.push(`${course.title}: "${claim}" but ${course.lessons.length} lessons`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
