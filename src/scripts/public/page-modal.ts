// The page-view modal (docs/rules/client.md, "Dialogs"): loads a static page by slug
// (GET /v1/pages/{slug}) and shows its title and HTML content in a native <dialog> with a Close
// button. Any element with data-page-slug opens it once this script is loaded (the footer links; the
// register form's terms link). A failed load shows nothing. Without JavaScript the links simply
// open /page/{slug}. The page HTML was sanitized when stored.
import type { Page } from '../../lib/schemas/content.ts';
import { m } from '../../paraglide/messages.js';
// A stylesheet, not a <style> element made here: the pages' CSP allows no inline styles.
import './page-modal.css';

let dialog: HTMLDialogElement | undefined;
let opener: HTMLElement | null = null;

function ensureDialog(): HTMLDialogElement {
  if (dialog) return dialog;
  dialog = document.createElement('dialog');
  dialog.className = 'app-dialog page-modal';
  dialog.setAttribute('aria-labelledby', 'page-modal-title');
  dialog.dataset.pageModal = '';
  dialog.innerHTML = `<div class="page-modal__head"><h2 id="page-modal-title"></h2><button type="button" class="btn btn--ghost" data-page-modal-close></button></div><div class="page-modal__body" data-page-modal-body tabindex="0"></div>`;
  dialog.querySelector('[data-page-modal-close]')!.textContent = m.public_modal_close();
  dialog.querySelector('[data-page-modal-close]')!.addEventListener('click', () => dialog!.close());
  // A click on the backdrop (outside the dialog box) closes it too.
  dialog.addEventListener('click', (e) => e.target === dialog && dialog.close());
  dialog.addEventListener('close', () => opener?.focus());
  document.body.append(dialog);
  return dialog;
}

async function fetchPage(slug: string): Promise<Page | null> {
  try {
    // The API client (about 4.5 KB gzip) loads on the first click, not with every public page.
    const { getPage } = await import('../../lib/api/content.ts');
    const { data } = await getPage(slug);
    return data && typeof data.title === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** Opens the modal with the page `slug`. Resolves false (and shows nothing) when the page cannot be loaded. */
export async function openPageModal(slug: string): Promise<boolean> {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const page = await fetchPage(slug);
  if (!page) return false;
  const d = ensureDialog();
  const title = d.querySelector<HTMLElement>('#page-modal-title')!;
  const body = d.querySelector<HTMLElement>('[data-page-modal-body]')!;
  title.textContent = page.title;
  body.innerHTML = page.content;
  // On a Spanish page, a page with no Spanish version is shown in English under the note, as on its
  // own page (docs/i18n.md, "Content"); its English title and text are marked so for screen readers.
  const english = page.translated === false;
  title.toggleAttribute('lang', english);
  body.toggleAttribute('lang', english);
  if (english) {
    title.lang = body.lang = 'en';
    const note = document.createElement('p');
    note.className = 'untranslated-note';
    note.setAttribute('role', 'note');
    note.lang = 'es';
    note.textContent = m.untranslated_note();
    body.prepend(note);
  }
  d.querySelector<HTMLElement>('[data-page-modal-body]')!.scrollTop = 0;
  if (!d.open) d.showModal();
  d.querySelector<HTMLButtonElement>('[data-page-modal-close]')!.focus();
  return true;
}

export function bindPageModalLinks(): void {
  if (document.documentElement.dataset.pageModalBound) return;
  document.documentElement.dataset.pageModalBound = '1';
  // Capture phase: the click is claimed before the shell's loading bar sees a page change coming.
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const el = (e.target as Element | null)?.closest?.<HTMLElement>('[data-page-slug]');
    const slug = el?.dataset.pageSlug;
    if (!el || !slug) return;
    e.preventDefault();
    // Busy while the page loads, for assistive technology (and so tests know when loading ended).
    el.setAttribute('aria-busy', 'true');
    void openPageModal(slug).finally(() => el.removeAttribute('aria-busy'));
  }, true);
}

bindPageModalLinks();
