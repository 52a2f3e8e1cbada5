// Certificates: the member's certificates (GET /v1/auth/certificates) to download as PDF or share by
// their public verification page, and completed courses whose certificate is ready to collect.
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import type { Certificate } from '../../../lib/schemas/learning.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { m } from '../../../paraglide/messages.js';
import { interpolate } from '../../ui/interpolate.tsx';
import { toast, withLoadingOverlay } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $certificates, $certificatesPage, $completedCourses, collectCertificate } from './certificates-store.ts';
import { downloadCertificate } from './download.ts';
import { PagedList } from './PagedList.tsx';
import './learning.css';

const failed = (err: unknown, fallback: string) => {
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : fallback, 'error');
};

function CertificateRow({ certificate }: { certificate: Certificate }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await withLoadingOverlay(() => downloadCertificate(certificate));
    } catch (err) {
      failed(err, m.member_cert_download_failed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="learning-card learning-card--certificate card">
      <div className="learning-card__body">
        <h3 className="learning-card__title">{certificate.course_title}</h3>
        <p className="learning-card__meta">
          {interpolate((p) => m.member_cert_issued(p), { name: certificate.holder_name, date: <time dateTime={certificate.issued_at}>{formatLocalDate(certificate.issued_at)}</time> })}
        </p>
        <p className="learning-card__meta">
          {interpolate((p) => m.member_cert_code(p), { code: <span className="learning-code">{certificate.code}</span> })}
        </p>
      </div>
      <div className="learning-card__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void download()} aria-label={m.member_cert_download_label({ title: certificate.course_title })}>
          {m.member_cert_download()}
        </button>
        <a className="btn btn--ghost" href={localizePath(paths.certificate(certificate.code))} aria-label={m.member_cert_verify_label({ title: certificate.course_title })}>
          {m.member_cert_verify()}
        </a>
        <a className="btn btn--ghost" href={paths.certificateCredential(certificate.code)} download aria-label={m.member_cert_credential_label({ title: certificate.course_title })}>
          {m.member_cert_credential()}
        </a>
      </div>
    </li>
  );
}

function ReadyToCollect() {
  const { data } = useQuery($completedCourses, { soft: true });
  const [busy, setBusy] = useState<number | null>(null);
  const ready = (data?.data ?? []).filter((e) => e.certificate_id === null);
  if (!ready.length) return null;
  const issue = async (courseId: number) => {
    setBusy(courseId);
    try {
      await collectCertificate(courseId);
      toast(m.member_cert_ready_toast(), 'success');
      setBusy(null);
    } catch (err) {
      failed(err, m.member_cert_issue_failed());
      setBusy(null);
    }
  };
  return (
    <section className="learning-section" aria-labelledby="ready-title">
      <h2 id="ready-title">{m.member_cert_ready_heading()}</h2>
      <ul className="learning-list">
        {ready.map((e) => (
          <li key={e.enrolment_id} className="learning-card learning-card--certificate card">
            <div className="learning-card__body">
              <h3 className="learning-card__title">{e.course.title}</h3>
              {e.completed_at && (
                <p className="learning-card__meta">
                  {interpolate((p) => m.member_cert_completed(p), { date: <time dateTime={e.completed_at}>{formatLocalDate(e.completed_at)}</time> })}
                </p>
              )}
            </div>
            <div className="learning-card__actions">
              <button type="button" className="btn btn--primary" disabled={busy === e.course.id} onClick={() => void issue(e.course.id)} aria-label={m.member_cert_get_label({ title: e.course.title })}>
                {m.member_cert_get()}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CertificatesContent() {
  const { data } = useQuery($certificates);
  return (
    <>
      <h1>{m.member_cert_heading()}</h1>
      <p className="muted">{m.member_cert_intro()}</p>
      <ReadyToCollect />
      <section className="learning-section" aria-labelledby="earned-title">
        <h2 id="earned-title">{m.member_cert_yours()}</h2>
        <PagedList
          data={data}
          label={m.member_cert_pages()}
          onPage={(page) => $certificatesPage.set(page)}
          empty={
            <>
              <p>{m.member_cert_empty()}</p>
              <a className="btn btn--primary" href={localizePath('/my-courses')}>
                {m.member_go_to_my_courses()}
              </a>
            </>
          }
        >
          {(c) => <CertificateRow key={c.id} certificate={c} />}
        </PagedList>
      </section>
    </>
  );
}

export default function Certificates() {
  return (
    <ErrorBoundary>
      <CertificatesContent />
    </ErrorBoundary>
  );
}
