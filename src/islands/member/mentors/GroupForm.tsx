// /mentors/groups/create and /mentors/groups/update/{id}: name, description and members, picked
// from the mentor's accepted mentees with a search (GET /v1/mentors/users).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $isLoggedIn } from '../../../stores/session.ts';
import { createGroup, searchMentees, updateGroup } from '../../../lib/api/mentors.ts';
import { MENTOR_LIMITS, type Person } from '../../../lib/schemas/mentors.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, otherErrors, TextField, useSubmit } from '../settings/form-kit.tsx';
import { MentorNav, PersonName } from './shared.tsx';
import { groupStore } from './mentors-store.ts';
import './mentors.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

function Form({ id, initial }: { id?: number; initial?: { name: string; description: string; members: Person[] } }) {
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [chosen, setChosen] = useState<Map<number, Person>>(new Map((initial?.members ?? []).map((m) => [m.id, m])));
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Person[] | null>(null);

  // Nothing is asked for a visitor the member gate is sending to /login (docs/rules/client.md).
  const signedIn = useStore($isLoggedIn);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const timer = setTimeout(() => {
      searchMentees(search.trim()).then(
        ({ data }) => live && setFound(data),
        () => live && setFound([]),
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, signedIn]);

  const toggle = (p: Person) =>
    setChosen((cur) => {
      const next = new Map(cur);
      if (next.has(p.id)) next.delete(p.id);
      else next.set(p.id, p);
      return next;
    });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const body = { name, description, member_ids: [...chosen.keys()] };
      if (id) await updateGroup(id, body);
      else await createGroup(body);
      toast(id ? m.community_mt_group_saved() : m.community_mt_group_created(), 'success');
      location.assign(localizePath('/mentors/groups'));
    });
  };

  const shown = [...(found ?? []), ...[...chosen.values()].filter((c) => !(found ?? []).some((f) => f.id === c.id))];
  return (
    <form ref={formRef} className="card mentor-form" onSubmit={submit} noValidate data-ready={found ? '' : undefined}>
      <FormError message={formError || otherErrors(errors, ['name', 'description', 'member_ids'])} />
      <TextField id="group-name" label={m.community_name()} value={name} maxLength={MENTOR_LIMITS.groupName} onChange={(e) => setName(e.target.value)} error={errors.name} required />
      <div className="field">
        <label htmlFor="group-description">{m.community_mt_description_optional()}</label>
        <textarea
          id="group-description"
          rows={3}
          maxLength={MENTOR_LIMITS.groupDescription}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'group-description-error' : undefined}
        />
        {errors.description ? (
          <p className="field__error" id="group-description-error">
            {errors.description[0]}
          </p>
        ) : null}
      </div>
      <fieldset className="mentor-pick" aria-describedby={errors.member_ids ? 'group-members-error' : 'group-members-hint'}>
        <legend>{m.community_mt_members()}</legend>
        <p className="field__hint" id="group-members-hint">
          {m.community_mt_members_hint()} {m.community_mt_chosen({ count: chosen.size })}
        </p>
        <div className="field">
          <label htmlFor="group-search">{m.community_mt_search_mentees()}</label>
          <input id="group-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        {found === null ? (
          <Loading />
        ) : shown.length === 0 ? (
          <p className="muted">{search ? m.community_mt_no_match() : m.community_mt_no_mentees_invite_first()}</p>
        ) : (
          <ul className="mentor-checks">
            {shown.map((p) => (
              <li key={p.id}>
                <input type="checkbox" id={`member-${p.id}`} checked={chosen.has(p.id)} onChange={() => toggle(p)} />
                <label htmlFor={`member-${p.id}`}>
                  <PersonName person={p} />
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.member_ids ? (
          <p className="field__error" id="group-members-error">
            {errors.member_ids[0]}
          </p>
        ) : null}
      </fieldset>
      <div className="mentor-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.community_saving() : id ? m.community_mt_save_group() : m.community_mt_create_group_btn()}
        </button>
        <a className="btn btn--ghost" href={localizePath('/mentors/groups')}>
          {m.community_cancel()}
        </a>
      </div>
    </form>
  );
}

function Edit({ id }: { id: number }) {
  const [$group] = useState(() => groupStore(id));
  const { data, loading } = useQuery($group);
  if (loading || !data) return <Loading />;
  return <Form id={id} initial={data.data} />;
}

export default function GroupForm({ id }: { id?: number }) {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/groups" />
      {id ? <Edit id={id} /> : <Form />}
    </ErrorBoundary>
  );
}
