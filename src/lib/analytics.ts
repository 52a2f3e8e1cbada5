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
  window.dataLayer.push({ event, ...fields });
}

export function trackPageView(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  track('page_view', { url: location.pathname + location.search });
}
