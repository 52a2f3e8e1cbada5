// /studio/content/testimonials (docs/rules/studio.md, "Site content"): what members say. Deleting
// one asks first; it is editorial copy, not a member's data.
import { useState } from 'react';
import type { StudioTestimonial } from '../../../lib/schemas/studio-content.ts';
import { toast } from '../../../stores/ui.ts';
import { StudioGate } from '../StudioGate.tsx';
import { deleteContent } from '../../../lib/api/studio-content.ts';
import { ContentEditor, numberOf, type FieldSpec, type Values } from './ContentEditor.tsx';
import { ContentNav } from './ContentNav.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'role', label: 'Role', kind: 'text', hint: 'What they do, e.g. “Nurse, Leeds”.' },
  { name: 'quote', label: 'Quote', kind: 'textarea' },
  { name: 'rating', label: 'Stars', kind: 'select', options: [['5', '5 stars'], ['4', '4 stars'], ['3', '3 stars'], ['2', '2 stars'], ['1', '1 star']] },
  { name: 'avatar_url', label: 'Photo address (optional)', kind: 'text' },
  { name: 'position', label: 'Position', kind: 'number', hint: 'Lower numbers show first.' },
];

const valuesOf = (t: StudioTestimonial | null): Values => ({ name: t?.name ?? '', role: t?.role ?? '', quote: t?.quote ?? '', rating: String(t?.rating ?? 5), avatar_url: t?.avatar_url ?? '', position: t ? String(t.position) : '' });
const inputOf = (v: Values) => ({
  name: String(v.name),
  role: String(v.role),
  quote: String(v.quote),
  rating: Number(v.rating),
  avatar_url: String(v.avatar_url).trim() || null,
  ...(numberOf(v.position) !== undefined ? { position: numberOf(v.position) } : {}),
});

function DeleteButton({ item, done }: { item: StudioTestimonial; done: () => void }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!window.confirm(`Delete the testimonial from ${item.name}? This cannot be undone.`)) return;
    setBusy(true);
    try {
      await deleteContent(`testimonials`, item.id);
      toast('The testimonial was deleted.', 'success');
      done();
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" disabled={busy} onClick={remove}>
      Delete <span className="visually-hidden">testimonial from {item.name}</span>
    </button>
  );
}

export default function Testimonials() {
  return (
    <StudioGate>
      <h1>Site content: testimonials</h1>
      <ContentNav current="testimonials" />
      <ContentEditor
        kind="testimonials"
        heading="Testimonials"
        noun="testimonial"
        fields={FIELDS}
        nameOf={(t) => t.name}
        valuesOf={valuesOf}
        inputOf={inputOf}
        columns={[
          { label: 'Name', cell: (t) => t.name },
          { label: 'Quote', cell: (t) => <span className="studio-content__quote">{t.quote}</span> },
          { label: 'Stars', cell: (t) => t.rating },
        ]}
        actions={(t, done) => <DeleteButton item={t} done={done} />}
      />
    </StudioGate>
  );
}
