// /checkout: before paying, the billing address and country (filled in from the saved address), and
// for a business its name and VAT number; the discount code; and the price the server quotes for
// them with the tax shown: the figure the payment charges. "Pay" starts the provider's checkout with
// those details (docs/rules/billing.md, "Address and tax at checkout"). Each error shows beside its
// field, in the server's words.
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError } from '../../lib/api/errors.ts';
import { COUNTRY_CODES } from '../../lib/schemas/accounts.ts';
import { BILLING_LIMITS, type BillingDetails } from '../../lib/schemas/commerce.ts';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { $user } from '../../stores/session.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loading } from '../ui/Loading.tsx';
import { $quote, itemFromQuery, pay, refreshQuote, savedAddress, type CheckoutItem } from './checkout-store.ts';
import { countryName, isEnglishPage, localQuote } from './labels.ts';
import './checkout.css';

type Errors = Record<string, string>;
const FIELDS = ['name', 'company', 'line1', 'line2', 'city', 'region', 'postcode', 'country', 'vat_number'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** The countries by name, in the page's language and its alphabetical order. */
function countryOptions(): Array<{ value: string; label: string }> {
  const collation = isEnglishPage() ? undefined : 'es';
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label, collation));
}

function Field(props: { id: string; name: keyof Values | 'code'; label: string; value: string; onChange: (v: string) => void; onBlur?: () => void; error?: string | undefined; autoComplete?: string; maxLength?: number; required?: boolean; hint?: string }) {
  const described = [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        onBlur={props.onBlur}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
      />
      {props.hint ? (
        <p className="field__hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="field__error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The server's field errors, keyed by our field names (billing.line1 → line1). */
function fieldErrors(err: ApiError): Errors {
  const out: Errors = {};
  for (const [key, messages] of Object.entries(err.errors ?? {})) {
    const name = key.replace(/^billing\./, '');
    if (messages[0]) out[name] = messages[0];
  }
  return out;
}

function CheckoutForm({ item }: { item: CheckoutItem }) {
  const user = useStore($user);
  const apiQuote = useStore($quote);
  const quote = useMemo(() => (apiQuote ? localQuote(apiQuote) : null), [apiQuote]);
  const countries = useMemo(countryOptions, []);
  const [values, setValues] = useState<Values>({ name: user?.name ?? '', company: '', line1: '', line2: '', city: '', region: '', postcode: '', country: '', vat_number: '' });
  const [business, setBusiness] = useState(false);
  const [code, setCode] = useState(() => new URLSearchParams(location.search).get('code') ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const lastQuoted = useRef('');

  const set = (name: keyof Values) => (v: string) => setValues((old) => ({ ...old, [name]: v }));

  async function requote(next: { code: string; country: string; vat: string }) {
    const key = JSON.stringify(next);
    if (key === lastQuoted.current) return true;
    lastQuoted.current = key;
    try {
      await refreshQuote(item, { ...(next.code ? { code: next.code } : {}), ...(next.country ? { country: next.country } : {}), ...(next.vat && next.country ? { vat_number: next.vat } : {}) });
      setErrors((old) => ({ ...old, code: '', vat_number: '', country: '' }));
      return true;
    } catch (err) {
      lastQuoted.current = '';
      if (err instanceof ApiError && err.status === 422) setErrors((old) => ({ ...old, ...fieldErrors(err) }));
      else if (err instanceof ApiError && err.status !== 401) setFormError(err.message);
      return false;
    }
  }

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const saved = await savedAddress();
        if (!live) return;
        const filled = saved
          ? { line1: saved.line1, line2: saved.line2 ?? '', city: saved.city, region: saved.region ?? '', postcode: saved.postcode ?? '', country: saved.country }
          : {};
        setValues((old) => ({ ...old, ...filled }));
        await requote({ code, country: saved?.country ?? '', vat: '' });
      } catch {
        await requote({ code, country: '', vat: '' });
      } finally {
        if (live) setReady(true);
      }
    })();
    return () => {
      live = false;
    };
    // Once, when the screen opens; later changes requote from their own fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const vat = business ? values.vat_number.trim() : '';
  const requoteNow = (over: Partial<{ code: string; country: string; vat: string }> = {}) => void requote({ code: code.trim(), country: values.country, vat, ...over });

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError('');
    setErrors({});
    const billing: BillingDetails = {
      name: values.name.trim() || undefined,
      line1: values.line1,
      line2: values.line2 || undefined,
      city: values.city,
      region: values.region || undefined,
      postcode: values.postcode || undefined,
      country: values.country,
      ...(business ? { company: values.company || undefined, vat_number: values.vat_number || undefined } : {}),
    };
    setBusy(true);
    try {
      await pay(item, code.trim() || undefined, billing);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 401) return;
      if (err instanceof ApiError && err.status === 422) {
        const found = fieldErrors(err);
        setErrors(found);
        const first = FIELDS.find((f) => found[f]) ?? (found.code ? 'code' : null);
        if (first) document.getElementById(`checkout-${first.replace('_', '-')}`)?.focus();
        else setFormError(err.message);
        return;
      }
      setFormError(err instanceof ApiError ? err.message : m.commerce_checkout_open_failed());
    }
  }

  if (!ready || !quote) return <Loading />;
  return (
    <form className="checkout" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={m.commerce_checkout_title()} data-ready="true">
      <section className="card checkout__summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">{quote.item.title}</h2>
        <dl className="checkout__figures" aria-live="polite">
          <dt>{m.commerce_price()}</dt>
          <dd data-price>{quote.subtotal_label}</dd>
          {quote.discount > 0 ? (
            <>
              <dt>{quote.applied ? m.commerce_discount_named({ name: quote.applied.code ?? quote.applied.name }) : m.commerce_discount()}</dt>
              <dd data-discount>− {quote.discount_label}</dd>
            </>
          ) : null}
          {quote.tax ? (
            <>
              <dt>{quote.tax.label}</dt>
              <dd data-tax>{quote.tax.amount_label}</dd>
            </>
          ) : null}
          <dt className="checkout__total-label">{m.commerce_to_pay_now()}</dt>
          <dd className="checkout__total" data-total>
            {quote.total_label}
          </dd>
        </dl>
        {quote.tax ? null : <p className="field__hint">{m.commerce_checkout_choose_country_hint()}</p>}
      </section>

      <fieldset className="card checkout__fields">
        <legend>{m.commerce_checkout_billing_address()}</legend>
        <p className="field__hint">{m.commerce_checkout_billing_hint()}</p>
        <Field id="checkout-name" name="name" label={m.commerce_checkout_name()} value={values.name} onChange={set('name')} autoComplete="name" maxLength={BILLING_LIMITS.name} error={errors.name} />
        <Field id="checkout-line1" name="line1" label={m.commerce_checkout_line1()} value={values.line1} onChange={set('line1')} autoComplete="address-line1" maxLength={BILLING_LIMITS.line} required error={errors.line1} />
        <Field id="checkout-line2" name="line2" label={m.commerce_checkout_line2()} value={values.line2} onChange={set('line2')} autoComplete="address-line2" maxLength={BILLING_LIMITS.line} error={errors.line2} />
        <Field id="checkout-city" name="city" label={m.commerce_checkout_city()} value={values.city} onChange={set('city')} autoComplete="address-level2" maxLength={BILLING_LIMITS.city} required error={errors.city} />
        <Field id="checkout-region" name="region" label={m.commerce_checkout_region()} value={values.region} onChange={set('region')} autoComplete="address-level1" maxLength={BILLING_LIMITS.region} error={errors.region} />
        <Field id="checkout-postcode" name="postcode" label={m.commerce_checkout_postcode()} value={values.postcode} onChange={set('postcode')} autoComplete="postal-code" maxLength={BILLING_LIMITS.postcode} error={errors.postcode} />
        <div className="field">
          <label htmlFor="checkout-country">{m.commerce_checkout_country()}</label>
          <select
            id="checkout-country"
            name="country"
            value={values.country}
            required
            autoComplete="country"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? 'checkout-country-error' : undefined}
            onChange={(e) => {
              const country = e.currentTarget.value;
              set('country')(country);
              requoteNow({ country });
            }}
          >
            <option value="">{m.commerce_checkout_choose_country()}</option>
            {countries.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p className="field__error" id="checkout-country-error">
              {errors.country}
            </p>
          ) : null}
        </div>
        <div className="field field--check">
          <input
            id="checkout-business"
            type="checkbox"
            checked={business}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setBusiness(on);
              requoteNow({ vat: on ? values.vat_number.trim() : '' });
            }}
          />
          <label htmlFor="checkout-business">{m.commerce_checkout_business()}</label>
        </div>
        {business ? (
          <>
            <Field id="checkout-company" name="company" label={m.commerce_checkout_company()} value={values.company} onChange={set('company')} autoComplete="organization" maxLength={BILLING_LIMITS.name} error={errors.company} />
            <Field
              id="checkout-vat-number"
              name="vat_number"
              label={m.commerce_checkout_vat_number()}
              value={values.vat_number}
              onChange={set('vat_number')}
              onBlur={() => requoteNow()}
              maxLength={BILLING_LIMITS.vatNumber}
              error={errors.vat_number}
              hint={m.commerce_checkout_vat_hint()}
            />
          </>
        ) : null}
      </fieldset>

      <div className="card checkout__fields">
        <Field id="checkout-code" name="code" label={m.commerce_discount_code_optional()} value={code} onChange={setCode} onBlur={() => requoteNow()} maxLength={40} error={errors.code} />
        <button type="button" className="btn btn--ghost" onClick={() => requoteNow()}>
          {m.commerce_checkout_apply_code()}
        </button>
      </div>

      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary checkout__pay" disabled={busy} data-pay>
        {m.commerce_pay_amount({ amount: quote.total_label })}
      </button>
      <p className="field__hint">{m.commerce_checkout_pay_note()}</p>
    </form>
  );
}

function CheckoutScreen() {
  const item = useMemo(() => itemFromQuery(location.search), []);
  if (!item) {
    return (
      <p className="form-error" role="alert">
        {m.commerce_checkout_nothing()} <a href={localizePath('/subscriptions')}>{m.commerce_checkout_see_memberships()}</a> {m.commerce_checkout_or()}{' '}
        <a href={localizePath('/courses')}>{m.commerce_checkout_browse_courses()}</a>.
      </p>
    );
  }
  return <CheckoutForm item={item} />;
}

export default function Checkout() {
  return (
    <ErrorBoundary>
      <CheckoutScreen />
    </ErrorBoundary>
  );
}
