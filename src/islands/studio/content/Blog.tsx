// /studio/content/blog (docs/rules/studio.md, "Site content"): blog posts. A new post is a draft
// until published; reading minutes are counted from the words when left empty. Below the post's
// form, its Spanish version (docs/rules/content.md, "Content translations").
import { useState } from 'react';
import { paths } from '../../../lib/paths.ts';
import type { StudioBlogPost } from '../../../lib/schemas/studio-content.ts';
import { toast } from '../../../stores/ui.ts';
import { publicationState } from '../format.tsx';
import { StudioGate } from '../StudioGate.tsx';
import SpanishVersion from '../SpanishVersion.tsx';
import { setPostPublished } from '../../../lib/api/studio-content.ts';
import { ContentEditor, numberOf, type FieldSpec, type Values } from './ContentEditor.tsx';
import { ContentNav } from './ContentNav.tsx';

const FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text', suggestFrom: 'title', hint: 'Lower-case letters, digits and hyphens.' },
  { name: 'excerpt', label: 'Excerpt', kind: 'textarea', hint: 'A sentence or two for the blog list.' },
  { name: 'content', label: 'Content', kind: 'html' },
  { name: 'image_url', label: 'Image address', kind: 'text', hint: 'A site path like /images/blog/… or an https address.' },
  { name: 'author_name', label: 'Author', kind: 'text', hint: 'Left empty: your name.' },
  { name: 'reading_minutes', label: 'Reading minutes', kind: 'number', hint: 'Left empty: counted from the words.' },
];

const valuesOf = (p: StudioBlogPost | null): Values => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  excerpt: p?.excerpt ?? '',
  content: p?.content ?? '',
  image_url: p?.image_url ?? '',
  author_name: p?.author_name ?? '',
  reading_minutes: p ? String(p.reading_minutes) : '',
});
const inputOf = (v: Values) => ({
  title: String(v.title),
  slug: String(v.slug),
  excerpt: String(v.excerpt),
  content: String(v.content),
  image_url: String(v.image_url),
  author_name: String(v.author_name),
  reading_minutes: numberOf(v.reading_minutes) ?? null,
});

function PublishButton({ post, done }: { post: StudioBlogPost; done: () => void }) {
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      await setPostPublished(post.id, !post.published);
      toast(post.published ? 'The post is unpublished.' : 'The post is published.', 'success');
      done();
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" disabled={busy} onClick={toggle}>
      {post.published ? 'Unpublish' : 'Publish'} <span className="visually-hidden">{post.title}</span>
    </button>
  );
}

export default function Blog() {
  return (
    <StudioGate>
      <h1>Site content: blog</h1>
      <ContentNav current="blog" />
      <ContentEditor
        kind="blog-posts"
        heading="Blog posts"
        noun="blog post"
        fields={FIELDS}
        nameOf={(p) => p.title}
        valuesOf={valuesOf}
        inputOf={inputOf}
        columns={[
          { label: 'Title', cell: (p) => (p.published ? <a href={paths.blogPost(p.id)}>{p.title}</a> : p.title) },
          { label: 'State', cell: (p) => publicationState(p) },
          { label: 'Minutes', cell: (p) => p.reading_minutes },
          { label: 'Spanish', cell: (p) => (p.has_spanish ? 'Written' : 'Not yet') },
        ]}
        actions={(p, done) => <PublishButton post={p} done={done} />}
        after={(p, done) => (
          <SpanishVersion
            key={p.id}
            path={`/admin/content/blog-posts/${p.id}/spanish`}
            idPrefix={`post-${p.id}`}
            onChanged={done}
            fields={[
              { name: 'title', label: 'Spanish title', kind: 'text', maxLength: 200 },
              { name: 'excerpt', label: 'Spanish excerpt (optional)', kind: 'textarea', maxLength: 500 },
              { name: 'content', label: 'Spanish content', kind: 'html' },
            ]}
            note="The title and the content are needed; an empty excerpt shows the English."
          />
        )}
      />
    </StudioGate>
  );
}
