// /studio/webhooks (docs/rules/integrations.md, "Webhooks"): add an endpoint with its address, a
// description and the events it wants; its signing secret is shown once, to copy. Each endpoint shows
// its state and last month's deliveries, and can be edited, turned off and on, given a new secret or
// removed (asked first). Its delivery log lists each message with status, answer and time; a delivery
// opens to the body sent and every attempt, and can be sent again.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint } from '../../lib/schemas/webhooks.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { described, Field } from './form.tsx';
import { formatTime } from './format.tsx';
import { Pager } from './Pager.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { ShownOnce } from './ShownOnce.tsx';
import { StudioGate } from './StudioGate.tsx';
import {
  $deliveryPage,
  $deliveryStatus,
  $editingEndpoint,
  $newWebhookSecret,
  $openDelivery,
  $openEndpoint,
  $webhookDeliveries,
  $webhookEndpoints,
  $webhookForm,
  closeDeliveries,
  editEndpoint,
  filterDeliveries,
  forgetNewSecret,
  hideDelivery,
  openDeliveries,
  removeEndpoint,
  resend,
  rotateSecret,
  saveEndpoint,
  setEndpointEnabled,
  showDelivery,
} from './webhooks-store.ts';

const DELIVERY_STATUS: Record<WebhookDelivery['status'], string> = { pending: 'Waiting to retry', succeeded: 'Delivered', failed: 'Failed' };

function NewSecret() {
  const made = useStore($newWebhookSecret);
  if (!made) return null;
  return (
    <ShownOnce id="webhook-secret" dataAttribute="new-secret" heading={`Copy the signing secret of ${made.description || made.url} now`} label="The signing secret" value={made.secret} what="secret" onDone={forgetNewSecret}>
      <p>
        It is shown this once. Your receiver checks each request’s <code>webhook-signature</code> with it (any Standard Webhooks library does).
        {made.rotated && made.previous_secret_until ? ` The old secret signs too until ${formatTime(made.previous_secret_until)}, so you can switch without missing a message.` : ''}
      </p>
    </ShownOnce>
  );
}

