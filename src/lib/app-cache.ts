// What the app's service worker keeps, and for how long (docs/rules/app.md). Pure rules, shared by
// the worker (integrations/app-worker/sw.ts, bundled at build time), the pages that register it and
// clear it (src/scripts/app-worker.ts, src/pages/logout.astro), and their unit tests.

/** Cache names. The lesson pages keep the name the lesson worker used, so copies already kept stay. */
export const CACHES = {
  lessonPages: 'ws-lesson-pages-v1',
  memberPages: 'ws-member-pages-v1',
  assets: 'ws-assets-v1',
  api: 'ws-member-api-v1',
} as const;

/** The member screens kept for offline use: network first, the last copy without a network. */
export const OFFLINE_MEMBER_PAGES = ['/dashboard', '/journal', '/practices', '/review'] as const;

/** A lesson page: /lesson/{enrolment}/{course}/{lesson} or /lesson/{enrolment}/{bundle}/{course}/{lesson}. */
export function isLessonPage(pathname: string): boolean {
  return /^\/lesson\/\d+\/\d+\/\d+(\/\d+)?\/?$/.test(englishPath(pathname));
}

/** The page's path without the Spanish prefix (docs/i18n.md): /es/lesson/… is kept like /lesson/…. Kept here, not imported, so the service worker carries no messages. */
const englishPath = (pathname: string) => (pathname.startsWith('/es/') ? pathname.slice(3) : pathname);

/** One of the member screens kept for offline use, or a page under it (/practices/12). */
export function isOfflineMemberPage(pathname: string): boolean {
  pathname = englishPath(pathname);
  return OFFLINE_MEMBER_PAGES.some((page) => pathname === page || pathname === `${page}/` || pathname.startsWith(`${page}/`));
}

/** A hashed build asset: its name changes with its content, so a kept copy never goes stale. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/');
}

export type ApiRequestFacts = { method: string; pathname: string; sameOrigin: boolean; authorization: string | null; accept: string | null };

/**
 * A member's API read that the screens need offline: a same-origin GET of the member's own area
 * (/v1/auth/…) made with the member's token. Streams, media, files and exports are not kept, nor a
 * visitor's reads (no token), nor the lesson player's reads (/v1/courses/…): the player keeps its
 * own copies on the device and says when it shows one (docs/rules/client.md, "Offline saves").
 */
export function isCachedApiRead(r: ApiRequestFacts): boolean {
  if (!r.sameOrigin || r.method !== 'GET' || !r.pathname.startsWith('/v1/auth/')) return false;
  if (!r.authorization || !/^Bearer \S+$/.test(r.authorization)) return false;
  if (r.accept && r.accept.includes('text/event-stream')) return false;
  if (/\/(stream|download|export|files?|media)(\/|$)/.test(r.pathname)) return false;
  return true;
}

/** Only a successful JSON answer is kept. */
export function isCachedApiAnswer(status: number, contentType: string | null): boolean {
  return status === 200 && Boolean(contentType && /^application\/(.+\+)?json\b/.test(contentType));
}

/**
 * The key an API read is kept under: the address plus a digest of the member's token, so one
 * member's answers are never given to another on the same browser, even before the cache is cleared
 * at logout. `digest` is the hex SHA-256 of the Authorization header.
 */
export function apiCacheKey(url: string, digest: string): string {
  const u = new URL(url);
  u.searchParams.set('__ws_member', digest.slice(0, 16));
  return u.toString();
}

/** Same-origin API reads that a page made before the worker controlled it, to ask again through it. */
export function apiReadsToWarm(origin: string, urls: readonly string[]): string[] {
  return [...new Set(urls.filter((url) => {
    if (!url.startsWith(`${origin}/v1/`)) return false;
    const { pathname } = new URL(url);
    return isCachedApiRead({ method: 'GET', pathname, sameOrigin: true, authorization: 'Bearer x', accept: 'application/json' });
  }))];
}
