// /studio/content/help (docs/rules/studio.md, "Site content"): the help centre's categories and their
// articles. A saved article is found by the help search at once.
import { paths } from '../../../lib/paths.ts';
import type { StudioHelpArticle, StudioHelpCategory } from '../../../lib/schemas/studio-content.ts';
import { useState } from 'react';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { StudioGate } from '../StudioGate.tsx';
import SpanishVersion from '../SpanishVersion.tsx';
import { ContentEditor, contentListStore, numberOf, type FieldSpec, type Values } from './ContentEditor.tsx';
import { ContentNav } from './ContentNav.tsx';

const CATEGORY_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text', suggestFrom: 'name', hint: 'Lower-case letters, digits and hyphens.' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'position', label: 'Position', kind: 'number', hint: 'Lower numbers show first.' },
];
const categoryValues = (c: StudioHelpCategory | null): Values => ({ name: c?.name ?? '', slug: c?.slug ?? '', description: c?.description ?? '', position: c ? String(c.position) : '' });
const categoryInput = (v: Values) => ({
  name: String(v.name),
  slug: String(v.slug),
  description: String(v.description),
  ...(numberOf(v.position) !== undefined ? { position: numberOf(v.position) } : {}),
});

function Articles({ categories }: { categories: StudioHelpCategory[] }) {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const fields: FieldSpec[] = [
    { name: 'category_id', label: 'Category', kind: 'select', options: categories.map((c) => [String(c.id), c.name]) },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'content', label: 'Content', kind: 'html' },
    { name: 'position', label: 'Position in its category', kind: 'number', hint: 'Lower numbers show first; empty puts a new article last.' },
  ];
  const values = (a: StudioHelpArticle | null): Values => ({ category_id: String(a?.category_id ?? categories[0]?.id ?? ''), title: a?.title ?? '', content: a?.content ?? '', position: a ? String(a.position) : '' });
  const input = (v: Values) => ({
    category_id: Number(v.category_id),
    title: String(v.title),
    content: String(v.content),
    ...(numberOf(v.position) !== undefined ? { position: numberOf(v.position) } : {}),
  });
  return (
    <ContentEditor
      kind="help-articles"
      heading="Articles"
      noun="help article"
      fields={fields}
      nameOf={(a) => a.title}
      valuesOf={values}
      inputOf={input}
      after={(a) => (
        <SpanishVersion
          key={a.id}
          path={`/admin/content/help-articles/${a.id}/spanish`}
          idPrefix={`help-${a.id}`}
          fields={[
            { name: 'title', label: 'Spanish title', kind: 'text', maxLength: 200 },
            { name: 'content', label: 'Spanish article', kind: 'html' },
          ]}
          note="Both fields are needed."
        />
      )}
      columns={[
        { label: 'Title', cell: (a) => <a href={paths.helpArticle(a.id)}>{a.title}</a> },
        { label: 'Category', cell: (a) => names.get(a.category_id) ?? '–' },
        { label: 'Position', cell: (a) => a.position },
      ]}
    />
  );
}

function HelpPage() {
  // The article form offers the categories: loaded when the page is opened, and again after the
  // categories above change.
  const [categories] = useState(() => contentListStore('help-categories', { per_page: 100 }));
  const { data } = useQuery(categories.$list);
  return (
    <>
      <ContentEditor
        kind="help-categories"
        heading="Help categories"
        noun="help category"
        fields={CATEGORY_FIELDS}
        nameOf={(c) => c.name}
        valuesOf={categoryValues}
        inputOf={categoryInput}
        columns={[
          { label: 'Name', cell: (c) => c.name },
          { label: 'Articles', cell: (c) => c.article_count },
          { label: 'Position', cell: (c) => c.position },
        ]}
      />
      {data ? <Articles categories={data.data} /> : <Loading />}
    </>
  );
}

export default function Help() {
  return (
    <StudioGate>
      <h1>Site content: help centre</h1>
      <ContentNav current="help" />
      <HelpPage />
    </StudioGate>
  );
}
