// /mentors/courseRecommendations/create and update/{id}: a course or a bundle, for mentees and/or
// groups, with a note and an optional date. Prices are shown, so the mentor knows what a mentee
// without access would pay.
import { useState } from 'react';
import { createRecommendation, updateRecommendation } from '../../../lib/api/mentors.ts';
import { MENTOR_LIMITS, type MentorCourses, type MentorHome, type Recommendation } from '../../../lib/schemas/mentors.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, otherErrors, SelectField, TextField, useSubmit } from '../settings/form-kit.tsx';
import { MentorNav, PersonName } from './shared.tsx';
import { $mentorCourses, $mentorHome, recommendationStore } from './mentors-store.ts';
import './mentors.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

type Loaded = { courses: MentorCourses; home: MentorHome; rec: Recommendation | null };

function Form({ id, loaded }: { id?: number; loaded: Loaded }) {
  const { formRef, errors, formError, busy, run } = useSubmit();
  const rec = loaded.rec;
  const [kind, setKind] = useState<'course' | 'bundle'>(rec?.item.kind ?? 'course');
  const [itemId, setItemId] = useState<string>(rec ? String(rec.item.id) : '');
  const [mentees, setMentees] = useState<Set<number>>(new Set(rec?.mentees.map((mentee) => mentee.id) ?? []));
  const [groups, setGroups] = useState<Set<number>>(new Set(rec?.groups.map((g) => g.id) ?? []));
  const [note, setNote] = useState(rec?.note ?? '');
  const [dueOn, setDueOn] = useState(rec?.due_on ?? '');
  const options = kind === 'course' ? loaded.courses.courses : loaded.courses.bundles;
  const flip = (set: Set<number>, value: number) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const chosen = itemId ? Number(itemId) : undefined;
      const body = {
        ...(kind === 'course' ? { course_id: chosen } : { bundle_id: chosen }),
        mentee_ids: [...mentees],
        group_ids: [...groups],
        note,
        due_on: dueOn || null,
      };
      if (id) await updateRecommendation(id, body);
      else await createRecommendation(body);
      toast(id ? m.community_mt_rec_saved() : m.community_mt_rec_sent(), 'success');
      location.assign(localizePath('/mentors/courseRecommendations'));
    });
  };

  const itemError = kind === 'course' ? errors.course_id : errors.bundle_id;
  return (
    <form ref={formRef} className="card mentor-form" onSubmit={submit} noValidate data-ready="">
      <FormError message={formError || otherErrors(errors, ['course_id', 'bundle_id', 'mentee_ids', 'group_ids', 'note', 'due_on'])} />
      <fieldset className="mentor-kind">
        <legend>{m.community_mt_recommend()}</legend>
        {(['course', 'bundle'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => (setKind(k), setItemId(''))} /> {k === 'course' ? m.community_mt_a_course() : m.community_mt_a_bundle()}
          </label>
        ))}
      </fieldset>
      <SelectField
        id="rec-item"
        label={kind === 'course' ? m.community_course() : m.community_bundle()}
        value={itemId}
        onChange={(e) => setItemId(e.target.value)}
        error={itemError}
        none={m.community_mt_choose()}
        options={options.map((o) => ({ value: o.id, label: `${o.title} (${o.price_label})` }))}
      />
      <fieldset className="mentor-pick" aria-describedby={errors.mentee_ids ? 'rec-mentees-error' : undefined}>
        <legend>{m.community_mentees()}</legend>
        {loaded.home.mentees.length === 0 ? (
          <p className="muted">{m.community_mt_no_mentees()}</p>
        ) : (
          <ul className="mentor-checks">
            {loaded.home.mentees.map((mentee) => (
              <li key={mentee.id}>
                <input type="checkbox" id={`rec-mentee-${mentee.id}`} checked={mentees.has(mentee.id)} onChange={() => setMentees((s) => flip(s, mentee.id))} />
                <label htmlFor={`rec-mentee-${mentee.id}`}>
                  <PersonName person={mentee} />
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.mentee_ids ? (
          <p className="field__error" id="rec-mentees-error">
            {errors.mentee_ids[0]}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="mentor-pick" aria-describedby={errors.group_ids ? 'rec-groups-error' : undefined}>
        <legend>{m.community_groups()}</legend>
        {loaded.home.groups.length === 0 ? (
          <p className="muted">{m.community_mt_no_groups_yet()}</p>
        ) : (
          <ul className="mentor-checks">
            {loaded.home.groups.map((g) => (
              <li key={g.id}>
                <input type="checkbox" id={`rec-group-${g.id}`} checked={groups.has(g.id)} onChange={() => setGroups((s) => flip(s, g.id))} />
                <label htmlFor={`rec-group-${g.id}`}>
                  {g.name} ({m.community_members_count({ count: g.members.length })})
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.group_ids ? (
          <p className="field__error" id="rec-groups-error">
            {errors.group_ids[0]}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor="rec-note">{m.community_prac_note_optional()}</label>
        <textarea
          id="rec-note"
          rows={3}
          maxLength={MENTOR_LIMITS.note}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'rec-note-error' : undefined}
        />
        {errors.note ? (
          <p className="field__error" id="rec-note-error">
            {errors.note[0]}
          </p>
        ) : null}
      </div>
      <TextField id="rec-due" label={m.community_mt_due()} type="date" value={dueOn} onChange={(e) => setDueOn(e.target.value)} error={errors.due_on} />
      <div className="mentor-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.community_saving() : id ? m.community_mt_save_rec() : m.community_mt_recommend()}
        </button>
        <a className="btn btn--ghost" href={localizePath('/mentors/courseRecommendations')}>
          {m.community_cancel()}
        </a>
      </div>
    </form>
  );
}

function Load({ id }: { id?: number }) {
  const courses = useQuery($mentorCourses).data;
  const home = useQuery($mentorHome).data;
  const [$recommendation] = useState(() => recommendationStore(id ?? null));
  const rec = useQuery($recommendation).data;
  if (!courses || !home || (id && !rec)) return <Loading />;
  return <Form id={id} loaded={{ courses: courses.data, home: home.data, rec: rec?.data ?? null }} />;
}

export default function RecommendationForm({ id }: { id?: number }) {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/courseRecommendations" />
      <Load id={id} />
    </ErrorBoundary>
  );
}
