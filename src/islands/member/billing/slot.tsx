// A message with an element in one of its places (docs/i18n.md): the message is asked for with SLOT
// as that placeholder's value, and the element is put where SLOT landed, so each language keeps its
// own word order around a <time> or a link.
import type { ReactNode } from 'react';

export const SLOT = '\u0001';

export function withSlot(text: string, element: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + SLOT.length)}
    </>
  );
}
