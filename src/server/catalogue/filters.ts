// What the catalogue can be filtered and sorted by (GET /v1/courses/filters and the /courses form).
import { COURSE_LEVELS, COURSE_SORTS, DURATION_BUCKETS, LEVEL_LABELS, PRICE_FILTERS, type CourseFilters } from '../../lib/schemas/catalogue.ts';
import type { Db } from '../db/client.ts';
import { listCategories } from './categories.ts';

export async function courseFilters({ db }: { db: Db }): Promise<CourseFilters> {
  return {
    categories: await listCategories(db),
    levels: COURSE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
    durations: Object.entries(DURATION_BUCKETS).map(([value, b]) => ({ value, label: b.label, min_minutes: b.min, max_minutes: b.max })),
    prices: Object.entries(PRICE_FILTERS).map(([value, label]) => ({ value, label })),
    sorts: Object.entries(COURSE_SORTS).map(([value, label]) => ({ value, label })),
  };
}
