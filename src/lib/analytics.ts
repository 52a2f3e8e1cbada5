// Analytics events pushed to the tag manager's dataLayer, named and shaped exactly as
// docs/rules/client.md ("Analytics events") lists them. GTM itself runs in a Partytown worker and reads dataLayer.push.
type Id = number | string;
export type AnalyticsEvents = {
  page_view: { url: string };
  registration: { email: string; name: string };
  login: { user_id: Id; email: string; name: string };
  forgot_password: { email: string };
  reset_password: { email: string };
  course_click: { course_id: Id; title: string };
  course_enrol: { course_id: Id; title: string };
  course_completion: { course_id: Id; title: string };
  bundle_click: { bundle_id: Id; title: string } | { bundle_id: Id; course_id: Id; title: string };
  lesson_click: LessonFields;
  lesson_detail_save: LessonFields;
  lesson_checklist_save: LessonFields;
  lesson_quiz_save: LessonFields;
  lesson_survey_save: LessonFields;
  lesson_task_save: LessonFields;
};
type LessonFields = { bundle_id: Id | null; course_id: Id; lesson_id: Id };

declare global {
  interface Window {
    dataLayer: unknown[];
  }
}

/**
 * The account events carry a person's e-mail address and name (docs/privacy.md, "Consent before
 * analytics"): with a tag manager configured they go only once the visitor allowed analytics.
 */
const PERSONAL_EVENTS = new Set<keyof AnalyticsEvents>(['registration', 'login', 'forgot_password', 'reset_password']);

function analyticsAllowed(): boolean {
  if (!import.meta.env.PUBLIC_GTM_ID) return true;
  try {
    const c = JSON.parse(localStorage.getItem('ws:consent') ?? 'null') as { v?: number; analytics?: unknown } | null;
    return c?.v === 1 && c.analytics === true;
  } catch {
    return false;
  }
}

export function track<E extends keyof AnalyticsEvents>(event: E, fields: AnalyticsEvents[E]): void {
  if (typeof window === 'undefined') return;
  if (PERSONAL_EVENTS.has(event) && !analyticsAllowed()) return;
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event, ...withoutSecretAddresses(fields) });
}

/**
 * Every address sent to analytics loses its secrets first (docs/rules/client.md, "Analytics events"):
 * any field that holds a path or a URL of this site, whatever the event, not only page_view's url.
 */
function withoutSecretAddresses<T extends object>(fields: T): T {
  const safe = { ...fields } as Record<string, unknown>;
  for (const [name, value] of Object.entries(safe)) {
    if (typeof value === 'string' && /^(\/|https?:\/\/)/i.test(value)) safe[name] = withoutSecrets(value);
  }
  return safe as T;
}

export function trackPageView(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  track('page_view', { url: location.pathname + location.search });
}

/** Path segments that are secrets (or the e-mail address beside one), replaced by a placeholder. */
const SECRET_PATHS: Array<[RegExp, string]> = [
  [/^\/reset-password\/[^/?#]+\/[^/?#]+/, '/reset-password/:email/:token'],
  [/^\/email\/verify\/([^/?#]+)\/[^/?#]+/, '/email/verify/$1/:hash'],
];
/** Query parameters that carry secrets or personal data; dropped from analytics addresses. */
const SECRET_PARAMS = new Set(['token', 'hash', 'signature', 'expires', 'email', 'password', 'code', 'key']);

/** The address without reset tokens, verification hashes, signatures or e-mail addresses. */
export function withoutSecrets(url: string): string {
  // An absolute address keeps its origin; the same rules apply to its path and query.
  const origin = /^https?:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  // The fragment is dropped: it never reaches the server and says nothing analytics needs.
  const [pathAndQuery = ''] = url.slice(origin.length).split('#', 1);
  const [rawPath = '', query = ''] = pathAndQuery.split('?', 2);
  let path = rawPath;
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_PARAMS.has(name.toLowerCase())) params.delete(name);
  const search = params.size ? `?${params}` : '';
  return origin + (origin && !path ? '/' : path) + search;
}

/**
 * Clicks that lead to another page (docs/rules/client.md, "Analytics events"). The page a click
 * leaves cannot send its event, so the click is noted here, in this tab's sessionStorage, with the
 * path it leads to and the time; the page it opens sends the event when it was opened by that click
 * (a fresh navigation to the noted path started just after it). A reload, a back/forward visit or an
 * address typed or linked from elsewhere opens no noted click, so it sends nothing.
 */
const CLICK_KEY = 'ws:click';
/** Between the click and the start of the navigation it caused (a slow unload handler included). */
const CLICK_TO_NAVIGATION_MS = 10_000;

export function noteNavigationClick(href: string): void {
  try {
    const url = new URL(href, location.href);
    sessionStorage.setItem(CLICK_KEY, JSON.stringify({ path: url.pathname, at: Date.now() }));
  } catch {
    // Storage blocked: the click goes uncounted rather than counted on every load.
  }
}

/**
 * True when this page was opened by a click on a link of this site that led to it. The note is read
 * once per page and then removed, so a later visit to the same address is not taken for that click;
 * the answer is kept on the document for the page's other scripts (the shell asks on every page).
 */
export function openedByClick(): boolean {
  const root = document.documentElement;
  if (root.dataset.openedByClick) return root.dataset.openedByClick === 'yes';
  let answer = false;
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const noted = JSON.parse(sessionStorage.getItem(CLICK_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    sessionStorage.removeItem(CLICK_KEY);
    if (noted && (!nav || nav.type === 'navigate') && noted.path === location.pathname && typeof noted.at === 'number') {
      const started = performance.timeOrigin;
      answer = noted.at <= started + 50 && started - noted.at <= CLICK_TO_NAVIGATION_MS;
    }
  } catch {
    answer = false;
  }
  root.dataset.openedByClick = answer ? 'yes' : 'no';
  return answer;
}

/** GA4's standard e-commerce item (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce). */
export type EcommerceItem = { item_id: string; item_name: string; item_category: 'subscription' | 'course' | 'bundle' | 'cohort'; price: number; quantity: 1; coupon?: string; discount?: number };
export type EcommerceEvents = {
  begin_checkout: { currency: string; value: number; coupon?: string; items: EcommerceItem[] };
  purchase: { transaction_id: string; currency: string; value: number; coupon?: string; items: EcommerceItem[] };
};

/**
 * GA4's standard e-commerce events, pushed beside the spec's events (docs/rules/commerce.md,
 * "Analytics"): the `ecommerce` object is cleared first, as Google asks, so one event's items never
 * leak into the next.
 */
export function trackEcommerce<E extends keyof EcommerceEvents>(event: E, ecommerce: EcommerceEvents[E]): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ecommerce });
}
