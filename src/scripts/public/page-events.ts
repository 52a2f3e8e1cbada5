// Fires the analytics event a page declares (docs/rules/client.md, "Analytics events"): an element with
// data-analytics-event="course_click" and data-analytics-fields='{"course_id":1,"title":"..."}'.
// Course and bundle pages fire course_click / bundle_click this way when they open, because a
// full page load would drop an event pushed by the click on the previous page.
import { track, type AnalyticsEvents } from '../../lib/analytics.ts';

export function firePageEvents(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-analytics-event]')) {
    const event = el.dataset.analyticsEvent as keyof AnalyticsEvents;
    try {
      track(event, JSON.parse(el.dataset.analyticsFields ?? '{}') as never);
    } catch {
      // A malformed declaration must not break the page.
    }
  }
}
