// A paid bundle's page for a signed-in member: once the member owns it (its courses are enrolled) or
// is subscribed, the buy box gives way to "Enrolled" or the way to start (docs/rules/commerce.md).
import { $session, updateSubscription } from '../../stores/session.ts';

export function startBundleBuy(root: ParentNode = document): void {
  const holder = root.querySelector<HTMLElement>('[data-bundle-buy]');
  const session = $session.get();
  if (!holder || !session.isLoggedIn || !session.token) return;
  const start = root.querySelector<HTMLElement>('[data-bundle-start]');
  const box = holder.querySelector<HTMLElement>('[data-buy-box]');
  void (async () => {
    try {
      const [{ getEnrolmentStatus }, { getSubscriptionStatus }] = await Promise.all([import('../../lib/api/learning.ts'), import('../../lib/api/accounts.ts')]);
      const [{ data: enrolment }, { data: status }] = await Promise.all([getEnrolmentStatus(Number(holder.dataset.firstCourseId)), getSubscriptionStatus()]);
      updateSubscription(status.isSubscribed, status.subscription);
      if (enrolment.enrolled || status.isSubscribed) {
        if (box) box.hidden = true;
        if (start) start.hidden = false;
      }
      if (enrolment.enrolled) {
        const badge = holder.querySelector<HTMLElement>('[data-bundle-enrolled]');
        if (badge) badge.hidden = false;
      }
    } catch {
      // Without the status the buy box stays; buying again is answered by the API (409).
    } finally {
      holder.dataset.ready = 'true';
    }
  })();
}