function EndpointForm() {
  const { busy, errors } = useStore($webhookForm);
  const editing = useStore($editingEndpoint);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    setUrl(editing?.url ?? '');
    setDescription(editing?.description ?? '');
    setEvents(editing?.events ?? []);
    if (editing) heading.current?.focus();
  }, [editing]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wasEditing = editing;
    if (await saveEndpoint({ url, description, events })) {
      setUrl('');
      setDescription('');
      setEvents([]);
      if (wasEditing) toast('The endpoint is saved.', 'success');
    }
  };
  const toggle = (type: string, on: boolean) => setEvents(on ? [...events, type] : events.filter((t) => t !== type));
  const all = events.length === WEBHOOK_EVENT_TYPES.length;
  return (
    <form className="card studio-form" onSubmit={(e) => void submit(e)} aria-labelledby="webhook-form-heading" noValidate>
      <h2 id="webhook-form-heading" tabIndex={-1} ref={heading}>
        {editing ? `Edit ${editing.description || editing.url}` : 'Add an endpoint'}
      </h2>
      <Field id="webhook-url" label="Address" hint="Where events are sent, starting with https://" errors={errors.url}>
        <input id="webhook-url" className="input" type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} {...described('webhook-url', errors.url, true)} maxLength={2000} />
      </Field>
      <Field id="webhook-description" label="Description (optional)" hint="What it is, such as the system that receives it" errors={errors.description}>
        <input id="webhook-description" className="input" value={description} onChange={(e) => setDescription(e.target.value)} {...described('webhook-description', errors.description, true)} maxLength={200} />
      </Field>
      <fieldset className="api-key-scopes" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>Events to send</legend>
        <label className="api-key-scope">
          <input type="checkbox" checked={all} onChange={(e) => setEvents(e.target.checked ? [...WEBHOOK_EVENT_TYPES] : [])} />
          <span>Every event</span>
        </label>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="api-key-scope">
            <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
            <span>
              <code>{type}</code> {WEBHOOK_EVENTS[type].label}
            </span>
          </label>
        ))}
        {errors.events ? (
          <p className="field-error" id="webhook-events-error">
            {errors.events.join(' ')}
          </p>
        ) : null}
      </fieldset>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Save the endpoint' : 'Add the endpoint'}
        </button>
        {editing ? (
          <button type="button" className="btn" onClick={() => editEndpoint(null)}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function endpointState(e: WebhookEndpoint): string {
  if (e.status === 'disabled') return e.disabled_reason === 'failing' ? `Off: every delivery failed for three days (since ${formatTime(e.failing_since ?? e.disabled_at)})` : 'Off';
  return e.failing_since ? `On, failing since ${formatTime(e.failing_since)}` : 'On';
}

function EndpointCard({ endpoint: e }: { endpoint: WebhookEndpoint }) {
  const open = useStore($openEndpoint) === e.id;
  const name = e.description || e.url;
  const toggleOn = async () => {
    await setEndpointEnabled(e.id, e.status === 'disabled');
    toast(e.status === 'disabled' ? `${name} is on again.` : `${name} is off: no events are recorded for it.`, 'success');
  };
  const rotate = async () => {
    if (!(await confirmDialog(`Make a new signing secret for ${name}? The old one keeps signing beside it for 24 hours.`, 'Make a new secret'))) return;
    await rotateSecret(e.id);
  };
  const remove = async () => {
    if (!(await confirmDialog(`Remove ${name}? Its delivery log goes with it, and deliveries waiting for it are dropped.`, 'Remove the endpoint', { destructive: true }))) return;
    await removeEndpoint(e.id);
    toast(`${name} is removed.`, 'success');
  };
  return (
    <li className="card webhook-endpoint" data-endpoint-status={e.status}>
      <h3>{e.description || 'Endpoint'}</h3>
      <p className="webhook-url">
        <code>{e.url}</code>
      </p>
      <p>
        <strong>{endpointState(e)}</strong>
      </p>
      <p className="muted">
        Last 30 days: {e.deliveries.succeeded} delivered, {e.deliveries.pending} waiting to retry, {e.deliveries.failed} failed.
      </p>
      <p className="muted">Events: {e.events.length === WEBHOOK_EVENT_TYPES.length ? 'every event' : e.events.join(', ')}</p>
      <div className="studio-actions">
        <button type="button" className="btn btn--primary" aria-expanded={open} aria-controls="webhook-deliveries" onClick={() => (open ? closeDeliveries() : openDeliveries(e.id))}>
          {open ? 'Hide deliveries' : 'Deliveries'} <span className="visually-hidden">of {name}</span>
        </button>
        <button type="button" className="btn" onClick={() => editEndpoint(e)}>
          Edit <span className="visually-hidden">{name}</span>
        </button>
        <button type="button" className="btn" onClick={() => void toggleOn()}>
          {e.status === 'disabled' ? 'Turn on' : 'Turn off'} <span className="visually-hidden">{name}</span>
        </button>
        <button type="button" className="btn" onClick={() => void rotate()}>
          New secret <span className="visually-hidden">for {name}</span>
        </button>
        <button type="button" className="btn btn--danger" onClick={() => void remove()}>
          Remove <span className="visually-hidden">{name}</span>
        </button>
      </div>
    </li>
  );
}

function DeliveryDetail() {
  const open = useStore($openDelivery);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [open?.data?.id]);
  if (!open) return null;
  if (open.loading) return <Loading />;
  if (!open.data) return <p className="field-error">The delivery could not be read. Close it and try again.</p>;
  const d = open.data;
  const again = async () => {
    await resend(d.id);
    toast('Sent again: the log shows the answer in a moment.', 'success');
  };
  return (
    <section className="card webhook-delivery" aria-labelledby="webhook-delivery-heading">
      <h3 id="webhook-delivery-heading" tabIndex={-1} ref={heading}>
        {d.event_type} · {DELIVERY_STATUS[d.status]}
      </h3>
      <p className="muted">
        <code>{d.message_id}</code> · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
        {d.next_attempt_at ? ` · next try ${formatTime(d.next_attempt_at)}` : ''}
      </p>
      <h4>Body sent</h4>
      <pre className="webhook-body" tabIndex={0} aria-label="The body sent">
        {JSON.stringify(JSON.parse(d.payload), null, 2)}
      </pre>
      <h4>Attempts, newest first</h4>
      {d.attempts_log.length === 0 ? <p className="muted">Not sent yet.</p> : null}
      <ol className="webhook-attempts">
        {d.attempts_log.map((a, i) => (
          <li key={i}>
            <strong>{a.status_code ?? 'No answer'}</strong> · {formatTime(a.attempted_at)} · {a.duration_ms} ms{a.manual ? ' · sent again by hand' : ''}
            {a.error ? <p className="field-error">{a.error}</p> : null}
            {a.response_body ? (
              <pre className="webhook-body" tabIndex={0} aria-label={`The answer at ${formatTime(a.attempted_at)}`}>
                {a.response_body}
              </pre>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="studio-actions">
        <button type="button" className="btn btn--primary" onClick={() => void again()}>
          Send again
        </button>
        <button type="button" className="btn" onClick={hideDelivery}>
          Close
        </button>
      </div>
    </section>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { data } = useQuery($webhookDeliveries);
  const status = useStore($deliveryStatus);
  const page = useStore($deliveryPage);
  return (
    <section id="webhook-deliveries" className="webhook-deliveries" aria-labelledby="webhook-deliveries-heading">
      <h2 id="webhook-deliveries-heading">Deliveries to {endpoint.description || endpoint.url}</h2>
      <div className="field">
        <label htmlFor="webhook-delivery-status">Show</label>
        <select id="webhook-delivery-status" value={status} onChange={(e) => filterDeliveries(e.target.value as typeof status)}>
          <option value="">All deliveries</option>
          <option value="failed">Failed</option>
          <option value="pending">Waiting to retry</option>
          <option value="succeeded">Delivered</option>
        </select>
      </div>
      {!data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p className="muted" data-ready="">
          {status ? 'No deliveries with this status in the last 30 days.' : 'No deliveries in the last 30 days. Events this endpoint chose are sent as they happen.'}
        </p>
      ) : (
        <>
          <ScrollRegion label="Deliveries table">
            <table className="data-table studio-table" data-ready="">
              <caption className="visually-hidden">Deliveries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last answer</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">When</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((d) => (
                  <tr key={d.id} data-delivery-status={d.status}>
                    <th scope="row">
                      <code>{d.event_type}</code>
                    </th>
                    <td>{DELIVERY_STATUS[d.status]}</td>
                    <td>{d.last_status_code ?? (d.attempts ? 'No answer' : '–')}</td>
                    <td>{d.attempts}</td>
                    <td>{formatTime(d.last_attempt_at ?? d.created_at)}</td>
                    <td>
                      <button type="button" className="btn" onClick={() => void showDelivery(d.id)}>
                        Details <span className="visually-hidden">of {d.event_type} at {formatTime(d.created_at)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager label="Deliveries pages" page={page} lastPage={data.meta.last_page} onPage={(p) => $deliveryPage.set(p)} />
        </>
      )}
      <DeliveryDetail />
    </section>
  );
}

function Endpoints() {
  const { data } = useQuery($webhookEndpoints);
  const openId = useStore($openEndpoint);
  if (!data) return <Loading />;
  const open = data.data.find((e) => e.id === openId);
  return (
    <>
      {data.data.length === 0 ? (
        <p className="muted" data-ready="">
          No endpoints yet. Add one below for a system that should hear of new members, payments or completions.
        </p>
      ) : (
        <ul className="webhook-endpoints" data-ready="">
          {data.data.map((e) => (
            <EndpointCard key={e.id} endpoint={e} />
          ))}
        </ul>
      )}
      {open ? <Deliveries endpoint={open} /> : null}
    </>
  );
}

export default function Webhooks() {
  return (
    <StudioGate>
      <h1>Webhooks</h1>
      <p>
        A webhook tells another system (a CRM, an accounting tool, a community) the moment something happens here: it POSTs the event as JSON to the address you give, signed
        with the endpoint’s secret as the Standard Webhooks specification says. A delivery that fails is tried again for about three days; an
        address that fails for three days is turned off and the admins are told. Each event’s body is in the <a href="/v1/docs">API reference</a> under Webhooks.
      </p>
      <NewSecret />
      <section aria-labelledby="webhook-endpoints-heading">
        <h2 id="webhook-endpoints-heading">Endpoints</h2>
        <Endpoints />
      </section>
      <EndpointForm />
    </StudioGate>
  );
}

