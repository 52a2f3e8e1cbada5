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
  /** The blog's RSS feed; `es`: the Spanish one (docs/rules/content.md, "Content translations"). */
  blogFeed: (locale: 'en' | 'es' = 'en') => (locale === 'es' ? '/rss.xml?lang=es' : '/rss.xml'),
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
  badge: (code: string) => `/badge/${encodeURIComponent(code)}`,
  /** Open Badges credential downloads (public, by code: docs/rules/credentials.md). */
  badgeCredential: (code: string) => `/v1/badges/${encodeURIComponent(code)}/credential`,
  certificateCredential: (code: string) => `/v1/certificates/${encodeURIComponent(code)}/credential`,
  dashboard: () => '/dashboard',
  /** A cohort's member list, for its members (docs/rules/cohorts.md). */
  cohort: (id: number) => `/cohorts/${id}`,
} as const;

export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Where to go after login, given `?next=`: the URL parser decides, the way the browser will, and only
 * a path on this origin is followed; anything else (another origin, `javascript:`, `data:`, a
 * protocol-relative or absolute URL, tricks with tab, CR, LF or backslash) gives `fallback`. The
 * answer is the parser's own path, query and fragment, never the raw text. Rule: docs/security.md.
 */
export function safeNext(next: string | null | undefined, origin: string, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/')) return fallback;
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (target.origin !== new URL(origin).origin) return fallback;
  return target.pathname + target.search + target.hash;
}

export const DEFAULT_AVATAR = '/images/avatars/default.svg';

/**
 * A page's canonical address: its path, and of the query only the page number of a paged list (page 2
 * of the blog is its own page). Anything else in the query (a search term, a `next`, tracking tags,
 * whatever a visitor typed) is not part of what the page is, so a crafted link cannot become the
 * canonical address search engines and social cards show.
 */
export function canonicalPath(url: URL): string {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? `${url.pathname}?page=${page}` : url.pathname;
}
