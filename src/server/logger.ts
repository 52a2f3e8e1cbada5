// Structured JSON log lines on stdout. Callers pass fields, never raw secrets: request logs name the
// matched route pattern, not the path, because some paths carry one-time tokens. A failed database
// query is logged as its statement and error code, never its parameter values (they hold password
// hashes, e-mail addresses and whatever a visitor typed): errorFields() describes any error that
// way, and the logger drops parameter lists from any text it is given. Rule: docs/security.md.
import { DrizzleQueryError } from 'drizzle-orm';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type Logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => void;
  info: (msg: string, fields?: Record<string, unknown>) => void;
  warn: (msg: string, fields?: Record<string, unknown>) => void;
  error: (msg: string, fields?: Record<string, unknown>) => void;
};

/** Drizzle's message for a failed query ends with `params: <every value>`. */
const PARAMS_TAIL = /\n\s*params:[\s\S]*$/;

/** Log fields for an error: its message and stack, or for a failed query its statement and SQLSTATE. */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof DrizzleQueryError) {
    const cause = err.cause as { code?: unknown; constraint?: unknown } | undefined;
    return {
      error: 'database query failed',
      statement: err.query,
      code: typeof cause?.code === 'string' ? cause.code : undefined,
      constraint: typeof cause?.constraint === 'string' ? cause.constraint : undefined,
      stack: framesOf(err),
    };
  }
  if (err instanceof Error) return { error: err.message.replace(PARAMS_TAIL, ''), stack: framesOf(err) };
  return { error: String(err) };
}

/** The stack's frames only: its first lines repeat the message. */
const framesOf = (err: Error) => err.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Error) Object.assign(out, errorFields(value));
    else out[key] = typeof value === 'string' ? value.replace(PARAMS_TAIL, '') : value;
  }
  return out;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[lvl] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...redact(fields) }));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
