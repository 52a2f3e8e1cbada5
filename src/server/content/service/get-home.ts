// Everything the home page shows, in one call (GET /v1/home and the / page): categories, featured
// and newest courses, bundles, testimonials, the latest posts and the app store links.
import type { Home } from '../../../lib/schemas/content.ts';
import { featuredCourses, listBundles, listCategories, newestCourses } from '../../catalogue/service/index.ts';
import type { Db } from '../../db/client.ts';
import { listBlogs } from './read-blog.ts';
import { listTestimonials } from './list-testimonials.ts';

/** The apps are not published yet: the store links are placeholders (docs/rules/content.md). */
export const APP_LINKS = { ios: 'https://apps.apple.com/', android: 'https://play.google.com/store' } as const;

/** `locale` 'es': course cards and the latest posts with their Spanish titles and summaries where written (docs/rules/content.md). */
export async function getHome({ db, locale }: { db: Db; locale?: 'en' | 'es' }): Promise<Home> {
  const [categories, featured, newest, bundles, testimonials, posts] = await Promise.all([
    listCategories(db).catch(() => []),
    featuredCourses(db, 4, locale),
    newestCourses(db, 4, locale),
    listBundles({ db, page: 1, perPage: 3 }),
    listTestimonials({ db, page: 1, perPage: 3 }),
    listBlogs({ db, page: 1, perPage: 3, locale }),
  ]);
  return {
    categories,
    featured_courses: featured,
    newest_courses: newest,
    bundles: bundles.items,
    testimonials: testimonials.items,
    latest_posts: posts.items,
    app_links: { ...APP_LINKS },
  };
}
