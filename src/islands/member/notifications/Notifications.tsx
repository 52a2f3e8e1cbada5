// /notifications: the member's notifications, newest first and paged; unread ones in bold with an
// "Unread" marker that screen readers hear too; mark one or all read; each opens its subject.
// New notifications arrive live (the tab's stream, src/scripts/notifications-live.ts).
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { markNotificationRead } from '../../../lib/api/notifications.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { localHref } from '../../ui/local-href.ts';
import { m } from '../../../paraglide/messages.js';
import type { Notification } from '../../../lib/schemas/notifications.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { Pager } from '../learning/Pager.tsx';
import { $notifications, $notificationsPage, markAllRead, markRead as markOneRead } from './notifications-store.ts';
import './notifications.css';

const failed = (err: unknown, fallback: string) => {
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : fallback, 'error');
};

const when = (iso: string) => formatLocalDateTime(iso);

function Item({ n }: { n: Notification }) {
  const [busy, setBusy] = useState(false);
  const markRead = async () => {
    setBusy(true);
    try {
      await markOneRead(n);
    } catch (err) {
      failed(err, m.member_notice_mark_failed());
    } finally {
      setBusy(false);
    }
  };
  // Opening the subject marks it read first, so the count is right when the member comes back.
  const open = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (n.read || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    await markNotificationRead(n.id).catch(() => {});
    window.location.assign(localHref(n.link!));
  };
  return (
    <li className={`notice card${n.read ? '' : ' notice--unread'}`}>
      <div className="notice__body">
        <p className="notice__title" id={`notice-${n.id}`}>
          {!n.read && <span className="notice__dot">{m.member_notice_unread()}</span>}
          {n.link ? (
            <a href={localHref(n.link)} onClick={(e) => void open(e)}>
              {n.title}
            </a>
          ) : (
            n.title
          )}
        </p>
        {n.body && <p className="notice__text">{n.body}</p>}
        <p className="notice__meta">
          <time dateTime={n.created_at}>{when(n.created_at)}</time>
        </p>
      </div>
      {!n.read && (
        <button type="button" className="btn btn--ghost notice__action" disabled={busy} onClick={() => void markRead()} aria-describedby={`notice-${n.id}`}>
          {m.member_notice_mark_read()}
        </button>
      )}
    </li>
  );
}

function NotificationsContent() {
  const { data } = useQuery($notifications);
  const [busy, setBusy] = useState(false);

  if (!data) return <Loading />;
  const unread = data.meta.unread;

  const readAll = async () => {
    setBusy(true);
    try {
      await markAllRead();
      toast(m.member_notices_all_read(), 'success');
    } catch (err) {
      failed(err, m.member_notices_mark_failed());
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="notices-head">
        <p className="muted" aria-live="polite">
          {unread === 0 ? m.member_all_caught_up() : m.member_notices_unread({ count: unread })}
        </p>
        {unread > 0 && (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void readAll()}>
            {m.member_notices_mark_all()}
          </button>
        )}
      </div>
      {data.data.length === 0 ? (
        <div className="empty-state card">
          <p>{m.member_notices_empty()}</p>
          <a className="btn btn--primary" href={localizePath('/notification-settings')}>
            {m.member_notices_choose()}
          </a>
        </div>
      ) : (
        <>
          <ul className="notices" aria-label={m.member_notices_list()}>
            {data.data.map((n) => (
              <Item key={n.id} n={n} />
            ))}
          </ul>
          <Pager meta={data.meta} onPage={(page) => $notificationsPage.set(page)} label={m.member_notices_pages()} />
        </>
      )}
    </>
  );
}

export default function Notifications() {
  return (
    <ErrorBoundary>
      <NotificationsContent />
    </ErrorBoundary>
  );
}
