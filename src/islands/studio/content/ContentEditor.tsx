// The list-and-form every site-content page of the studio uses (docs/rules/studio.md, "Site
// content"): a table of the items with an Edit button each, a "New" button, and one form for creating
// or editing. Field errors from the server show beside their fields; HTML fields use the rich-text
// editor. Each page says which fields it has and how its items map to the form and back.
import { atom } from 'nanostores';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { List } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { createContent, listContent, updateContent, type ContentItem, type ContentKind, type ContentListQuery } from '../../../lib/api/studio-content.ts';
import { slugify } from '../../../lib/schemas/studio-content.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';
import { toast } from '../../../stores/ui.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { Pager } from '../Pager.tsx';
import RichTextField from '../RichTextField.tsx';
import { CourseFinder } from './CourseFinder.tsx';

export type Values = Record<string, string | boolean>;
export type FieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'html' | 'checkbox' | 'number' | 'select' | 'course-ids';
  hint?: string;
  options?: Array<[string, string]>;
  /** Shown only when creating (a page's slug is fixed once made). */
  createOnly?: boolean;
  /** A slug field filled from this field while the editor has not typed a slug of their own. */
  suggestFrom?: string;
};

type Props<K extends ContentKind, T = ContentItem<K>> = {
  kind: K;
  heading: string;
  /** What one item is called: "page", "blog post". */
  noun: string;
  fields: FieldSpec[];
  columns: Array<{ label: string; cell: (item: T) => ReactNode }>;
  /** The item's name, for headings and the accessible names of its buttons. */
  nameOf: (item: T) => string;
  valuesOf: (item: T | null) => Values;
  inputOf: (values: Values, creating: boolean) => Record<string, unknown>;
  /** More buttons in an item's row (publish, delete); `done` reloads the list. */
  actions?: (item: T, done: () => void) => ReactNode;
  query?: ContentListQuery;
  /** Shown under the form while an existing item is edited (the help article's Spanish version). */
  /** Shown below the form for the item being edited; `done` reloads the list. */
  after?: (item: T, done: () => void) => ReactNode;
};

const PER_PAGE = 50;

/**
 * A content list's page of items, keyed by its kind and query, with the page shown (each editor on a
 * screen has its own; docs/rules/client.md, "Loading data").
 */
export function contentListStore<K extends ContentKind>(kind: K, query: ContentListQuery = {}) {
  const $page = atom(1);
  const $list = createFetcherStore<List<ContentItem<K>>>([$memberKey, `studio/content/${kind}?${new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))}&page=`, $page], {
    fetcher: (_member, _name, page) => listContent(kind, { per_page: PER_PAGE, ...query, page: Number(page) }),
  });
  return { $page, $list, refresh: () => refreshQueries(`studio/content/${kind}?`, $list) };
}

