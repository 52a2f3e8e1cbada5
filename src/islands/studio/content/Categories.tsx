// /studio/content/categories (docs/rules/studio.md, "Site content"): the course catalogue's categories.
import type { StudioCategory } from '../../../lib/schemas/studio-content.ts';
import { StudioGate } from '../StudioGate.tsx';
import { ContentEditor, numberOf, type FieldSpec, type Values } from './ContentEditor.tsx';
import { ContentNav } from './ContentNav.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text', suggestFrom: 'name', hint: 'Lower-case letters, digits and hyphens.' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'position', label: 'Position', kind: 'number', hint: 'Lower numbers show first.' },
];

const valuesOf = (c: StudioCategory | null): Values => ({ name: c?.name ?? '', slug: c?.slug ?? '', description: c?.description ?? '', position: c ? String(c.position) : '' });
const inputOf = (v: Values) => ({
  name: String(v.name),
  slug: String(v.slug),
  description: String(v.description),
  ...(numberOf(v.position) !== undefined ? { position: numberOf(v.position) } : {}),
});

export default function Categories() {
  return (
    <StudioGate>
      <h1>Site content: categories</h1>
      <ContentNav current="categories" />
      <ContentEditor
        kind="categories"
        heading="Course categories"
        noun="category"
        fields={FIELDS}
        nameOf={(c) => c.name}
        valuesOf={valuesOf}
        inputOf={inputOf}
        columns={[
          { label: 'Name', cell: (c) => c.name },
          { label: 'Slug', cell: (c) => c.slug },
          { label: 'Position', cell: (c) => c.position },
        ]}
      />
    </StudioGate>
  );
}
