// Types shared by the Hono app, its middleware and every domain's routes.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Events } from '../events/index.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';

/** Everything a request handler may need, created once by the runtime (or by a test). */
export type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  /** Cross-instance publish/subscribe (LISTEN/NOTIFY). */
  events: Events;
  /** A number in [0, 1) for draws (quiz question pools); absent: the operating system's. Tests pass a seeded one. */
  random?: () => number;
};

/** The signed-in member, as services see them. Never carries the password hash. */
export type Actor = {
  id: number;
  name: string;
  email: string;
  isMentor: boolean;
  /** member, author or admin (docs/rules/studio.md); the studio's services check it. */
  role: Role;
  tokenId: number;
  /**
   * How this session proved a second factor, or null for a password alone (docs/security.md, "Second
   * factor"); `api_key` for an admin's API key, which only a signed-in admin with a second factor can make.
   */
  secondFactor?: 'totp' | 'recovery_code' | 'passkey' | 'api_key' | null;
  /** The API key making the request, when it is one (docs/rules/integrations.md, "API keys"). */
  apiKeyId?: number;
  /**
   * The member's time zone as read with the token ('UTC' until the browser has told us), so a request
   * that counts days does not read it again. Absent on actors made without a token (jobs, exports).
   */
  timeZone?: string;
};

export type Role = 'member' | 'author' | 'admin';

export type AppEnv = {
  Bindings: { clientAddress?: string };
  Variables: {
    deps: Deps;
    requestId: string;
    actor: Actor | null;
    /**
     * Set by a write that changed none of the member's kept reads (a lesson save that only kept the
     * work): their copies and token lookups survive it (docs/performance.md, "When a copy is dropped").
     */
    memberCopiesUnchanged?: boolean;
  };
};
