// The languages' messages (docs/i18n.md): every key of an English file has a Spanish text and the
// other way round, no text is empty, a message's placeholders are the same in both, and the compiled
// output in src/paraglide is what `npm run i18n` makes of the files now.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../scripts/i18n.ts';

const settings = JSON.parse(fs.readFileSync('project.inlang/settings.json', 'utf8')) as { locales: string[]; 'plugin.inlang.messageFormat': { pathPattern: string[] } };
const patterns = settings['plugin.inlang.messageFormat'].pathPattern;

type Messages = Record<string, unknown>;
const read = (file: string): Messages => {
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
  return messages;
};
const placeholders = (value: unknown) => [...JSON.stringify(value).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();

describe('messages', () => {
  it.each(patterns)('%s: the same keys in every language, none empty, the same placeholders', (pattern) => {
    const [en, ...others] = settings.locales.map((locale) => ({ locale, messages: read(pattern.replace('{locale}', locale)) }));
    for (const other of others) {
      expect(Object.keys(other.messages).filter((k) => !(k in en!.messages)), `${other.locale} keys not in English`).toEqual([]);
      expect(Object.keys(en!.messages).filter((k) => !(k in other.messages)), `English keys missing in ${other.locale}`).toEqual([]);
      for (const [key, value] of Object.entries(other.messages)) {
        expect(typeof value === 'string' ? value.trim() : value, `${other.locale}.${key}`).toBeTruthy();
        expect(new Set(placeholders(value)), `${other.locale}.${key} placeholders`).toEqual(new Set(placeholders(en!.messages[key])));
      }
    }
  });

  it('no key is defined in two areas', () => {
    const seen = new Map<string, string>();
    for (const pattern of patterns) {
      for (const key of Object.keys(read(pattern.replace('{locale}', 'en')))) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${pattern}`).toBeUndefined();
        seen.set(key, pattern);
      }
    }
  });

  it('src/paraglide is compiled from the messages as they are (run `npm run i18n` after changing them)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'paraglide-'));
    try {
      compileMessages(out);
      const files = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, withFileTypes: false }).map(String).filter((f) => f.endsWith('.js')).sort();
      expect(files(out)).toEqual(files('src/paraglide'));
      for (const file of files(out)) expect(fs.readFileSync(path.join('src/paraglide', file), 'utf8'), file).toBe(fs.readFileSync(path.join(out, file), 'utf8'));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
