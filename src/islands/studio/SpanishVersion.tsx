// The "Spanish version" section of the studio's course, lesson, help-article, blog-post and page editors
// (docs/rules/content.md, "Content translations"): reads the item's Spanish version, saves it (field
// errors beside their fields) and deletes it, so the Spanish site shows the English again. Empty
// optional fields show the English on the Spanish site. The studio itself stays English.
import { useEffect, useState, type FormEvent } from 'react';
import { deleteSpanishVersion, getSpanishVersion, saveSpanishVersion, type SpanishVersionPath } from '../../lib/api/studio-translations.ts';
import { described, Field } from './form.tsx';
import { createFormStore, FIX_FIELDS, submitForm } from './form-store.ts';
import { useStore } from '@nanostores/react';
import RichTextField from './RichTextField.tsx';
import { toast } from '../../stores/ui.ts';

export type SpanishField = { name: string; label: string; kind: 'text' | 'textarea' | 'html'; maxLength?: number; hint?: string };
type Values = Record<string, string>;

/** `path`: the item's Spanish version under /v1, e.g. `/admin/courses/12/spanish`. */
/** `onChanged`: called after the Spanish version is saved or deleted (a list showing which items have one reloads). */
export default function SpanishVersion({ path, idPrefix, fields, note, onChanged }: { path: SpanishVersionPath; idPrefix: string; fields: SpanishField[]; note?: string; onChanged?: () => void }) {
  const [$form] = useState(createFormStore);
  const { errors, saving } = useStore($form);
  const [values, setValues] = useState<Values | null>(null);
  const [exists, setExists] = useState(false);
  const [version, setVersion] = useState(0);
  const empty = () => Object.fromEntries(fields.map((f) => [f.name, '']));

  useEffect(() => {
    let live = true;
    getSpanishVersion(path).then(
      ({ data }) => {
        if (!live) return;
        setExists(data !== null);
        setValues(data ? Object.fromEntries(fields.map((f) => [f.name, String(data[f.name] ?? '')])) : empty());
        setVersion((v) => v + 1);
      },
      () => live && setValues(empty()),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  const set = (name: string, value: string) => setValues((v) => ({ ...(v ?? empty()), [name]: value }));

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!values) return;
    const body = Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? '']));
    const saved = await submitForm($form, () => saveSpanishVersion(path, body), { saved: 'Spanish version saved.', refused: FIX_FIELDS });
    if (saved) {
      setExists(true);
      onChanged?.();
    }
  }

  async function remove() {
    if (!window.confirm('Delete the Spanish version? The Spanish site will show the English again.')) return;
    await deleteSpanishVersion(path);
    setExists(false);
    setValues(empty());
    setVersion((v) => v + 1);
    toast('Spanish version deleted.', 'success');
    onChanged?.();
  }

  const headingId = `${idPrefix}-es-heading`;
  return (
    <section className="card studio-form studio-spanish" aria-labelledby={headingId}>
      <h2 id={headingId}>Spanish version</h2>
      <p className="muted">
        {exists ? 'The Spanish site shows this version.' : 'No Spanish version yet: the Spanish site shows the English, with a note.'} {note ?? 'Empty optional fields show the English.'}
      </p>
      {values === null ? (
        <p className="muted">Loading…</p>
      ) : (
        <form onSubmit={save} noValidate key={version}>
          {fields.map((f) => {
            const id = `${idPrefix}-es-${f.name}`;
            if (f.kind === 'html') return <RichTextField key={f.name} id={id} label={f.label} value={values[f.name] ?? ''} onChange={(html) => set(f.name, html)} error={errors[f.name]?.join(' ')} {...(f.hint ? { hint: f.hint } : {})} />;
            return (
              <Field key={f.name} id={id} label={f.label} errors={errors[f.name]} {...(f.hint ? { hint: f.hint } : {})}>
                {f.kind === 'textarea' ? (
                  <textarea id={id} lang="es" rows={3} value={values[f.name] ?? ''} maxLength={f.maxLength} onChange={(e) => set(f.name, e.target.value)} {...described(id, errors[f.name], Boolean(f.hint))} />
                ) : (
                  <input id={id} lang="es" value={values[f.name] ?? ''} maxLength={f.maxLength} onChange={(e) => set(f.name, e.target.value)} {...described(id, errors[f.name], Boolean(f.hint))} />
                )}
              </Field>
            );
          })}
          <p className="studio-actions">
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save Spanish version'}
            </button>
            {exists ? (
              <button type="button" className="btn" onClick={() => void remove()}>
                Delete Spanish version
              </button>
            ) : null}
          </p>
        </form>
      )}
    </section>
  );
}
