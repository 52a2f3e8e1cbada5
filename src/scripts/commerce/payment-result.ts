// The result pages of a checkout (/subscriptions/success and /subscriptions/error): they read the
// payment from the API by its reference (never from the address bar's word), wait while the
// provider's event is on its way, show what was bought or why it failed, update the session's
// subscription part, and push GA4's begin_checkout and purchase events once per payment.
import { ApiError } from '../../lib/api/errors.ts';
import { trackEcommerce, type EcommerceItem } from '../../lib/analytics.ts';
import { localizePath } from '../../lib/i18n.ts';
import type { PaymentResult } from '../../lib/schemas/commerce.ts';
import { m } from '../../paraglide/messages.js';
import { money } from '../../islands/checkout/labels.ts';
import { $session, updateSubscription } from '../../stores/session.ts';

const POLL_MS = 1000;
const MAX_WAIT_MS = 30_000;
const SENT_KEY = 'wellspring.commerce.analytics';

const $ = <T extends HTMLElement>(root: ParentNode, s: string) => root.querySelector<T>(s);

function items(p: PaymentResult): EcommerceItem[] {
  return [
    {
      item_id: `${p.item.type}-${p.item.id}`,
      item_name: p.item.title,
      item_category: p.kind,
      price: p.subtotal / 100,
      quantity: 1,
      ...(p.coupon ? { coupon: p.coupon } : {}),
      ...(p.discount ? { discount: p.discount / 100 } : {}),
    },
  ];
}

/** Each event once per payment and tab, so a reload does not count a sale twice. */
function once(key: string): boolean {
  try {
    const sent = new Set<string>(JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]') as string[]);
    if (sent.has(key)) return false;
    sent.add(key);
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent].slice(-50)));
    return true;
  } catch {
    return true;
  }
}

export function pushCheckoutEvents(p: PaymentResult): void {
  const base = { currency: p.currency, value: p.total / 100, ...(p.coupon ? { coupon: p.coupon } : {}), items: items(p) };
  if (once(`begin:${p.reference}`)) trackEcommerce('begin_checkout', base);
  if (p.status === 'paid' && once(`purchase:${p.reference}`)) trackEcommerce('purchase', { transaction_id: p.reference, ...base });
}

async function load(reference: string): Promise<PaymentResult> {
  const { getPaymentResult } = await import('../../lib/api/commerce.ts');
  const started = Date.now();
  for (;;) {
    const { data } = await getPaymentResult(reference);
    if ((data.status !== 'pending' && data.status !== 'requires_action') || Date.now() - started > MAX_WAIT_MS) return data;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function refreshSession(): Promise<void> {
  const { getSubscriptionStatus } = await import('../../lib/api/accounts.ts');
  const { data } = await getSubscriptionStatus();
  updateSubscription(data.isSubscribed, data.subscription);
}

function show(root: ParentNode, state: string): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-state]')) el.hidden = el.dataset.state !== state;
  const page = $(root, '[data-result]');
  if (page) page.dataset.ready = state;
}

function retryUrl(p: PaymentResult): string {
  return localizePath(p.kind === 'subscription' ? '/subscriptions' : p.item.url);
}

function fillSuccess(root: ParentNode, p: PaymentResult): void {
  $(root, '[data-what]')!.textContent = p.kind === 'subscription' ? m.commerce_result_subscription_bought({ title: p.item.title }) : m.commerce_result_item_bought({ title: p.item.title });
  const total = money(p.total, p.currency, p.total_label);
  $(root, '[data-paid]')!.textContent =
    p.discount > 0 ? (p.coupon ? m.commerce_result_after_discount_code({ amount: total, code: p.coupon }) : m.commerce_result_after_discount({ amount: total })) : total;
  const next = $(root, '[data-next]')!;
  next.replaceChildren();
  const link = (href: string, text: string) => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = localizePath(href);
    a.textContent = text;
    li.append(a);
    next.append(li);
  };
  if (p.kind === 'subscription') {
    link('/courses', m.commerce_result_next_choose_course());
    link('/my-courses', m.commerce_result_next_continue());
  } else {
    // A cohort place: its member list first; the lessons open on its start date (docs/rules/cohorts.md).
    if (p.kind === 'cohort' && p.item.url.startsWith('/cohorts/')) link(p.item.url, m.commerce_result_next_cohort());
    for (const c of p.courses) link(c.url, m.commerce_result_next_start({ title: c.title }));
    link('/my-courses', m.commerce_result_next_all_courses());
  }
  link('/billing', m.commerce_result_next_billing());
}

/** `kind` is the page: success or error. */
export function startPaymentResult(kind: 'success' | 'error', root: ParentNode = document): void {
  const reference = new URLSearchParams(location.search).get('reference') ?? '';
  const session = $session.get();
  if (!session.isLoggedIn || !session.token) return show(root, 'signed-out');
  if (!reference) return show(root, kind === 'success' ? 'unknown' : 'generic');
  show(root, 'waiting');
  void (async () => {
    try {
      const p = await load(reference);
      await refreshSession().catch(() => undefined);
      pushCheckoutEvents(p);
      if (p.status === 'paid') {
        if (kind === 'error') return location.replace(localizePath(`/subscriptions/success?reference=${encodeURIComponent(reference)}`));
        fillSuccess(root, p);
        return show(root, 'paid');
      }
      if (p.status === 'failed' || p.status === 'cancelled' || p.status === 'refunded') {
        if (kind === 'success') return location.replace(localizePath(`/subscriptions/error?reference=${encodeURIComponent(reference)}`));
        $(root, '[data-reason]')!.textContent = p.failure_reason ?? m.commerce_result_failed_reason();
        $(root, '[data-what-failed]')!.textContent = `${p.description}, ${money(p.total, p.currency, p.total_label)}`;
        $<HTMLAnchorElement>(root, '[data-retry]')!.href = retryUrl(p);
        return show(root, 'failed');
      }
      show(root, 'slow');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      show(root, err instanceof ApiError && err.status === 404 ? 'unknown' : 'slow');
    }
  })();
}
