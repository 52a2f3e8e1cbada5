// `npm run demo:code`: the current sign-in codes of the demo admin and author, whose authenticator
// secrets are public for the demo only (README, docs/security.md "Second factor"). The studio needs
// two-step sign-in; this stands in for the phone app when trying the demo.
import { codeAt, TOTP_PERIOD_SECONDS } from '../src/server/auth/totp.ts';
import { DEMO_ACCOUNTS } from '../src/server/demo/seed.ts';

const now = Date.now();
const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now / 1000) % TOTP_PERIOD_SECONDS);
for (const who of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.author]) {
  console.log(`${who.email.padEnd(28)} ${codeAt(who.totpSecret, now)}   (next: ${codeAt(who.totpSecret, now + TOTP_PERIOD_SECONDS * 1000)})`);
}
console.log(`The code changes in ${secondsLeft} s; each code works once.`);
