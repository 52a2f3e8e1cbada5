// Fires the analytics event a page declares (docs/rules/client.md, "Analytics events"): an element with
// data-analytics-event="course_click" and data-analytics-fields='{"course_id":1,"title":"..."}'.
// The event is the click that led here: the page sends it only when a click on a link of this site
// opened it, never on a reload, a back/forward visit or a direct visit (src/lib/analytics.ts). The
// clicked page cannot send it itself: a full page load drops what it pushed.
import { openedByClick, track, type AnalyticsEvents } from '../../lib/analytics.ts';

export function firePageEvents(root: ParentNode = document): void {
  if (!openedByClick()) return;
  for (const el of root.querySelectorAll<HTMLElement>('[data-analytics-event]')) {
    const event = el.dataset.analyticsEvent as keyof AnalyticsEvents;
    try {
      track(event, JSON.parse(el.dataset.analyticsFields ?? '{}') as never);
    } catch {
      // A malformed declaration must not break the page.
    }
  }
}
