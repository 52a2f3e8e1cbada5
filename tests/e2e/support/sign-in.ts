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
  const first = await post('/v1/auth/login', { email: who.email, password: who.password });
  if (first.status !== 200) throw new Error(`login ${who.email}: ${first.status} ${JSON.stringify(first.body)}`);
  const data = first.body.data!;
  if (!data.second_factor_required) return data as SignedIn;
  if (!secret) throw new Error(`login ${who.email}: two-step sign-in is on and no secret is known`);
  for (let round = 0; round < 4; round++) {
    for (const offset of [0, 1]) {
      const res = await post('/v1/auth/login/second-factor', { ticket: data.ticket, code: codeAt(secret, Date.now() + offset * STEP_MS) });
      if (res.status === 200) return res.body.data as SignedIn;
      if (!/already been used/.test(res.body.errors?.code?.[0] ?? '')) throw new Error(`second factor ${who.email}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    // Both codes near now are spent: wait for the next step.
    await new Promise((r) => setTimeout(r, STEP_MS - (Date.now() % STEP_MS) + 200));
  }
  throw new Error(`second factor ${who.email}: no unused code`);
}
