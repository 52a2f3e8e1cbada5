// The e-mailed verification link's page: confirms the address through the API, then shows the
// success or error page. Done in the browser (not while rendering) so mail scanners that fetch
// links without running scripts cannot use the single-use link up.
import { verifyEmail } from '../../lib/api/accounts.ts';

export async function startVerifyPage(root: HTMLElement): Promise<void> {
  const { userId = '', token = '' } = root.dataset;
  try {
    await verifyEmail(userId, token);
    location.replace('/email/verify/success');
  } catch {
    location.replace('/email/verify/error');
  }
}
