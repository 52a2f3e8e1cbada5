// Shows the language suggestion (src/components/LanguageSuggestion.astro) when the browser's first
// language is the suggestion's and it was not turned down before on this browser.
const DISMISSED = 'ws-language-suggestion-dismissed';

export function startLanguageSuggestion(): void {
  const preferred = (navigator.languages?.[0] ?? navigator.language ?? '').slice(0, 2).toLowerCase();
  const box = document.querySelector<HTMLElement>(`[data-language-suggestion="${preferred}"]`);
  if (!box) return;
  try {
    if (localStorage.getItem(DISMISSED)) return;
  } catch {
    return;
  }
  box.hidden = false;
  box.querySelector('[data-language-suggestion-dismiss]')?.addEventListener('click', () => {
    box.hidden = true;
    try {
      localStorage.setItem(DISMISSED, '1');
    } catch {
      // Storage refused: it is shown again next time.
    }
    document.getElementById('main')?.focus();
  });
}
