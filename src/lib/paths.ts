// Builds every URL of the site, so a route changes in one place.
export const paths = {
  home: () => '/',
  courses: (query: { term?: string; category?: number | string; page?: number } = {}) => withQuery('/courses', query),
  course: (slug: string) => `/course/${encodeURIComponent(slug)}`,
  bundles: () => '/bundles',
  bundle: (slug: string) => `/bundle/${encodeURIComponent(slug)}`,
  bundleCourse: (bundleSlug: string, courseSlug: string) => `/bundle/${encodeURIComponent(bundleSlug)}/${encodeURIComponent(courseSlug)}`,
  page: (slug: string) => `/page/${encodeURIComponent(slug)}`,
  pages: () => '/pages',
  blog: (page?: number) => withQuery('/blog', { page }),
  blogPost: (id: number | string) => `/blog/${id}`,
  help: () => '/help',
  helpCategory: (slug: string, id: number) => `/help/${encodeURIComponent(slug)}/${id}`,
  helpSearch: (term: string) => `/help/term/${encodeURIComponent(term)}`,
  helpArticle: (id: number) => `/help/${id}`,
  testimonials: () => '/testimonials',
  contact: () => '/contact-us',
  login: (next?: string) => withQuery('/login', { next }),
  register: () => '/register',
  logout: () => '/logout',
  forgotPassword: () => '/forgot-password',
  lesson: (enrolmentId: number, courseId: number, lessonId: number, bundleId?: number) =>
    bundleId ? `/lesson/${enrolmentId}/${bundleId}/${courseId}/${lessonId}` : `/lesson/${enrolmentId}/${courseId}/${lessonId}`,
  certificate: (code: string) => `/certificate/${encodeURIComponent(code)}`,
  dashboard: () => '/dashboard',
} as const;

export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Only same-site relative paths may be used as a "return to" target after login. */
export function safeNext(next: string | null | undefined, fallback = '/dashboard'): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : fallback;
}

export const DEFAULT_AVATAR = '/images/avatars/default.svg';
