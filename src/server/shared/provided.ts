// A dependency a lower domain takes from a higher one without importing it (docs/domain-order.md,
// "Passed in"): the lower domain declares what it needs with `provided()`, src/server/wiring.ts
// fills it when the app is built (createApp), and using it before then is an error rather than a
// silently skipped step. Like content-changes.ts, the values live on globalThis under a registered
// symbol, so a second copy of a module in one process (a dev server's reloaded module) finds them.
const KEY = Symbol.for('wellspring.provided');

function values(): Map<string, unknown> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, unknown> };
  return (holder[KEY] ??= new Map());
}

export type Provided<T> = {
  /** Fills the dependency (src/server/wiring.ts); a second call replaces the first. */
  provide: (value: T) => void;
  /** The dependency; throws if nothing provided it yet. */
  get: () => T;
};

/** Whether the dependency of that name has been provided (tests/architecture/domain-order.test.ts). */
export const isProvided = (name: string): boolean => values().has(name);

/** Declares a dependency by a name unique in the process, e.g. 'learning.courseFinished'. */
export function provided<T>(name: string): Provided<T> {
  return {
    provide: (value) => void values().set(name, value),
    get: () => {
      if (!values().has(name)) throw new Error(`${name} was not provided: src/server/wiring.ts fills it when the app is built (docs/domain-order.md).`);
      return values().get(name) as T;
    },
  };
}
