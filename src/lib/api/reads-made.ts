// The API reads this page has made (GETs that answered), by address. The app worker asks them again
// through itself on a first visit, so their copies exist for offline use (docs/rules/app.md).
// Resource timing cannot say which requests were reads: warming from it asked a POST's address again
// as a GET (the stream ticket), which the API refuses.
const made = new Set<string>();

/** Called by the API client for every read that answered. */
export function noteApiRead(path: string): void {
  made.add(path);
}

/** The addresses (path and query) of the reads made so far. */
export function apiReadsMade(): string[] {
  return [...made];
}
