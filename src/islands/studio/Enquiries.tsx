// /studio/enquiries (docs/rules/studio.md, "Enquiries"): what visitors sent through the contact form,
// open ones first; each can be marked handled, or answered by e-mail (which marks it handled too).
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { REPLY_MAX, type Enquiry } from '../../lib/schemas/studio.ts';
import { toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $enquiries, $enquiryStatus, markHandled, reply as sendReply, type EnquiryStatus } from './enquiries-store.ts';
import { formatTime } from './format.tsx';
import { StudioGate } from './StudioGate.tsx';

const TABS: Array<[EnquiryStatus, string]> = [
  ['open', 'Open'],
  ['handled', 'Handled'],
  ['all', 'All'],
];

function EnquiryItem({ enquiry }: { enquiry: Enquiry }) {
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = `enquiry-${enquiry.id}`;

  async function handled() {
    setBusy(true);
    try {
      await markHandled(enquiry.id);
      toast('Marked handled.', 'success');
    } finally {
      setBusy(false);
    }
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await sendReply(enquiry.id, reply);
      toast(`Reply sent to ${enquiry.email}.`, 'success');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="card studio-enquiry" aria-labelledby={headingId}>
      <h2 id={headingId}>{enquiry.subject}</h2>
      <p className="muted">
        From {enquiry.name} &lt;{enquiry.email}&gt;{enquiry.phone ? `, ${enquiry.phone}` : ''} · {formatTime(enquiry.created_at)}
        {enquiry.handled_at && ` · handled ${formatTime(enquiry.handled_at)}`}
      </p>
      <p className="studio-enquiry__message">{enquiry.message}</p>
      {!enquiry.handled_at && (
        <div className="studio-actions">
          <button type="button" className="btn" disabled={busy} onClick={handled}>
            Mark handled
          </button>
          {!replying && (
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => setReplying(true)}>
              Reply by e-mail
            </button>
          )}
        </div>
      )}
      {replying && !enquiry.handled_at && (
        <form className="studio-reply" onSubmit={send}>
          <label htmlFor={`reply-${enquiry.id}`}>Your reply to {enquiry.name}</label>
          <textarea id={`reply-${enquiry.id}`} rows={6} required maxLength={REPLY_MAX} value={reply} onChange={(e) => setReply(e.target.value)} />
          <div className="studio-actions">
            <button type="submit" className="btn btn--primary" disabled={busy || !reply.trim()}>
              Send reply
            </button>
            <button type="button" className="btn" onClick={() => setReplying(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

function EnquiriesContent() {
  const status = useStore($enquiryStatus);
  const { data } = useQuery($enquiries);
  return (
    <>
      <div className="studio-tabs" role="group" aria-label="Show enquiries">
        {TABS.map(([key, label]) => (
          <button key={key} type="button" className={`btn${status === key ? ' btn--primary' : ''}`} aria-pressed={status === key} onClick={() => $enquiryStatus.set(key)}>
            {label}
          </button>
        ))}
      </div>
      {!data ? (
        <Loading />
      ) : (
        <div data-ready="">
          {data.data.length === 0 ? (
            <p className="muted">{status === 'open' ? 'No open enquiries: the inbox is clear.' : 'No enquiries here.'}</p>
          ) : (
            data.data.map((e) => <EnquiryItem key={e.id} enquiry={e} />)
          )}
        </div>
      )}
    </>
  );
}

export default function Enquiries() {
  return (
    <StudioGate>
      <h1>Enquiries</h1>
      <EnquiriesContent />
    </StudioGate>
  );
}
