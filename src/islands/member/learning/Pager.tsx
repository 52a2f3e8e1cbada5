// Previous / next for the member's paged lists; hidden when everything fits on one page.
import { m } from '../../../paraglide/messages.js';

type Meta = { page: number; last_page: number; total: number };

export function Pager({ meta, onPage, label }: { meta: Meta; onPage: (page: number) => void; label: string }) {
  if (meta.last_page <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--ghost" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        {m.member_pager_previous()}
      </button>
      <span>{m.member_pager_page({ page: meta.page, last: meta.last_page })}</span>
      <button type="button" className="btn btn--ghost" disabled={meta.page >= meta.last_page} onClick={() => onPage(meta.page + 1)}>
        {m.member_pager_next()}
      </button>
    </nav>
  );
}
