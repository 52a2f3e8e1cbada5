// The links between the studio's site-content pages (docs/rules/studio.md, "Site content").
export const CONTENT_SECTIONS = [
  { key: 'pages', href: '/studio/content/pages', label: 'Pages', about: 'The footer’s pages (about us, privacy…) and any new one.' },
  { key: 'blog', href: '/studio/content/blog', label: 'Blog', about: 'Posts: write, publish, unpublish.' },
  { key: 'help', href: '/studio/content/help', label: 'Help centre', about: 'Help categories and their articles (found by the help search at once).' },
  { key: 'testimonials', href: '/studio/content/testimonials', label: 'Testimonials', about: 'What members say, as the home page shows it.' },
  { key: 'bundles', href: '/studio/content/bundles', label: 'Bundles', about: 'Courses sold together: price, courses in order, published.' },
  { key: 'categories', href: '/studio/content/categories', label: 'Categories', about: 'The course catalogue’s categories.' },
] as const;

export function ContentNav({ current }: { current: (typeof CONTENT_SECTIONS)[number]['key'] }) {
  return (
    <nav aria-label="Site content" className="studio-tabs studio-content__nav">
      {CONTENT_SECTIONS.map((s) => (
        <a key={s.key} href={s.href} className="btn" aria-current={s.key === current ? 'page' : undefined}>
          {s.label}
        </a>
      ))}
    </nav>
  );
}
