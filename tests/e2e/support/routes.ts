// The routes of docs/rules/client.md ("Routes and layouts") with real ids and slugs from the demo
// content, and the page measures more than one spec needs.
import type { APIRequestContext, Page } from '@playwright/test';

export type Layout = 'public' | 'auth' | 'bare' | 'member';

export const MEMBER_ROUTES = [
  '/dashboard', '/my-courses', '/bookmark', '/certificates', '/points', '/badges', '/leaderboard', '/live', '/messages', '/notifications',
  '/billing', '/billing/1', '/addresses', '/settings', '/manage-profile', '/password', '/notification-settings', '/cancel-account',
  '/mentors', '/mentors/invite', '/mentors/invitees', '/mentors/requested', '/mentors/groups', '/mentors/groups/create',
  '/mentors/groups/update/1', '/mentors/courseRecommendations', '/mentors/courseRecommendations/create',
  '/mentors/courseRecommendations/update/1',
];

export const AUTH_ROUTES = [
  '/login', '/register', '/email/verify/1/abc123', '/email/verify/error', '/email/verify/success', '/logout', '/forgot-password',
  '/reset-password/member%40wellspring.example/abc123', '/subscriptions', '/subscriptions/success', '/subscriptions/error',
];

/** Every route of docs/rules/client.md with the layout it must have; real ids and slugs from the API. */
export async function specRoutes(request: APIRequestContext): Promise<Array<[string, Layout]>> {
  const first = async (path: string) => (await (await request.get(path)).json()).data[0];
  const course = await first('/v1/courses?per_page=1');
  const bundle = await (await request.get(`/v1/bundles/${(await first('/v1/bundles?per_page=1')).id}`)).json().then((r) => r.data);
  const post = await first('/v1/blogs?per_page=1');
  const helpCategory = await first('/v1/help-centers/categories');
  const article = await first('/v1/help-centers?per_page=1');

  return [
    ['/', 'public'], ['/courses', 'public'], ['/courses?term=sleep&category=1', 'public'], ['/bundles', 'public'],
    [`/course/${course.slug}`, 'public'], [`/bundle/${bundle.slug}`, 'public'], [`/bundle/${bundle.slug}/${bundle.courses[0].slug}`, 'public'],
    ['/contact-us', 'public'], ['/pages', 'public'],
    ...['about-us', 'careers', 'privacy-policy', 'terms-and-conditions', 'cookie-policy', 'products-and-pricing', 'case-studies'].map((slug): [string, Layout] => [`/page/${slug}`, 'public']),
    ['/blog', 'public'], [`/blog/${post.id}`, 'public'], ['/help', 'public'], [`/help/${helpCategory.slug}/${helpCategory.id}`, 'public'],
    ['/help/term/password', 'public'], [`/help/${article.id}`, 'public'], ['/testimonials', 'public'],
    ...AUTH_ROUTES.map((path): [string, Layout] => [path, 'auth']),
    ['/lesson/1/2/3', 'bare'], ['/lesson/1/2/3/4', 'bare'],
    ...MEMBER_ROUTES.map((path): [string, Layout] => [path, 'member']),
  ];

}

/**
 * The page's own width, and the right edge of every visible element (a page that hides its overflow
 * still cuts off what sticks out, and a sideways strip hides its last items).
 */
export function pageRightEdge(page: Page): Promise<number> {
  return page.evaluate(() => {
    let right = document.documentElement.scrollWidth;
    for (const node of document.body.querySelectorAll('*')) {
      const box = node.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden' && !node.closest('dialog:not([open]), [hidden]')) right = Math.max(right, Math.ceil(box.right + window.scrollX));
    }
    return right;
  });
}
