// Downloads a certificate PDF. The API needs the Bearer token, so the file is fetched and handed to
// the browser as a blob URL with a download name, rather than linked directly.
import { downloadCertificatePdf } from '../../../lib/api/learning.ts';
import type { Certificate } from '../../../lib/schemas/learning.ts';

export async function downloadCertificate(certificate: Pick<Certificate, 'id' | 'code'>): Promise<void> {
  const blob = await downloadCertificatePdf(certificate);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `wellspring-certificate-${certificate.code}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
