// The editors of a lesson's items and questions (docs/rules/studio.md, "Lessons"): checklist items,
// quiz questions (single, multiple, true/false with correct answers and an explanation) and survey
// questions (rating, choice, text; required or not). Each row keeps its id, so saving an edit keeps
// the learners' answers matched to it.
import type { Errors } from './fields.tsx';

export type Option = { id: string; label: string };
export type ItemDraft = { key: string; id?: number; label: string };
export type QuizDraft = { key: string; id?: number; prompt: string; kind: 'single' | 'multiple' | 'true_false'; options: Option[]; correct: string[]; explanation: string };
export type SurveyDraft = { key: string; id?: number; prompt: string; kind: 'rating' | 'single' | 'text'; options: Option[]; required: boolean };

let counter = 0;
export const newKey = () => `k${++counter}`;
const nextOptionId = (options: Option[]) => {
  for (let i = 0; ; i++) {
    const id = String.fromCharCode(97 + (i % 26)) + (i >= 26 ? String(Math.floor(i / 26)) : '');
    if (!options.some((o) => o.id === id)) return id;
  }
};

function ErrorText({ id, messages }: { id: string; messages?: string[] | undefined }) {
  return messages?.length ? (
    <p className="field-error" id={id}>
      {messages.join(' ')}
    </p>
  ) : null;
}

function RowTools({ index, count, label, onMove, onRemove }: { index: number; count: number; label: string; onMove: (to: number) => void; onRemove: () => void }) {
  return (
    <span className="studio-row-tools">
      <button type="button" className="btn btn--ghost" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move ${label} up`}>
        ↑
      </button>
      <button type="button" className="btn btn--ghost" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move ${label} down`}>
        ↓
      </button>
      <button type="button" className="btn btn--ghost" onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </button>
    </span>
  );
}

const moved = <T,>(list: T[], from: number, to: number) => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
};

