// Typed client functions for the catalogue API that browser code calls. Public catalogue pages are
// rendered on the server from the catalogue service, so only the lesson player asks from here.
import type { BundleCourse, Category } from '../schemas/catalogue.ts';
import { api, type Item } from './client.ts';

export const getBundleCourse = (bundle: number | string, course: number | string) =>
  api.get<Item<BundleCourse>>(`/bundles/${encodeURIComponent(bundle)}/${encodeURIComponent(course)}`);

/** Every category in display order (the studio's course forms choose from them). */
export const getCourseCategories = () => api.get<Item<Category[]>>('/courses/categories');
