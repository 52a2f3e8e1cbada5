// The app shell the service worker precaches (integrations/app-worker/shell.mjs; docs/rules/app.md).
import { describe, expect, it } from 'vitest';
import { shellFiles } from '../../integrations/app-worker/shell.mjs';

describe('app shell precache list', () => {
  it('keeps every stylesheet, the member screens and what they import, and nothing else', () => {
    const files = new Map<string, string | null>([
      ['site.A1.css', null],
      ['MemberLayout.astro_astro_type_script_index_0_lang.B2.js', 'import{a}from"./session.C3.js";import"./ui.D4.js";'],
      ['Dashboard.E5.js', 'import{t}from"./react.F6.js";const l=()=>import("./lazy.G7.js");'],
      ['session.C3.js', 'export const a=1;'],
      ['ui.D4.js', ''],
      ['react.F6.js', ''],
      ['lazy.G7.js', ''],
      ['Studio.H8.js', 'import{x}from"./studio-only.I9.js";'],
      ['studio-only.I9.js', ''],
      ['login.astro_astro_type_script_index_0_lang.J1.js', ''],
    ]);
    expect([...shellFiles(files)].sort()).toEqual(['Dashboard.E5.js', 'MemberLayout.astro_astro_type_script_index_0_lang.B2.js', 'lazy.G7.js', 'react.F6.js', 'session.C3.js', 'site.A1.css', 'ui.D4.js']);
  });
});