export function ChecklistBuilder({ items, onChange, errors }: { items: ItemDraft[]; onChange: (items: ItemDraft[]) => void; errors: Errors }) {
  return (
    <fieldset className="studio-builder">
      <legend>Checklist items</legend>
      {items.length === 0 ? <p className="muted">No items yet.</p> : null}
      <ol>
        {items.map((item, i) => (
          <li key={item.key} className="studio-builder__row">
            <label htmlFor={`item-${item.key}`} className="visually-hidden">
              Item {i + 1}
            </label>
            <input id={`item-${item.key}`} value={item.label} maxLength={300} onChange={(e) => onChange(items.map((x) => (x.key === item.key ? { ...x, label: e.target.value } : x)))} aria-describedby={errors[`items.${i}.label`] ? `item-${item.key}-error` : undefined} />
            <RowTools index={i} count={items.length} label={`item ${i + 1}`} onMove={(to) => onChange(moved(items, i, to))} onRemove={() => onChange(items.filter((x) => x.key !== item.key))} />
            <ErrorText id={`item-${item.key}-error`} messages={errors[`items.${i}.label`]} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn" onClick={() => onChange([...items, { key: newKey(), label: '' }])}>
        Add an item
      </button>
    </fieldset>
  );
}

function OptionsEditor({ q, index, multiple, onChange, correct }: { q: { key: string; options: Option[] }; index: number; multiple: boolean; correct?: { ids: string[]; set: (ids: string[]) => void }; onChange: (options: Option[]) => void }) {
  return (
    <fieldset className="studio-options">
      <legend>Options{correct ? (multiple ? ' (tick every correct one)' : ' (choose the correct one)') : ''}</legend>
      {q.options.map((o, j) => (
        <div key={o.id} className="studio-options__row">
          {correct ? (
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`correct-${q.key}`}
              id={`correct-${q.key}-${o.id}`}
              checked={correct.ids.includes(o.id)}
              onChange={(e) => correct.set(multiple ? (e.target.checked ? [...correct.ids, o.id] : correct.ids.filter((c) => c !== o.id)) : [o.id])}
              aria-label={`Option ${j + 1} is correct`}
            />
          ) : null}
          <label htmlFor={`opt-${q.key}-${o.id}`} className="visually-hidden">
            Question {index + 1}, option {j + 1}
          </label>
          <input id={`opt-${q.key}-${o.id}`} value={o.label} maxLength={300} onChange={(e) => onChange(q.options.map((x) => (x.id === o.id ? { ...x, label: e.target.value } : x)))} />
          <button type="button" className="btn btn--ghost" onClick={() => onChange(q.options.filter((x) => x.id !== o.id))} aria-label={`Remove option ${j + 1} of question ${index + 1}`}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="btn btn--ghost" onClick={() => onChange([...q.options, { id: nextOptionId(q.options), label: '' }])}>
        Add an option
      </button>
    </fieldset>
  );
}

export function QuizBuilder({ questions, onChange, errors }: { questions: QuizDraft[]; onChange: (q: QuizDraft[]) => void; errors: Errors }) {
  const update = (key: string, patch: Partial<QuizDraft>) => onChange(questions.map((q) => (q.key === key ? { ...q, ...patch } : q)));
  return (
    <fieldset className="studio-builder">
      <legend>Questions</legend>
      {questions.length === 0 ? <p className="muted">No questions yet.</p> : null}
      <ol>
        {questions.map((q, i) => {
          const err = (field: string) => errors[`quiz_questions.${i}.${field}`];
          return (
            <li key={q.key} className="studio-question" data-question={i + 1}>
              <div className="field">
                <label htmlFor={`qp-${q.key}`}>Question {i + 1}</label>
                <textarea id={`qp-${q.key}`} rows={2} value={q.prompt} maxLength={1000} onChange={(e) => update(q.key, { prompt: e.target.value })} aria-describedby={err('prompt') ? `qp-${q.key}-error` : undefined} />
                <ErrorText id={`qp-${q.key}-error`} messages={err('prompt')} />
              </div>
              <div className="field">
                <label htmlFor={`qk-${q.key}`}>Answer type</label>
                <select
                  id={`qk-${q.key}`}
                  value={q.kind}
                  onChange={(e) => {
                    const kind = e.target.value as QuizDraft['kind'];
                    update(q.key, kind === 'true_false' ? { kind, options: [{ id: 'true', label: 'True' }, { id: 'false', label: 'False' }], correct: [] } : { kind, options: q.kind === 'true_false' ? [] : q.options, correct: kind === 'single' ? q.correct.slice(0, 1) : q.correct });
                  }}
                >
                  <option value="single">One correct answer</option>
                  <option value="multiple">Several correct answers</option>
                  <option value="true_false">True or false</option>
                </select>
              </div>
              {q.kind === 'true_false' ? (
                <fieldset className="studio-options">
                  <legend>The statement is</legend>
                  {['true', 'false'].map((v) => (
                    <label key={v} className="studio-inline-choice">
                      <input type="radio" name={`tf-${q.key}`} checked={q.correct[0] === v} onChange={() => update(q.key, { correct: [v] })} /> {v === 'true' ? 'True' : 'False'}
                    </label>
                  ))}
                </fieldset>
              ) : (
                <OptionsEditor q={q} index={i} multiple={q.kind === 'multiple'} onChange={(options) => update(q.key, { options, correct: q.correct.filter((c) => options.some((o) => o.id === c)) })} correct={{ ids: q.correct, set: (ids) => update(q.key, { correct: ids }) }} />
              )}
              <ErrorText id={`qo-${q.key}-error`} messages={[...(err('options') ?? []), ...(err('correct_option_ids') ?? [])]} />
              <div className="field">
                <label htmlFor={`qe-${q.key}`}>Explanation shown after answering (optional)</label>
                <textarea id={`qe-${q.key}`} rows={2} value={q.explanation} maxLength={2000} onChange={(e) => update(q.key, { explanation: e.target.value })} />
              </div>
              <RowTools index={i} count={questions.length} label={`question ${i + 1}`} onMove={(to) => onChange(moved(questions, i, to))} onRemove={() => onChange(questions.filter((x) => x.key !== q.key))} />
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn" onClick={() => onChange([...questions, { key: newKey(), prompt: '', kind: 'single', options: [{ id: 'a', label: '' }, { id: 'b', label: '' }], correct: [], explanation: '' }])}>
        Add a question
      </button>
    </fieldset>
  );
}

export function SurveyBuilder({ questions, onChange, errors }: { questions: SurveyDraft[]; onChange: (q: SurveyDraft[]) => void; errors: Errors }) {
  const update = (key: string, patch: Partial<SurveyDraft>) => onChange(questions.map((q) => (q.key === key ? { ...q, ...patch } : q)));
  return (
    <fieldset className="studio-builder">
      <legend>Questions</legend>
      {questions.length === 0 ? <p className="muted">No questions yet.</p> : null}
      <ol>
        {questions.map((q, i) => {
          const err = (field: string) => errors[`survey_questions.${i}.${field}`];
          return (
            <li key={q.key} className="studio-question">
              <div className="field">
                <label htmlFor={`sp-${q.key}`}>Question {i + 1}</label>
                <textarea id={`sp-${q.key}`} rows={2} value={q.prompt} maxLength={1000} onChange={(e) => update(q.key, { prompt: e.target.value })} />
                <ErrorText id={`sp-${q.key}-error`} messages={err('prompt')} />
              </div>
              <div className="field">
                <label htmlFor={`sk-${q.key}`}>Answer type</label>
                <select id={`sk-${q.key}`} value={q.kind} onChange={(e) => update(q.key, { kind: e.target.value as SurveyDraft['kind'], options: e.target.value === 'single' ? (q.options.length ? q.options : [{ id: 'a', label: '' }, { id: 'b', label: '' }]) : [] })}>
                  <option value="rating">Rating from 1 to 5</option>
                  <option value="single">One choice</option>
                  <option value="text">Written answer</option>
                </select>
              </div>
              {q.kind === 'single' ? <OptionsEditor q={q} index={i} multiple={false} onChange={(options) => update(q.key, { options })} /> : null}
              <ErrorText id={`so-${q.key}-error`} messages={err('options')} />
              <label className="studio-inline-choice">
                <input type="checkbox" checked={q.required} onChange={(e) => update(q.key, { required: e.target.checked })} /> An answer is required
              </label>
              <RowTools index={i} count={questions.length} label={`question ${i + 1}`} onMove={(to) => onChange(moved(questions, i, to))} onRemove={() => onChange(questions.filter((x) => x.key !== q.key))} />
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn" onClick={() => onChange([...questions, { key: newKey(), prompt: '', kind: 'rating', options: [], required: true }])}>
        Add a question
      </button>
    </fieldset>
  );
}
