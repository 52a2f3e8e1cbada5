// Previous / Next under a studio list, with "Page N of M" between (shown only when there are pages).
// The audit log names them Newer / Older.
type Props = { label: string; page: number; lastPage: number; onPage: (page: number) => void; previous?: string; next?: string };

export function Pager({ label, page, lastPage, onPage, previous = 'Previous', next = 'Next' }: Props) {
  if (lastPage <= 1) return null;
  return (
    <nav className="studio-pager" aria-label={label}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </button>
      <span>
        Page {page} of {lastPage}
      </span>
      <button type="button" className="btn" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {next}
      </button>
    </nav>
  );
}
