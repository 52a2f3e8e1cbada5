// /addresses: the billing address (two lines, town or city, region, postcode, country), validated
// by the server with each error beside its field; it can also be removed.
import { useMemo, type SubmitEvent } from 'react';
import { pageIntlLocale } from '../../../lib/dates.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { ADDRESS_LIMITS, COUNTRY_CODES, type AddressRequest } from '../../../lib/schemas/accounts.ts';
import { m } from '../../../paraglide/messages.js';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, SaveActions, SelectField, TextField, otherErrors, useSubmit } from './form-kit.tsx';
import { $address, removeAddress, saveAddress } from './settings-store.ts';

const FIELDS = ['line1', 'line2', 'city', 'region', 'postcode', 'country'] as const;

function countryOptions(): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    // English pages keep the browser's language, as before; other pages name the countries in the page's language.
    names = new Intl.DisplayNames(currentLocale() === 'en' ? [navigator.language || 'en', 'en'] : [pageIntlLocale()], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, currentLocale() === 'en' ? undefined : pageIntlLocale()));
}

function AddressEditor() {
  const { data, loading } = useQuery($address);
  const { formRef, errors, formError, busy, run } = useSubmit();
  const countries = useMemo(countryOptions, []);
  if (loading || !data) return <Loading />;
  const address = data.data;

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as AddressRequest;
    void run(async () => {
      await saveAddress(values);
      toast(m.settings_address_saved(), 'success');
    });
  }

  async function onRemove() {
    if (!(await confirmDialog(m.settings_address_remove_confirm(), m.settings_confirmation(), { destructive: true }))) return;
    void run(async () => {
      await removeAddress();
      formRef.current?.reset();
      toast(m.settings_address_removed(), 'success');
    });
  }

  return (
    <form ref={formRef} key={address?.updated_at ?? 'new'} className="card settings-form" onSubmit={onSubmit} noValidate aria-label={m.settings_addresses_title()}>
      {address ? null : <p className="muted">{m.settings_address_empty()}</p>}
      <FormError message={formError || otherErrors(errors, [...FIELDS])} />
      <TextField id="address-line1" name="line1" label={m.settings_address_line1()} autoComplete="address-line1" defaultValue={address?.line1 ?? ''} maxLength={ADDRESS_LIMITS.line} required error={errors.line1} />
      <TextField id="address-line2" name="line2" label={m.settings_address_line2()} autoComplete="address-line2" defaultValue={address?.line2 ?? ''} maxLength={ADDRESS_LIMITS.line} error={errors.line2} />
      <TextField id="address-city" name="city" label={m.settings_address_city()} autoComplete="address-level2" defaultValue={address?.city ?? ''} maxLength={ADDRESS_LIMITS.city} required error={errors.city} />
      <TextField id="address-region" name="region" label={m.settings_address_region()} autoComplete="address-level1" defaultValue={address?.region ?? ''} maxLength={ADDRESS_LIMITS.region} error={errors.region} />
      <TextField id="address-postcode" name="postcode" label={m.settings_address_postcode()} autoComplete="postal-code" defaultValue={address?.postcode ?? ''} maxLength={ADDRESS_LIMITS.postcode} required error={errors.postcode} />
      <SelectField id="address-country" name="country" label={m.settings_address_country()} autoComplete="country" defaultValue={address?.country ?? ''} required error={errors.country} none={m.settings_address_choose_country()} options={countries} />
      <SaveActions busy={busy} label={m.settings_address_save()}>
        {address ? (
          <button type="button" className="btn btn--ghost" onClick={() => void onRemove()} disabled={busy}>
            {m.settings_address_remove()}
          </button>
        ) : null}
      </SaveActions>
    </form>
  );
}

export default function AddressForm() {
  return (
    <ErrorBoundary>
      <AddressEditor />
    </ErrorBoundary>
  );
}
