// The app shell the worker precaches (docs/rules/app.md): every stylesheet of the build, and the
// scripts of the member layout and of the screens kept for offline use (dashboard, journal,
// practices, review, the lesson player) with every script they import. The other screens' scripts
// are kept the first time they load. A smaller precache keeps a member's first visit quick: the
// browser fetches it beside the page's own requests.

/** Build chunks that start the member shell and the offline screens, by the name Vite gives them. */
export const SHELL_ENTRY = /^(AppShell|MemberLayout|Header|Footer|Sidebar|Dashboard|Journal|journal|Practices|practices|PracticeDetail|PracticeWeek|Review|review|LessonPlayer|client)\b[^/]*\.js$/;

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']\.\/([^"']+\.js)["']/g;

/**
 * The file names (in _astro/) to precache. `files` maps each file name to its text (scripts) or to
 * null (other files).
 * @param {Map<string, string | null>} files
 * @returns {Set<string>}
 */
export function shellFiles(files) {
  const kept = new Set([...files.keys()].filter((name) => name.endsWith('.css')));
  const queue = [...files.keys()].filter((name) => SHELL_ENTRY.test(name));
  while (queue.length) {
    const name = queue.pop();
    if (kept.has(name) || !files.has(name)) continue;
    kept.add(name);
    for (const match of (files.get(name) ?? '').matchAll(IMPORT)) queue.push(match[1]);
  }
  return kept;
}
