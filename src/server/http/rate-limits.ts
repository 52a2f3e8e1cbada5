// Every request rate limit of the API and the site, in one table, so the numbers can be read and
// compared in one place. A rule counts hits per name and subject (an address, an e-mail or a member
// id) in a fixed window; the counters live in the database (rate-limit.ts), so every instance shares
// them, except a rule marked perInstance, which each instance counts in memory. RATE_LIMIT_FACTOR
// multiplies every limit (the end-to-end tests raise it).
// Failed logins are throttled separately, by failures rather than requests: auth/login-throttle.ts.
// The rule itself (429 with Retry-After) is in docs/rules/api.md.
import type { Context } from 'hono';
import type { Deps, AppEnv } from './env.ts';
import { enforceRateLimit, hit, tooManyRequests } from './rate-limit.ts';

/**
 * `perInstance`: counted in each instance's memory, not the shared table, for a limit hit on every
 * save that only stops a runaway loop; with N instances behind a balancer a client gets at most N
 * times the limit, still bounded, and the hit costs no statement (docs/performance.md).
 */
export type RateLimitRule = { limit: number; windowSeconds: number; perInstance?: true };

export const RATE_LIMITS = {
  // Sign-up from one address: a household or office shares one, and nobody needs more than ten
  // accounts in ten minutes; it slows scripted account farming.
  'register:ip': { limit: 10, windowSeconds: 600 },
  // Confirming an e-mail: the link is single-use and long, so guessing is hopeless, but still bounded.
  'verify:ip': { limit: 20, windowSeconds: 600 },
  // Each resend and each forgotten-password request sends an e-mail: a few per address and fewer
  // per e-mail, so nobody can flood someone's inbox or spoil our sender reputation.
  'verify-resend:ip': { limit: 5, windowSeconds: 600 },
  'verify-resend:email': { limit: 3, windowSeconds: 600 },
  'forgot:ip': { limit: 5, windowSeconds: 600 },
  'forgot:email': { limit: 3, windowSeconds: 600 },
  // Choosing a new password from the mailed link: bounds guessing of the one-time value.
  'reset:ip': { limit: 10, windowSeconds: 600 },
  // The second step of a login: each ticket and account has its own cap on wrong codes
  // (accounts/service/two-factor.ts); this bounds one address working through many tickets.
  'second-factor:ip': { limit: 30, windowSeconds: 600 },
  // Passkey sign-in: each options call stores a challenge row, each answer checks a signature.
  'passkey-options:ip': { limit: 60, windowSeconds: 600 },
  'passkey-login:ip': { limit: 30, windowSeconds: 600 },
  // Adding passkeys, setting up, confirming and turning off two-step sign-in, new recovery codes:
  // a person does these a few times; the set-up code check must not be guessable from a stolen session.
  'sign-in-factors:user': { limit: 10, windowSeconds: 60 },
  // Profile saves may carry an avatar, which is decoded and resized: CPU worth protecting.
  'profile:user': { limit: 20, windowSeconds: 600 },
  // Both check the current password (a slow hash): a stolen session cannot guess it quickly.
  'password-change:user': { limit: 5, windowSeconds: 60 },
  'cancel:user': { limit: 5, windowSeconds: 60 },
  // The data export reads everything held about the member: a heavy query, rarely needed twice.
  'export:user': { limit: 10, windowSeconds: 600 },
  // Each enquiry is stored and mailed to the support team (the /v1/enquiry route and the
  // /contact-us form share this budget).
  enquiry: { limit: 5, windowSeconds: 600 },
  // Enrolling in a bundle writes a row per course; thirty a minute is far beyond a person's pace.
  enrol: { limit: 30, windowSeconds: 60 },
  // An API key (docs/rules/integrations.md): an integration syncing members or payments pages through
  // lists at a steady pace; ten a second on average stops a runaway loop without slowing a sync.
  'api-key': { limit: 600, windowSeconds: 60 },
  // Toggling a bookmark is cheap; the limit only stops a runaway script.
  bookmark: { limit: 60, windowSeconds: 60 },
  // Issuing a certificate renders a PDF.
  certificate: { limit: 20, windowSeconds: 60 },
  // The lesson player saves as the member works and replays its offline queue on reconnecting:
  // a generous budget that still ends unbounded loops.
  'lesson-save': { limit: 300, windowSeconds: 60, perInstance: true },
  // Task uploads are up to 10 MB each.
  'task-upload': { limit: 20, windowSeconds: 60 },
  // The time zone and the leaderboard switch are set now and then; the limit only stops a runaway script.
  'rewards-settings:user': { limit: 30, windowSeconds: 60 },
  // A live-update ticket per tab and per reconnect; tabs reconnect with backoff, so thirty a minute
  // covers many tabs and a flaky network, and stops a loop from filling the ticket table.
  'stream-ticket:user': { limit: 30, windowSeconds: 60 },
  // Turning push on or off for a device: a person does it a few times; each turn-on is a row, so a
  // script must not churn them (docs/rules/push.md).
  'push-devices:user': { limit: 20, windowSeconds: 600 },
  // Each checkout reserves a discount use and creates a provider checkout: a person pays a few times
  // at most; the limit stops a script from holding every use of a capped code (docs/rules/commerce.md).
  'checkout:user': { limit: 20, windowSeconds: 600 },
  // Trying discount codes: enough to correct a typo, too few to guess codes.
  'discount:ip': { limit: 30, windowSeconds: 600 },
  // The sandbox's hosted card form (a page post).
  'sandbox-pay:ip': { limit: 60, windowSeconds: 600 },
  // Each invoice download draws a PDF; thirty a minute is far more than anyone reads.
  'invoice-pdf:user': { limit: 30, windowSeconds: 60 },
  // Each invitation request may mail up to 20 addresses that have no account: a mentor inviting a
  // class at a time stays well inside, a spammer does not. Behind this, the daily cap on addresses
  // invited (10 a day in an account's first week, 50 after) is counted by the mentors domain
  // (docs/rules/mentors.md, "Invitation caps").
  'mentor-invite:user': { limit: 10, windowSeconds: 3600 },
  // Reminders have their own cool-down per invitation; this only bounds a runaway script.
  'mentor-remind:user': { limit: 30, windowSeconds: 3600 },
  // Messages (docs/rules/messages.md): a lively conversation is a few a minute; thirty a minute and
  // three hundred an hour stop a script from flooding a mentee or a group.
  'message-send:user': { limit: 30, windowSeconds: 60 },
  'message-send-hour:user': { limit: 300, windowSeconds: 3600 },
  // Reporting discussion posts (docs/rules/discussions.md, "Reporting"): one report per post already;
  // twenty an hour is more than any reader needs and stops a script from flooding the queue.
  'discussion-report:user': { limit: 20, windowSeconds: 3600 },
  // Going to a live session and taking it back each mail an invitation or a cancellation with its .ics
  // (docs/rules/live-sessions.md): a person changes their mind a few times; twenty in ten minutes
  // stops a script from mailing a member's inbox full.
  'live-rsvp:user': { limit: 20, windowSeconds: 600 },
  // Unsubscribing from newsletters by the mailed link: one click each, the token is long; the limit
  // only bounds a script trying tokens.
  'unsubscribe:ip': { limit: 30, windowSeconds: 600 },
  // Calendar feeds (docs/rules/calendar-feeds.md). Calendar apps fetch a feed every few minutes to
  // hours, and Google's and Microsoft's fetchers share addresses among many members: the address limit
  // is high and only bounds someone trying tokens; each feed has its own, far above any app's pace.
  'calendar-feed:ip': { limit: 600, windowSeconds: 600 },
  'calendar-feed:token': { limit: 60, windowSeconds: 600 },
  // Making a new feed link: a person does it now and then; the limit only stops a loop.
  'calendar-feed-link:user': { limit: 10, windowSeconds: 600 },
  // Answering or dismissing a site survey happens once per survey; the limit only stops a loop.
  'site-survey:user': { limit: 20, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const keyOf = (name: RateLimitName, subject: string | number) => `${name}:${subject}`;

/** In a route: counts one hit of `subject` against the named limit; 429 with Retry-After beyond it. */
export function limitRate(c: Context<AppEnv>, name: RateLimitName, subject: string | number): Promise<void> {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return enforceRateLimit(c, keyOf(name, subject), rule.limit, rule.windowSeconds, rule.perInstance === true);
}

/** Outside the API (a page handling a form post): the same count and the same 429 error. */
export async function assertWithinRateLimit(deps: Pick<Deps, 'db' | 'config'>, name: RateLimitName, subject: string | number): Promise<void> {
  const rule = RATE_LIMITS[name];
  const result = await hit(deps.db, keyOf(name, subject), Math.ceil(rule.limit * deps.config.rateLimitFactor), rule.windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** "5 per 10 minutes", for route descriptions. */
export function describeRateLimit(name: RateLimitName): string {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  return windowSeconds % 60 === 0 ? `${limit} per ${windowSeconds / 60} minute${windowSeconds === 60 ? '' : 's'}` : `${limit} per ${windowSeconds} seconds`;
}
