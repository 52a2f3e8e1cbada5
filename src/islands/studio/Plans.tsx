// /studio/plans (docs/rules/studio.md, "Running the business"): plans (price, interval, active) and
// discount codes (create, activate/deactivate, set/clear the default). Field errors from the server
// are shown beside their fields.
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { clearDefaultDiscount, createDiscount, createPlan, setDefaultDiscount, setDiscountActive, updatePlan } from '../../lib/api/studio-business.ts';
import { formatAmount } from '../../lib/schemas/billing.ts';
import type { StudioDiscount } from '../../lib/schemas/studio-business.ts';
import { toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $discounts, $plans, refreshDiscounts, refreshPlans } from './plans-store.ts';
import { errorsOf, Field, type Errors } from './form.tsx';
import { StudioGate } from './StudioGate.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

function PlansSection() {
  const { data } = useQuery($plans);
  const reload = refreshPlans;
  const [errors, setErrors] = useState<Errors>({});
  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const form = e.currentTarget;
    try {
      await createPlan({ name: String(f.get('name')), interval: f.get('interval') as 'month' | 'year', amount: Math.round(Number(f.get('amount')) * 100), currency: String(f.get('currency')) });
      setErrors({});
      form.reset();
      toast('Plan created.', 'success');
      reload();
    } catch (err) {
      const fields = errorsOf(err);
      if (!fields) throw err;
      setErrors(fields);
    }
  }
  async function toggle(id: number, active: boolean) {
    await updatePlan(id, { active });
    reload();
  }
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading">Plans</h2>
      {!data ? (
        <Loading />
      ) : (
        <ScrollRegion label="Plans table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Price</th>
                <th scope="col">Active</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td>
                    {formatAmount(p.amount, p.currency)} / {p.interval}
                  </td>
                  <td>{p.active ? 'Yes' : 'No'}</td>
                  <td>
                    <button type="button" className="btn" onClick={() => toggle(p.id, !p.active)}>
                      {p.active ? 'Deactivate' : 'Activate'} <span className="visually-hidden">{p.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <form className="card studio-form" onSubmit={add} aria-labelledby="new-plan-heading" noValidate>
        <h3 id="new-plan-heading">New plan</h3>
        <Field id="plan-name" label="Name" errors={errors.name}>
          <input id="plan-name" name="name" className="input" required />
        </Field>
        <Field id="plan-interval" label="Billed every" errors={errors.interval}>
          <select id="plan-interval" name="interval">
            <option value="month">Month</option>
            <option value="year">Year</option>
          </select>
        </Field>
        <Field id="plan-amount" label="Price (e.g. 19.00)" errors={errors.amount}>
          <input id="plan-amount" name="amount" className="input" inputMode="decimal" required />
        </Field>
        <Field id="plan-currency" label="Currency" errors={errors.currency}>
          <input id="plan-currency" name="currency" className="input" defaultValue="USD" maxLength={3} required />
        </Field>
        <button type="submit" className="btn btn--primary">
          Create plan
        </button>
      </form>
    </section>
  );
}

const describe = (d: StudioDiscount) => (d.kind === 'percent' ? `${d.percent_off}% off` : `${formatAmount(d.amount_off ?? 0, d.currency ?? 'USD')} off`);

function DiscountsSection() {
  const { data } = useQuery($discounts);
  const reload = refreshDiscounts;
  const [errors, setErrors] = useState<Errors>({});
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const num = (k: string) => (String(f.get(k) ?? '').trim() ? Number(f.get(k)) : null);
    try {
      await createDiscount({
        name: String(f.get('name')),
        code: String(f.get('code')),
        kind,
        ...(kind === 'percent' ? { percent_off: num('percent_off') } : { amount_off: Math.round((num('amount_off') ?? 0) * 100), currency: String(f.get('currency') || 'USD') }),
        max_redemptions: num('max_redemptions'),
        max_per_member: num('max_per_member'),
      });
      setErrors({});
      form.reset();
      toast('Discount code created.', 'success');
      reload();
    } catch (err) {
      const fields = errorsOf(err);
      if (!fields) throw err;
      setErrors(fields);
    }
  }
  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      toast(done, 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) toast(err.message, 'error');
      else throw err;
    }
    reload();
  }
  return (
    <section aria-labelledby="discounts-heading">
      <h2 id="discounts-heading">Discount codes</h2>
      {!data ? (
        <Loading />
      ) : (
        <ScrollRegion label="Discount codes table">
          <table className="data-table" data-ready="">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Used</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((d) => (
                <tr key={d.id} data-discount={d.code ?? d.name}>
                  <td>{d.code ?? <em>{d.name}</em>}</td>
                  <td>{describe(d)}</td>
                  <td>
                    {d.redeemed_count}
                    {d.max_redemptions ? ` of ${d.max_redemptions}` : ''}
                  </td>
                  <td>
                    {d.active ? 'Active' : 'Inactive'}
                    {d.is_default ? ', default' : ''}
                  </td>
                  <td className="studio-actions">
                    <button type="button" className="btn" onClick={() => act(() => setDiscountActive(d.id, !d.active), d.active ? 'Deactivated.' : 'Activated.')}>
                      {d.active ? 'Deactivate' : 'Activate'} <span className="visually-hidden">{d.code ?? d.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn"
                      onClick={() => act(() => (d.is_default ? clearDefaultDiscount(d.id) : setDefaultDiscount(d.id)), d.is_default ? 'No longer the default.' : 'Now the default discount.')}
                    >
                      {d.is_default ? 'Clear default' : 'Make default'} <span className="visually-hidden">{d.code ?? d.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <form className="card studio-form" onSubmit={add} aria-labelledby="new-code-heading" noValidate>
        <h3 id="new-code-heading">New discount code</h3>
        <Field id="code-name" label="Name" errors={errors.name}>
          <input id="code-name" name="name" className="input" required />
        </Field>
        <Field id="code-code" label="Code members type" errors={errors.code}>
          <input id="code-code" name="code" className="input" required />
        </Field>
        <fieldset>
          <legend>Kind</legend>
          <label>
            <input type="radio" name="kind" value="percent" checked={kind === 'percent'} onChange={() => setKind('percent')} /> Percent off
          </label>{' '}
          <label>
            <input type="radio" name="kind" value="fixed" checked={kind === 'fixed'} onChange={() => setKind('fixed')} /> Fixed amount off
          </label>
        </fieldset>
        {kind === 'percent' ? (
          <Field id="code-percent" label="Percent off" errors={errors.percent_off}>
            <input id="code-percent" name="percent_off" className="input" inputMode="numeric" />
          </Field>
        ) : (
          <>
            <Field id="code-amount" label="Amount off (e.g. 5.00)" errors={errors.amount_off}>
              <input id="code-amount" name="amount_off" className="input" inputMode="decimal" />
            </Field>
            <Field id="code-currency" label="Currency" errors={errors.currency}>
              <input id="code-currency" name="currency" className="input" defaultValue="USD" maxLength={3} />
            </Field>
          </>
        )}
        <Field id="code-cap" label="Total uses (optional)" errors={errors.max_redemptions}>
          <input id="code-cap" name="max_redemptions" className="input" inputMode="numeric" />
        </Field>
        <Field id="code-member-cap" label="Uses per member (optional)" errors={errors.max_per_member}>
          <input id="code-member-cap" name="max_per_member" className="input" inputMode="numeric" />
        </Field>
        <button type="submit" className="btn btn--primary">
          Create code
        </button>
      </form>
    </section>
  );
}

export default function Plans() {
  return (
    <StudioGate>
      <h1>Plans and discounts</h1>
      <PlansSection />
      <DiscountsSection />
    </StudioGate>
  );
}
