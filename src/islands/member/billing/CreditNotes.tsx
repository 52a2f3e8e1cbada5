// The credit notes of one payment (docs/rules/billing.md, "Credit notes"), each a PDF download: the
// PDF needs the Bearer token, so each is a button that saves it rather than a plain link.
import { savePdf } from '../../../lib/api/billing.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import { formatAmount, type CreditNoteSummary } from '../../../lib/schemas/billing.ts';
import { toast, withLoadingOverlay } from '../../../stores/ui.ts';

const save = (note: CreditNoteSummary) =>
  withLoadingOverlay(() => savePdf(note.download_path, `wellspring-credit-note-${note.number}.pdf`)).catch((err: unknown) => {
    if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : 'The credit note could not be downloaded. Please try again.', 'error');
  });

export function CreditNotes({ notes, title }: { notes: CreditNoteSummary[]; title?: string }) {
  if (notes.length === 0) return null;
  return (
    <div className="billing-credit-notes">
      {title ? <h2 className="invoice-party__title">{title}</h2> : null}
      <ul aria-label="Credit notes">
        {notes.map((n) => (
          <li key={n.id} data-credit-note={n.number}>
            <span>
              Credit note {n.number}, <time dateTime={n.date}>{formatLocalDate(n.date)}</time>: {formatAmount(-n.amount, n.currency)} refunded
              {n.reason ? ` (${n.reason})` : ''}
            </span>{' '}
            <button type="button" className="btn btn--ghost" onClick={() => void save(n)} aria-label={`Download PDF of credit note ${n.number}`}>
              Download PDF
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
