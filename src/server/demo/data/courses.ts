// All demo courses, gathered from one file per group of categories so each stays readable.
import type { CourseSeed } from '../authoring.ts';
import { BODY_COURSES } from './courses-body.ts';
import { LIFE_COURSES } from './courses-life.ts';
import { MIND_COURSES } from './courses-mind.ts';
import { RESILIENCE_COURSES } from './courses-resilience.ts';

export const COURSES: CourseSeed[] = [...MIND_COURSES, ...BODY_COURSES, ...RESILIENCE_COURSES, ...LIFE_COURSES];
