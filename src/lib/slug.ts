// A URL slug suggested from a title (the studio suggests one as you type; the server makes the same
// one when none is sent): lower-case ASCII letters and digits joined by single hyphens.
export function slugify(title: string, fallback = 'untitled'): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || fallback
  );
}
