// A secret the server answers once (an API key, a webhook's signing secret): a panel whose heading
// takes the focus, the value to select or copy, and a button to close it for good.
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '../../stores/ui.ts';

type Props = { id: string; heading: string; label: string; value: string; what: string; onDone: () => void; children: ReactNode; dataAttribute: string };

export function ShownOnce({ id, heading, label, value, what, onDone, children, dataAttribute }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(`The ${what} is copied.`, 'success');
    } catch {
      toast(`Copying was refused by the browser: select the ${what} and copy it.`, 'error');
    }
  };
  return (
    <section className="card api-key-new" aria-labelledby={`${id}-heading`} {...{ [`data-${dataAttribute}`]: '' }}>
      <h2 id={`${id}-heading`} tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      {children}
      <label htmlFor={`${id}-value`}>{label}</label>
      <input id={`${id}-value`} className="api-key-value" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      <div className="studio-actions">
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          Copy the {what}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </section>
  );
}
