// The default error screen of SPEC.md section 2, for failures that happen in the browser.
export const ERROR_HEADING = 'Unexpected Application Error!';

export function errorDetail(error: unknown): string {
  const e = error as { status?: number; statusText?: string; message?: string } | null;
  if (e && typeof e.status === 'number') return `${e.status} ${e.statusText ?? ''}`.trim();
  return e?.message ?? String(error);
}

export function showErrorPage(detail: string): void {
  const main = document.getElementById('main') ?? document.body;
  const section = document.createElement('section');
  section.className = 'app-error container';
  section.setAttribute('role', 'alert');
  const h = document.createElement('h1');
  h.textContent = ERROR_HEADING;
  const p = document.createElement('p');
  p.textContent = detail;
  section.append(h, p);
  main.replaceChildren(section);
}
