// /addresses: the billing address (two lines, town or city, region, postcode, country), validated
// by the server with each error beside its field; it can also be removed.
import { useMemo, type SubmitEvent } from 'react';
import { ADDRESS_LIMITS, COUNTRY_CODES, type AddressRequest } from '../../../lib/schemas/accounts.ts';
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
    names = new Intl.DisplayNames([navigator.language || 'en', 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label));
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
      toast('Your billing address has been saved.', 'success');
    });
  }

  async function onRemove() {
    if (!(await confirmDialog('Remove your billing address? You can add it again at any time.', 'Confirmation', { destructive: true }))) return;
    void run(async () => {
      await removeAddress();
      formRef.current?.reset();
      toast('Your billing address has been removed.', 'success');
    });
  }

  return (
    <form ref={formRef} key={address?.updated_at ?? 'new'} className="card settings-form" onSubmit={onSubmit} noValidate aria-label="Billing address">
      {address ? null : <p className="muted">You have not added a billing address yet.</p>}
      <FormError message={formError || otherErrors(errors, [...FIELDS])} />
      <TextField id="address-line1" name="line1" label="Address line 1" autoComplete="address-line1" defaultValue={address?.line1 ?? ''} maxLength={ADDRESS_LIMITS.line} required error={errors.line1} />
      <TextField id="address-line2" name="line2" label="Address line 2 (optional)" autoComplete="address-line2" defaultValue={address?.line2 ?? ''} maxLength={ADDRESS_LIMITS.line} error={errors.line2} />
      <TextField id="address-city" name="city" label="Town or city" autoComplete="address-level2" defaultValue={address?.city ?? ''} maxLength={ADDRESS_LIMITS.city} required error={errors.city} />
      <TextField id="address-region" name="region" label="Region, state or county (optional)" autoComplete="address-level1" defaultValue={address?.region ?? ''} maxLength={ADDRESS_LIMITS.region} error={errors.region} />
      <TextField id="address-postcode" name="postcode" label="Postcode" autoComplete="postal-code" defaultValue={address?.postcode ?? ''} maxLength={ADDRESS_LIMITS.postcode} required error={errors.postcode} />
      <SelectField id="address-country" name="country" label="Country" autoComplete="country" defaultValue={address?.country ?? ''} required error={errors.country} none="Choose a country" options={countries} />
      <SaveActions busy={busy} label="Save address">
        {address ? (
          <button type="button" className="btn btn--ghost" onClick={() => void onRemove()} disabled={busy}>
            Remove address
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
