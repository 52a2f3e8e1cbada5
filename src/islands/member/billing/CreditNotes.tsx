// The credit notes of one payment (docs/rules/billing.md, "Credit notes"), each a PDF download: the
// PDF needs the Bearer token, so each is a button that saves it rather than a plain link.
import { savePdf } from '../../../lib/api/billing.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate, pageIntlLocale } from '../../../lib/dates.ts';
import { formatAmount, type CreditNoteSummary } from '../../../lib/schemas/billing.ts';
import { toast, withLoadingOverlay } from '../../../stores/ui.ts';
import { m } from '../../../paraglide/messages.js';
import { SLOT, withSlot } from './slot.tsx';

const save = (note: CreditNoteSummary) =>
  withLoadingOverlay(() => savePdf(note.download_path, `wellspring-credit-note-${note.number}.pdf`)).catch((err: unknown) => {
    if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.commerce_credit_note_download_failed(), 'error');
  });

export function CreditNotes({ notes, title }: { notes: CreditNoteSummary[]; title?: string }) {
  if (notes.length === 0) return null;
  return (
    <div className="billing-credit-notes">
      {title ? <h2 className="invoice-party__title">{title}</h2> : null}
      <ul aria-label={m.commerce_credit_notes()}>
        {notes.map((n) => (
          <li key={n.id} data-credit-note={n.number}>
            <span>
              {withSlot(m.commerce_credit_note_line({ number: n.number, date: SLOT, amount: formatAmount(-n.amount, n.currency, pageIntlLocale()) }), <time dateTime={n.date}>{formatLocalDate(n.date)}</time>)}
              {n.reason ? ` (${n.reason})` : ''}
            </span>{' '}
            <button type="button" className="btn btn--ghost" onClick={() => void save(n)} aria-label={m.commerce_credit_note_download_label({ number: n.number })}>
              {m.commerce_download_pdf()}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
