// /studio/content/bundles (docs/rules/studio.md, "Site content"): courses sold together, with price,
// description and the courses in the order the bundle shows them: named by id, or found by title
// with the course finder under the field; the list shows each bundle's courses with their ids.
import { formatAmount } from '../../../lib/schemas/billing.ts';
import type { StudioBundle } from '../../../lib/schemas/studio-content.ts';
import { paths } from '../../../lib/paths.ts';
import { StudioGate } from '../StudioGate.tsx';
import { ContentEditor, type FieldSpec, type Values } from './ContentEditor.tsx';
import { ContentNav } from './ContentNav.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text', suggestFrom: 'title', hint: 'Lower-case letters, digits and hyphens.' },
  { name: 'summary', label: 'Summary', kind: 'textarea' },
  { name: 'description', label: 'Description', kind: 'html' },
  { name: 'image_url', label: 'Image address', kind: 'text', hint: 'A site path like /images/… or an https address.' },
  { name: 'price_cents', label: 'Price (e.g. 49.00)', kind: 'number' },
  { name: 'currency', label: 'Currency', kind: 'text' },
  { name: 'course_ids', label: 'Course ids, in order', kind: 'course-ids', hint: 'Separated by commas, e.g. 3, 7, 12, or found by title below. The list shows each bundle’s courses with their ids.' },
  { name: 'published', label: 'Published (visitors can buy it)', kind: 'checkbox' },
];

const valuesOf = (b: StudioBundle | null): Values => ({
  title: b?.title ?? '',
  slug: b?.slug ?? '',
  summary: b?.summary ?? '',
  description: b?.description ?? '',
  image_url: b?.image_url ?? '',
  price_cents: b ? (b.price_cents / 100).toFixed(2) : '',
  currency: b?.currency ?? 'USD',
  course_ids: b ? b.courses.map((c) => c.id).join(', ') : '',
  published: b?.published ?? false,
});
const inputOf = (v: Values) => {
  const price = String(v.price_cents).trim();
  const ids = String(v.course_ids).split(/[\s,]+/).filter(Boolean);
  return {
    title: String(v.title),
    slug: String(v.slug),
    summary: String(v.summary),
    description: String(v.description),
    image_url: String(v.image_url),
    // A price that is not a number goes as typed, so the server words the error beside the field.
    price_cents: price !== '' && Number.isFinite(Number(price)) ? Math.round(Number(price) * 100) : price,
    currency: String(v.currency),
    course_ids: ids.map((id) => (/^\d+$/.test(id) ? Number(id) : id)),
    published: v.published === true,
  };
};

export default function Bundles() {
  return (
    <StudioGate>
      <h1>Site content: bundles</h1>
      <ContentNav current="bundles" />
      <ContentEditor
        kind="bundles"
        heading="Bundles"
        noun="bundle"
        fields={FIELDS}
        nameOf={(b) => b.title}
        valuesOf={valuesOf}
        inputOf={inputOf}
        columns={[
          { label: 'Title', cell: (b) => (b.published ? <a href={paths.bundle(b.slug)}>{b.title}</a> : b.title) },
          { label: 'Price', cell: (b) => formatAmount(b.price_cents, b.currency) },
          { label: 'Courses', cell: (b) => b.courses.map((c) => `${c.id} ${c.title}`).join('; ') || '–' },
          { label: 'State', cell: (b) => (b.published ? 'Published' : 'Draft') },
        ]}
      />
    </StudioGate>
  );
}
