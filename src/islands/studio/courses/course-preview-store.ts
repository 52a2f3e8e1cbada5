// A course as a visitor will see its page, for the studio's preview (docs/rules/studio.md, "Courses";
// docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import { previewStudioCourse } from '../../../lib/api/studio-courses.ts';
import type { CourseDetail } from '../../../lib/schemas/catalogue.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

export const $previewId = atom<string | null>(null);

export const $coursePreview = createFetcherStore<Item<CourseDetail>>([$memberKey, 'studio/course-preview/', $previewId], {
  fetcher: (_member, _name, id) => previewStudioCourse(String(id)),
});
