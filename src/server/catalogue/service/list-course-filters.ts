// What the catalogue can be filtered and sorted by (GET /v1/courses/filters and the /courses form).
// A category list that cannot be read is an empty list (SPEC.md section 8), so the catalogue still
// shows with the other filters.
import { COURSE_LEVELS, COURSE_SORTS, DURATION_BUCKETS, LEVEL_LABELS, PRICE_FILTERS, type CourseFilters } from '../../../lib/schemas/catalogue.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { listCategories } from './list-categories.ts';

export async function courseFilters({ db, log }: { db: Db; log?: Logger }): Promise<CourseFilters> {
  const categories = await listCategories(db).catch((err: unknown) => {
    log?.warn('category list failed; filtering without categories', { error: err instanceof Error ? err.message : String(err) });
    return [];
  });
  return {
    categories,
    levels: COURSE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
    durations: Object.entries(DURATION_BUCKETS).map(([value, b]) => ({ value, label: b.label, min_minutes: b.min, max_minutes: b.max })),
    prices: Object.entries(PRICE_FILTERS).map(([value, label]) => ({ value, label })),
    sorts: Object.entries(COURSE_SORTS).map(([value, label]) => ({ value, label })),
  };
}
