// The course categories the studio's course forms offer (docs/rules/studio.md, "Courses"), loaded
// once per page for the list's "Start a course" form and the editor's details.
import type { Item } from '../../../lib/api/client.ts';
import { getCourseCategories } from '../../../lib/api/catalogue.ts';
import type { Category } from '../../../lib/schemas/catalogue.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

export const $courseCategories = createFetcherStore<Item<Category[]>>([$memberKey, 'catalogue/categories'], {
  fetcher: () => getCourseCategories(),
});