export function ContentEditor<K extends ContentKind>(props: Props<K>) {
  type T = ContentItem<K>;
  const { kind, heading, noun, fields, columns, nameOf, valuesOf, inputOf, actions, query, after } = props;
  // The editor's list is its own: made once, for the kind and query it was opened with.
  const [list] = useState(() => contentListStore(kind, query));
  const { data } = useQuery(list.$list);
  const setPage = (next: number) => list.$page.set(next);
  const reload = list.refresh;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [slugTouched, setSlugTouched] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const creating = editing === 'new';
  const item = editing && editing !== 'new' ? editing : null;

  function open(target: T | 'new') {
    setEditing(target);
    setValues(valuesOf(target === 'new' ? null : target));
    setErrors({});
    setSlugTouched(target !== 'new');
    // The form appears where the focus goes next, so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => formHeading.current?.focus());
  }
  function close() {
    setEditing(null);
    requestAnimationFrame(() => listHeading.current?.focus());
  }
  function set(name: string, value: string | boolean) {
    setValues((v) => {
      const next = { ...v, [name]: value };
      for (const f of fields) if (f.suggestFrom === name && creating && !slugTouched && typeof value === 'string') next[f.name] = slugify(value, '');
      return next;
    });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const input = inputOf(values, creating);
      if (item) await updateContent(kind, item.id, input);
      else await createContent(kind, input);
      toast(creating ? `The ${noun} was created.` : `The ${noun} was saved.`, 'success');
      setErrors({});
      close();
      reload();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 422)) throw err;
      setErrors(err.errors ?? {});
      toast(err.message, 'error');
    } finally {
      setBusy(false);
    }
  }

  const shown = fields.filter((f) => !(f.createOnly && !creating));
  return (
    <>
      <section aria-labelledby={`${kind}-list-heading`}>
        <div className="studio-content__bar">
          <h2 id={`${kind}-list-heading`} ref={listHeading} tabIndex={-1}>
            {heading}
          </h2>
          <button type="button" className="btn btn--primary" onClick={() => open('new')}>
            New {noun}
          </button>
        </div>
        {!data ? (
          <Loading />
        ) : data.data.length === 0 ? (
          <p data-ready="">Nothing here yet.</p>
        ) : (
          <div className="studio-scroll">
            <table className="data-table studio-table" data-ready="">
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.label} scope="col">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((row) => (
                  <tr key={row.id} data-item={nameOf(row)}>
                    {columns.map((c) => (
                      <td key={c.label}>{c.cell(row)}</td>
                    ))}
                    <td>
                      <div className="studio-actions studio-actions--tight">
                        <button type="button" className="btn" onClick={() => open(row)}>
                          Edit <span className="visually-hidden">{nameOf(row)}</span>
                        </button>
                        {actions?.(row, reload)}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data ? <Pager label={`${heading}: pages`} page={data.meta.page} lastPage={data.meta.last_page} onPage={setPage} /> : null}
      </section>

      {editing ? (
        <form className="card studio-form studio-content__form" onSubmit={save} aria-labelledby={`${kind}-form-heading`} noValidate data-editing={item ? nameOf(item) : 'new'}>
          <h2 id={`${kind}-form-heading`} ref={formHeading} tabIndex={-1}>
            {item ? `Edit ${noun}: ${nameOf(item)}` : `New ${noun}`}
          </h2>
          {shown.map((f) => (
            <FormField key={f.name} kind={kind} field={f} value={values[f.name]} errors={errors[f.name]} onChange={(v) => (f.name === 'slug' && setSlugTouched(true), set(f.name, v))} />
          ))}
          <div className="studio-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {creating ? `Create ${noun}` : 'Save changes'}
            </button>
            <button type="button" className="btn" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {item && after ? after(item, reload) : null}
    </>
  );
}

function FormField({ kind, field, value, errors, onChange }: { kind: string; field: FieldSpec; value: string | boolean | undefined; errors?: string[]; onChange: (v: string | boolean) => void }) {
  const id = `${kind}-${field.name}`;
  const error = errors?.length ? errors.join(' ') : undefined;
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  if (field.kind === 'html') return <RichTextField id={id} label={field.label} value={String(value ?? '')} onChange={onChange} {...(error ? { error } : {})} {...(field.hint ? { hint: field.hint } : {})} />;
  const hint = field.hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {field.hint}
    </p>
  ) : null;
  const message = error ? (
    <p className="field__error field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
  if (field.kind === 'checkbox') {
    return (
      <div className="studio-check">
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} {...aria} />
        <label htmlFor={id}>{field.label}</label>
        {hint}
        {message}
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {hint}
      {field.kind === 'textarea' ? (
        <textarea id={id} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} {...aria} />
      ) : field.kind === 'select' ? (
        <select id={id} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} {...aria}>
          {(field.options ?? []).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} className="input" value={String(value ?? '')} inputMode={field.kind === 'number' ? 'decimal' : undefined} onChange={(e) => onChange(e.currentTarget.value)} {...aria} />
      )}
      {message}
      {field.kind === 'course-ids' ? (
        <CourseFinder
          onAdd={(courseId) => {
            const ids = String(value ?? '').split(/[\s,]+/).filter(Boolean);
            if (!ids.includes(String(courseId))) onChange([...ids, String(courseId)].join(', '));
          }}
        />
      ) : null}
    </div>
  );
}

/** A form value as optional text: blank is left out. */
export const textOf = (v: string | boolean | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
/** A form value as a number: blank is left out; what is not a number goes to the server to be refused. */
export const numberOf = (v: string | boolean | undefined): number | string | undefined => {
  const s = textOf(v);
  if (s === undefined) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
};
/** Only the entries that are not undefined. */
export const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
