// Previous / next for the member's paged lists; hidden when everything fits on one page.
type Meta = { page: number; last_page: number; total: number };

export function Pager({ meta, onPage, label }: { meta: Meta; onPage: (page: number) => void; label: string }) {
  if (meta.last_page <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--ghost" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        Previous
      </button>
      <span>
        Page {meta.page} of {meta.last_page}
      </span>
      <button type="button" className="btn btn--ghost" disabled={meta.page >= meta.last_page} onClick={() => onPage(meta.page + 1)}>
        Next
      </button>
    </nav>
  );
}
