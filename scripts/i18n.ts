// `npm run i18n`: compiles the messages (messages/{area}/{locale}.json, project.inlang) into
// src/paraglide with Paraglide JS, one module per message so a page's script carries only the
// messages it uses. `npm install` runs it (postinstall) and so does the build; the output is not
// committed. tests/lib/i18n-messages.test.ts fails when it is stale or when a key is missing in a
// language (docs/i18n.md).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const PARAGLIDE_ARGS = ['--project', './project.inlang', '--strategy', 'url', 'baseLocale', '--no-emit-readme', '--no-emit-git-ignore', '--no-emit-prettier-ignore', '--silent'];

export function compileMessages(outdir: string): void {
  execFileSync(path.resolve('node_modules/.bin/paraglide-js'), ['compile', ...PARAGLIDE_ARGS, '--outdir', outdir], { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) compileMessages('./src/paraglide');
