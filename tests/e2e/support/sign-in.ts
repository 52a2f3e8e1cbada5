// Logging in through the API in the browser suites, as the login page does: the password, then, for
// the demo admin and author (whose studio needs two-step sign-in), the code computed from their
// authenticator secrets, which the README publishes for the demo only (docs/security.md, "Second
// factor"). A code works once, so a burst of logins tries the next step's code and, when both are
// spent, waits for the clock to move on.
import { codeAt, TOTP_PERIOD_SECONDS } from '../../../src/server/auth/totp.ts';

export const DEMO_TOTP_SECRETS: Record<string, string> = {
  'admin@wellspring.example': 'DEMOADMINWELLSPRINGTOTPSECRET234',
  'author@wellspring.example': 'DEMOAUTHORWELLSPRINGTOTPSECRET23',
};

export type Post = (path: string, json: unknown) => Promise<{ status: number; body: { data?: Record<string, unknown>; errors?: Record<string, string[]>; message?: string } }>;
export type SignedIn = { token: string; user: Record<string, unknown> };

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

export async function loginThroughApi(post: Post, who: { email: string; password: string }, secret = DEMO_TOTP_SECRETS[who.email.toLowerCase()]): Promise<SignedIn> {
  // A ticket another test's login spent or outlived (two workers signing in one demo admin at once,
  // on a loaded machine) sends the login back to the password, as the login page does.
  for (let login = 0; login < 3; login++) {
    const first = await post('/v1/auth/login', { email: who.email, password: who.password });
    if (first.status !== 200) throw new Error(`login ${who.email}: ${first.status} ${JSON.stringify(first.body)}`);
    const data = first.body.data!;
    if (!data.second_factor_required) return data as SignedIn;
    if (!secret) throw new Error(`login ${who.email}: two-step sign-in is on and no secret is known`);
    const signedIn = await secondFactor(post, who.email, String(data.ticket), secret);
    if (signedIn) return signedIn;
  }
  throw new Error(`second factor ${who.email}: the sign-in expired three times`);
}

/** The code step: the session, or null when the ticket expired (log in again). */
async function secondFactor(post: Post, email: string, ticket: string, secret: string): Promise<SignedIn | null> {
  for (let round = 0; round < 4; round++) {
    for (const offset of [0, 1]) {
      const res = await post('/v1/auth/login/second-factor', { ticket, code: codeAt(secret, Date.now() + offset * STEP_MS) });
      if (res.status === 200) return res.body.data as SignedIn;
      if (res.body.errors?.ticket) return null;
      if (!/already been used/.test(res.body.errors?.code?.[0] ?? '')) throw new Error(`second factor ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    // Both codes near now are spent: wait for the next step.
    await new Promise((r) => setTimeout(r, STEP_MS - (Date.now() % STEP_MS) + 200));
  }
  throw new Error(`second factor ${email}: no unused code`);
}
