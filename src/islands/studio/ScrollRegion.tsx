// A wide table's own scrolling box (docs/rules/studio.md, "Pages"): on a phone the table scrolls
// sideways inside it and the page never does. Focusable and named, so a keyboard can scroll it.
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="studio-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
