// Certificates: the member's certificates (GET /v1/auth/certificates) to download as PDF or share by
// their public verification page, and completed courses whose certificate is ready to collect.
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import type { Certificate } from '../../../lib/schemas/learning.ts';
import { paths } from '../../../lib/paths.ts';
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
      failed(err, 'The certificate could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="learning-card learning-card--certificate card">
      <div className="learning-card__body">
        <h3 className="learning-card__title">{certificate.course_title}</h3>
        <p className="learning-card__meta">
          Issued to {certificate.holder_name} on <time dateTime={certificate.issued_at}>{formatLocalDate(certificate.issued_at)}</time>
        </p>
        <p className="learning-card__meta">
          Code <span className="learning-code">{certificate.code}</span>
        </p>
      </div>
      <div className="learning-card__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void download()} aria-label={`Download PDF of the certificate for ${certificate.course_title}`}>
          Download PDF
        </button>
        <a className="btn btn--ghost" href={paths.certificate(certificate.code)} aria-label={`Verification page for ${certificate.course_title}`}>
          Verification page
        </a>
        <a className="btn btn--ghost" href={paths.certificateCredential(certificate.code)} download aria-label={`Download Open Badges credential for ${certificate.course_title}`}>
          Open Badges credential
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
      toast('Your certificate is ready.', 'success');
      setBusy(null);
    } catch (err) {
      failed(err, 'The certificate could not be issued. Please try again.');
      setBusy(null);
    }
  };
  return (
    <section className="learning-section" aria-labelledby="ready-title">
      <h2 id="ready-title">Ready to collect</h2>
      <ul className="learning-list">
        {ready.map((e) => (
          <li key={e.enrolment_id} className="learning-card learning-card--certificate card">
            <div className="learning-card__body">
              <h3 className="learning-card__title">{e.course.title}</h3>
              {e.completed_at && (
                <p className="learning-card__meta">
                  Completed <time dateTime={e.completed_at}>{formatLocalDate(e.completed_at)}</time>
                </p>
              )}
            </div>
            <div className="learning-card__actions">
              <button type="button" className="btn btn--primary" disabled={busy === e.course.id} onClick={() => void issue(e.course.id)} aria-label={`Get certificate for ${e.course.title}`}>
                Get certificate
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
      <h1>Certificates</h1>
      <p className="muted">Finish every lesson of a course to earn its certificate. Anyone can check a certificate on its verification page.</p>
      <ReadyToCollect />
      <section className="learning-section" aria-labelledby="earned-title">
        <h2 id="earned-title">Your certificates</h2>
        <PagedList
          data={data}
          label="Certificate pages"
          onPage={(page) => $certificatesPage.set(page)}
          empty={
            <>
              <p>No certificates yet.</p>
              <a className="btn btn--primary" href="/my-courses">
                Go to my courses
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
