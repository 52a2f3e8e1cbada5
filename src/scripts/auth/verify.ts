// The e-mailed verification link's page: confirms the address through the API, then shows the
// success or error page. Done in the browser (not while rendering) so mail scanners that fetch
// links without running scripts cannot use the single-use link up.
import { verifyEmail } from '../../lib/api/accounts.ts';
import { localizePath } from '../../lib/i18n.ts';

export async function startVerifyPage(root: HTMLElement): Promise<void> {
  const { userId = '', token = '' } = root.dataset;
  // A mentor invitation's token, from a registration that began at its e-mail (docs/rules/mentors.md).
  const invite = new URLSearchParams(location.search).get('invite');
  try {
    const { data } = await verifyEmail(userId, token, invite);
    location.replace(localizePath(data.mentor ? '/email/verify/success?mentee=1' : '/email/verify/success'));
  } catch {
    location.replace(localizePath('/email/verify/error'));
  }
}
