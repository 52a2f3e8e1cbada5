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

export function track<E extends keyof AnalyticsEvents>(event: E, fields: AnalyticsEvents[E]): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer || [];
  // Every address sent to analytics loses its secrets first (docs/rules/client.md, "Analytics events").
  const safe = 'url' in fields && typeof fields.url === 'string' ? { ...fields, url: withoutSecrets(fields.url) } : fields;
  window.dataLayer.push({ event, ...safe });
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
  // The fragment is dropped: it never reaches the server and says nothing analytics needs.
  const [pathAndQuery = ''] = url.split('#', 1);
  const [rawPath = '', query = ''] = pathAndQuery.split('?', 2);
  let path = rawPath;
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_PARAMS.has(name.toLowerCase())) params.delete(name);
  const search = params.size ? `?${params}` : '';
  return path + search;
}
