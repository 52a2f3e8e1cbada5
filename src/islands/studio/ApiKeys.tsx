// /studio/api-keys (docs/rules/integrations.md, "API keys"): make a key with a name, its scopes and
// how long it lasts; the key is shown once, to copy; every key is listed with what it may do, when it
// was last used and when it expires, and can be revoked (asked first).
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '../../lib/schemas/api-keys.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $apiKeyForm, $apiKeys, $newApiKey, forgetNewApiKey, makeApiKey, revokeKey } from './api-keys-store.ts';
import { Field } from './form.tsx';
import { formatDay, formatTime } from './format.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { ShownOnce } from './ShownOnce.tsx';
import { StudioGate } from './StudioGate.tsx';

const LIFETIMES = [30, 90, 180, 365] as const;
const STATUS: Record<ApiKey['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

function NewKey() {
  const made = useStore($newApiKey);
  if (!made) return null;
  return (
    <ShownOnce id="api-key" dataAttribute="new-key" heading={`Copy the key “${made.name}” now`} label="The key" value={made.key} what="key" onDone={forgetNewApiKey}>
      <p>It is shown this once: only a fingerprint of it is kept, so nobody can show it to you again. Keep it where your other system keeps its secrets.</p>
    </ShownOnce>
  );
}

function MakeKeyForm() {
  const { busy, errors } = useStore($apiKeyForm);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [days, setDays] = useState<number>(90);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await makeApiKey({ name, scopes, expires_in_days: days })) {
      setName('');
      setScopes([]);
    }
  };
  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes(on ? [...scopes, scope] : scopes.filter((s) => s !== scope));
  return (
    <form className="card studio-form" onSubmit={(e) => void submit(e)} aria-labelledby="api-key-form-heading" noValidate>
      <h2 id="api-key-form-heading">Make a key</h2>
      <Field id="api-key-name" label="Name" hint="What it is for, such as the system that will use it" errors={errors.name}>
        <input id="api-key-name" className="input" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={errors.name ? true : undefined} aria-describedby={`api-key-name-hint${errors.name ? ' api-key-name-error' : ''}`} maxLength={100} />
      </Field>
      <fieldset className="api-key-scopes" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend>What it may do</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="api-key-scope">
            <input type="checkbox" checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
            <span>
              <code>{scope}</code> {API_KEY_SCOPE_LABELS[scope]}
            </span>
          </label>
        ))}
        {errors.scopes ? (
          <p className="field-error" id="api-key-scopes-error">
            {errors.scopes.join(' ')}
          </p>
        ) : null}
      </fieldset>
      <Field id="api-key-days" label="Lasts" errors={errors.expires_in_days}>
        <select id="api-key-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {LIFETIMES.map((d) => (
            <option key={d} value={d}>
              {d} days
            </option>
          ))}
        </select>
      </Field>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Making the key…' : 'Make the key'}
        </button>
      </div>
    </form>
  );
}

function KeyList() {
  const { data } = useQuery($apiKeys);
  const revoke = async (k: ApiKey) => {
    const sure = await confirmDialog(`Revoke “${k.name}”? Whatever uses it is refused from its next request.`, 'Revoke the key', { destructive: true });
    if (!sure) return;
    await revokeKey(k.id);
    toast(`“${k.name}” is revoked.`, 'success');
  };
  if (!data) return <Loading />;
  if (data.data.length === 0) return <p className="muted" data-ready="">No API keys yet. Make one below for a system that should read or change things here.</p>;
  return (
    <ScrollRegion label="API keys table">
      <table className="data-table studio-table" data-ready="">
        <caption className="visually-hidden">Every API key, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">May</th>
            <th scope="col">Made</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {data.data.map((k) => (
            <tr key={k.id} data-key-status={k.status}>
              <th scope="row">{k.name}</th>
              <td>
                <code>{k.prefix}…</code>
              </td>
              <td>{k.scopes.join(', ')}</td>
              <td>
                {formatDay(k.created_at)} by {k.created_by.name}
              </td>
              <td>{k.last_used_at ? formatTime(k.last_used_at) : 'Never'}</td>
              <td>{formatDay(k.expires_at)}</td>
              <td>{STATUS[k.status]}</td>
              <td>
                {k.status === 'active' ? (
                  <button type="button" className="btn" onClick={() => void revoke(k)}>
                    Revoke <span className="visually-hidden">{k.name}</span>
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default function ApiKeys() {
  return (
    <StudioGate>
      <h1>API keys</h1>
      <p>
        A key lets another system (a CRM, an accounting tool) call the studio’s API, <code>/v1/admin</code>, as you, for what its scopes allow and no more. Send it as{' '}
        <code>Authorization: Bearer wsk_…</code>.
      </p>
      <NewKey />
      <section aria-labelledby="api-keys-heading">
        <h2 id="api-keys-heading">Keys</h2>
        <KeyList />
      </section>
      <MakeKeyForm />
    </StudioGate>
  );
}
