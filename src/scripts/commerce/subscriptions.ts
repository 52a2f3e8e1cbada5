// The /subscriptions page in the browser: the price summary for the chosen plan (with the default
// discount, or the typed code once the API accepted it), the code's error next to its field, the pay
// button (to /checkout, which asks for the billing address), and for a subscriber their membership with
// cancel at period end and resume. Prices shown come from the API, never computed here.
import type { MemberSubscription, Plan, Quote } from '../../lib/schemas/commerce.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { formatLocalDate } from '../../lib/dates.ts';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { formatPageMoney, isEnglishPage, localQuote, money } from '../../islands/checkout/labels.ts';
import { $session, updateSubscription } from '../../stores/session.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';

type State = { plans: Plan[]; defaults: Quote[]; applied: { code: string; quote: Quote } | null };

const $ = <T extends HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector);

function setText(el: HTMLElement | null, text: string): void {
  if (el) el.textContent = text;
}

function chosenPlan(form: HTMLFormElement, state: State): Plan | undefined {
  const value = new FormData(form).get('plan_id');
  return state.plans.find((p) => String(p.id) === value) ?? state.plans[0];
}

function quoteFor(plan: Plan, state: State): { subtotal: string; discount: string; total: string } {
  const q = state.applied?.quote.item.id === plan.id ? state.applied.quote : state.defaults.find((d) => d.item.id === plan.id);
  if (q) return { subtotal: q.subtotal_label, discount: q.discount > 0 ? `− ${q.discount_label}` : m.commerce_subs_none(), total: q.total_label };
  return { subtotal: plan.price_label, discount: m.commerce_subs_none(), total: isEnglishPage() ? plan.price_label.replace(/ \/ .*/, '') : formatPageMoney(plan.amount, plan.currency) };
}

/**
 * The plan cards show the price the summary shows: the typed code's price replaces the welcome offer
 * on the card it was applied to, and the offer's note says it was replaced (one price on screen).
 */
function renderCards(form: HTMLFormElement, state: State): void {
  for (const plan of state.plans) {
    const price = form.querySelector<HTMLElement>(`[data-plan="${plan.id}"] .subs__plan-price`);
    if (!price) continue;
    const q = state.applied?.quote.item.id === plan.id ? state.applied.quote : state.defaults.find((d) => d.item.id === plan.id);
    price.replaceChildren();
    if (q && q.discount > 0) {
      const was = document.createElement('s');
      was.textContent = plan.price_label;
      was.setAttribute('aria-label', m.commerce_subs_was({ price: plan.price_label }));
      const now = document.createElement('strong');
      now.textContent = q.total_label;
      price.append(was, ' ', now, ` ${firstPeriod(plan, state.applied?.quote === q ? state.applied.code.toUpperCase() : null)}`);
    } else {
      const now = document.createElement('strong');
      now.textContent = plan.price_label;
      price.append(now);
    }
  }
  const offer = form.querySelector<HTMLElement>('[data-default-discount]');
  if (offer) {
    offer.dataset.original ??= offer.textContent ?? '';
    offer.textContent = state.applied && state.applied.quote.discount > 0 ? m.commerce_subs_code_replaces({ code: state.applied.code.toUpperCase() }) : offer.dataset.original;
  }
}

/** "first year", or "first year with CODE" when a typed code gave the price. */
function firstPeriod(plan: Plan, code: string | null): string {
  if (plan.interval === 'year') return code ? m.commerce_subs_first_year_with({ code }) : m.commerce_subs_first_year();
  return code ? m.commerce_subs_first_month_with({ code }) : m.commerce_subs_first_month();
}

function render(form: HTMLFormElement, state: State): void {
  renderCards(form, state);
  const plan = chosenPlan(form, state);
  if (!plan) return;
  const q = quoteFor(plan, state);
  setText($(form, '[data-subtotal]'), `${plan.price_label}`);
  setText($(form, '[data-discount]'), q.discount);
  setText($(form, '[data-total]'), q.total);
  const pay = $<HTMLAnchorElement>(form, '[data-pay]');
  if (pay && $session.get().isLoggedIn) pay.textContent = m.commerce_subs_pay_and_subscribe({ amount: q.total });
}

function codeError(form: HTMLFormElement, message: string): void {
  const input = $<HTMLInputElement>(form, '[data-code]');
  const error = $(form, '[data-code-error]');
  if (error) {
    error.textContent = message;
    error.hidden = !message;
  }
  if (message) input?.setAttribute('aria-invalid', 'true');
  else input?.removeAttribute('aria-invalid');
}

async function applyCode(form: HTMLFormElement, state: State): Promise<boolean> {
  const input = $<HTMLInputElement>(form, '[data-code]');
  const note = $(form, '[data-code-note]');
  const code = input?.value.trim() ?? '';
  const plan = chosenPlan(form, state);
  codeError(form, '');
  setText(note, '');
  if (!code) {
    state.applied = null;
    render(form, state);
    return true;
  }
  if (!plan) return false;
  try {
    const { applyDiscount } = await import('../../lib/api/commerce.ts');
    const { data } = await applyDiscount({ code, plan_id: plan.id });
    const quote = localQuote(data);
    state.applied = { code, quote };
    setText(note, quote.applied ? m.commerce_subs_code_note({ name: quote.applied.name, label: quote.applied.label }) : m.commerce_subs_code_applied());
    render(form, state);
    return true;
  } catch (err) {
    state.applied = null;
    render(form, state);
    const message = err instanceof ApiError ? (err.field('code') ?? err.field('plan_id') ?? err.message) : m.commerce_subs_code_check_failed();
    codeError(form, message);
    return false;
  }
}

