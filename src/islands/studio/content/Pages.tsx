// /studio/content/pages (docs/rules/studio.md, "Site content"): the site's static pages (the footer's
// seven and any new one): title, summary, content, published. The slug is chosen when a page is made.
// Below the page's form, its Spanish version (docs/rules/content.md, "Content translations").
import { paths } from '../../../lib/paths.ts';
import type { StudioPage } from '../../../lib/schemas/studio-content.ts';
import { StudioGate } from '../StudioGate.tsx';
import SpanishVersion from '../SpanishVersion.tsx';
import { ContentEditor, type FieldSpec, type Values } from './ContentEditor.tsx';
import { ContentNav } from './ContentNav.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text', createOnly: true, suggestFrom: 'title', hint: 'The page’s address: /page/<slug>. It cannot change later.' },
  { name: 'summary', label: 'Summary', kind: 'textarea' },
  { name: 'content', label: 'Content', kind: 'html' },
  { name: 'published', label: 'Published (visitors can read it)', kind: 'checkbox' },
];

const valuesOf = (p: StudioPage | null): Values => ({ title: p?.title ?? '', slug: p?.slug ?? '', summary: p?.summary ?? '', content: p?.content ?? '', published: p?.published ?? true });
const inputOf = (v: Values, creating: boolean) => ({
  title: String(v.title),
  ...(creating ? { slug: String(v.slug) } : {}),
  summary: String(v.summary),
  content: String(v.content),
  published: v.published === true,
});

export default function Pages() {
  return (
    <StudioGate>
      <h1>Site content: pages</h1>
      <ContentNav current="pages" />
      <ContentEditor
        kind="pages"
        heading="Pages"
        noun="page"
        fields={FIELDS}
        nameOf={(p) => p.title}
        valuesOf={valuesOf}
        inputOf={inputOf}
        columns={[
          { label: 'Title', cell: (p) => p.title },
          { label: 'Address', cell: (p) => <a href={paths.page(p.slug)}>{paths.page(p.slug)}</a> },
          { label: 'State', cell: (p) => (p.published ? 'Published' : 'Draft') },
          { label: 'Spanish', cell: (p) => (p.has_spanish ? 'Written' : 'Not yet') },
        ]}
        after={(p, done) => (
          <SpanishVersion
            key={p.id}
            path={`/admin/content/pages/${p.id}/spanish`}
            idPrefix={`page-${p.id}`}
            onChanged={done}
            fields={[
              { name: 'title', label: 'Spanish title', kind: 'text', maxLength: 160 },
              { name: 'summary', label: 'Spanish summary (optional)', kind: 'textarea', maxLength: 500 },
              { name: 'content', label: 'Spanish content', kind: 'html' },
            ]}
            note="The title and the content are needed; an empty summary shows the English."
          />
        )}
      />
    </StudioGate>
  );
}
