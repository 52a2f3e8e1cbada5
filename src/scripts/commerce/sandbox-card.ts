// The sandbox checkout's card fields as the buyer types (docs/rules/commerce.md, "Sandbox"): the
// number grouped in fours, the expiry's slash put in, the card's brand named beside the number. Only a
// help: the form posts and the server parses it the same with or without this script.
import { CARD_BRAND_NAMES, cardBrand, formatCardNumber, formatExpiry } from '../../lib/card-input.ts';

/** Rewrites the field's value, keeping the caret after the same count of digits. */
function reformat(input: HTMLInputElement, format: (value: string) => string): void {
  const caret = input.selectionStart ?? input.value.length;
  const atEnd = caret >= input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  const next = format(input.value);
  if (next === input.value) return;
  input.value = next;
  let pos = 0;
  for (let seen = 0; pos < next.length && seen < digitsBefore; pos++) if (/\d/.test(next[pos]!)) seen++;
  // Typing at the end stays at the end (after a slash just put in); an edit inside keeps its place.
  if (atEnd) pos = next.length;
  input.setSelectionRange(pos, pos);
}

export function startSandboxCard(root: ParentNode = document): void {
  const form = root.querySelector<HTMLFormElement>('[data-sandbox-form]');
  if (!form) return;
  const number = form.querySelector<HTMLInputElement>('input[name="number"]');
  const expiry = form.querySelector<HTMLInputElement>('input[name="expiry"]');
  const brand = form.querySelector<HTMLElement>('[data-card-brand]');
  const showBrand = () => {
    if (!number || !brand) return;
    const digits = number.value.replace(/\D/g, '');
    const name = digits ? CARD_BRAND_NAMES[cardBrand(digits)] : '';
    brand.textContent = name;
    brand.hidden = !name;
  };
  number?.addEventListener('input', () => {
    reformat(number, formatCardNumber);
    showBrand();
  });
  expiry?.addEventListener('input', (e) => {
    const deleting = (e as InputEvent).inputType?.startsWith('delete') ?? false;
    reformat(expiry, (v) => formatExpiry(v, deleting));
  });
  showBrand();
}