function describe(sub: MemberSubscription): string {
  const end = formatLocalDate(sub.current_period_end);
  if (sub.status === 'cancelled_at_period_end') return m.commerce_subs_member_until({ plan: sub.plan, date: end });
  if (sub.status === 'past_due') {
    // The reason and dates of a declined renewal (docs/rules/commerce.md, "Failed renewals"); paying now is on /billing.
    const failed = sub.payment_failed;
    if (!failed) return m.commerce_subs_member_past_due({ plan: sub.plan });
    const next = failed.next_retry_at ? m.commerce_subs_retry_on({ date: formatLocalDate(failed.next_retry_at) }) : m.commerce_subs_last_try();
    return m.commerce_subs_member_failed({ plan: sub.plan, reason: failed.reason, next, date: formatLocalDate(failed.access_until) });
  }
  const amount = sub.next_charge ? money(sub.next_charge.amount, sub.next_charge.currency, sub.next_charge.label) : '';
  return m.commerce_subs_member_renews({ plan: sub.plan, date: end, amount });
}

async function showCurrent(root: ParentNode, form: HTMLFormElement | null): Promise<void> {
  const box = $(root, '[data-current]');
  if (!box) return;
  const { getMySubscription } = await import('../../lib/api/commerce.ts');
  const { getSubscriptionStatus } = await import('../../lib/api/accounts.ts');
  const [{ data: sub }, { data: status }] = await Promise.all([getMySubscription(), getSubscriptionStatus()]);
  updateSubscription(status.isSubscribed, status.subscription);
  if (!sub) {
    box.hidden = true;
    if (form) form.hidden = false;
    return;
  }
  box.hidden = false;
  if (form) form.hidden = true;
  setText($(box, '[data-current-text]'), describe(sub));
  const cancel = $<HTMLButtonElement>(box, '[data-cancel]');
  const resume = $<HTMLButtonElement>(box, '[data-resume]');
  if (cancel) cancel.hidden = sub.status !== 'active';
  if (resume) resume.hidden = sub.status !== 'cancelled_at_period_end';
  const payNow = $(box, '[data-pay-now]');
  if (payNow) payNow.hidden = sub.status !== 'past_due';
}

async function change(root: ParentNode, form: HTMLFormElement | null, action: 'cancel' | 'resume'): Promise<void> {
  const box = $(root, '[data-current]')!;
  const error = $(box, '[data-current-error]');
  if (error) error.hidden = true;
  if (action === 'cancel' && !(await confirmDialog(m.commerce_subs_cancel_confirm(), m.commerce_subs_cancel_confirm_title()))) return;
  const button = $<HTMLButtonElement>(box, action === 'cancel' ? '[data-cancel]' : '[data-resume]');
  if (button) button.disabled = true;
  try {
    const api = await import('../../lib/api/commerce.ts');
    await (action === 'cancel' ? api.cancelSubscription() : api.resumeSubscription());
    toast(action === 'cancel' ? m.commerce_subs_cancelled_toast() : m.commerce_subs_resumed_toast(), 'success');
    await showCurrent(root, form);
    $<HTMLButtonElement>(box, action === 'cancel' ? '[data-resume]' : '[data-cancel]')?.focus();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return;
    if (error) {
      error.textContent = err instanceof ApiError ? err.message : m.commerce_subs_failed();
      error.hidden = false;
    }
  } finally {
    if (button) button.disabled = false;
  }
}

export function startSubscriptionsPage(root: ParentNode = document): void {
  const form = $<HTMLFormElement>(root, '[data-subscribe-form]');
  const state: State = {
    plans: form ? (JSON.parse(form.dataset.plans ?? '[]') as Plan[]) : [],
    defaults: form ? (JSON.parse(form.dataset.quotes ?? '[]') as Quote[]) : [],
    applied: null,
  };
  if (form) {
    render(form, state);
    form.addEventListener('change', (e) => {
      if ((e.target as HTMLInputElement).name !== 'plan_id') return;
      if (state.applied) void applyCode(form, state);
      else render(form, state);
    });
    $(form, '[data-apply]')?.addEventListener('click', () => void applyCode(form, state));
    $<HTMLInputElement>(form, '[data-code]')?.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        void applyCode(form, state);
      }
    });
  }
  const session = $session.get();
  if (!session.isLoggedIn || !session.token) {
    if (form) form.dataset.ready = 'true';
    return;
  }
  const pay = form ? $<HTMLAnchorElement>(form, '[data-pay]') : null;
  if (form && pay) {
    render(form, state);
    pay.addEventListener('click', (e) => {
      e.preventDefault();
      if (pay.getAttribute('aria-disabled') === 'true') return;
      void (async () => {
        const formError = $(form, '[data-form-error]');
        if (formError) formError.hidden = true;
        const typed = $<HTMLInputElement>(form, '[data-code]')?.value.trim() ?? '';
        if (typed && state.applied?.code !== typed && !(await applyCode(form, state))) return;
        const plan = chosenPlan(form, state);
        if (!plan) return;
        // The checkout asks for the billing address and shows the tax before paying (docs/rules/billing.md).
        location.assign(localizePath(`/checkout?plan=${plan.id}${typed ? `&code=${encodeURIComponent(typed)}` : ''}`));
      })();
    });
  }
  const current = $(root, '[data-current]');
  $(current ?? root, '[data-cancel]')?.addEventListener('click', () => void change(root, form, 'cancel'));
  $(current ?? root, '[data-resume]')?.addEventListener('click', () => void change(root, form, 'resume'));
  void showCurrent(root, form)
    .catch(() => undefined)
    .finally(() => {
      if (form) form.dataset.ready = 'true';
      if (current) current.dataset.ready = 'true';
    });
}
