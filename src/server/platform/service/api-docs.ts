// Renders the OpenAPI document as one self-contained HTML page (no CDN scripts), grouped by tag.
import { escapeHtml as esc } from '../../shared/escape-html.ts';

type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
type Doc = { info: { title: string; description?: string; version: string }; paths?: Record<string, Record<string, Operation>> };

const pretty = (v: unknown) => esc(JSON.stringify(v, null, 2));

export function renderApiDocs(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other';
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${esc(p.name)}</code> <small>${esc(p.in)}${p.required ? ', required' : ''}</small></li>`)
        .join('');
      const body = Object.entries(op.requestBody?.content ?? {})
        .map(([type, c]) => `<details><summary>Request body <code>${esc(type)}</code></summary><pre>${pretty(c.schema)}</pre></details>`)
        .join('');
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => {
          const schema = r.content?.['application/json']?.schema;
          return `<details><summary><b>${esc(status)}</b> ${esc(r.description ?? '')}</summary>${schema ? `<pre>${pretty(schema)}</pre>` : ''}</details>`;
        })
        .join('');
      const html = `<section class="op"><h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code>${op.security?.length ? ' <small>🔒 Bearer</small>' : ''}</h3>
<p>${esc(op.summary ?? '')}</p>${params ? `<ul>${params}</ul>` : ''}${body}${responses}</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag.entries()].map(([tag, ops]) => `<h2 id="${esc(tag)}">${esc(tag)}</h2>${ops.join('')}`).join('');
  const nav = [...byTag.keys()].map((t) => `<a href="#${esc(t)}">${esc(t)}</a>`).join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)} reference</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1f2328}
pre{background:#f6f8fa;padding:.75rem;overflow:auto;font-size:13px}.op{border-top:1px solid #ddd;padding:.5rem 0}
.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:2px 6px;background:#555}
.m-get{background:#0b6e4f}.m-post{background:#1f5fa8}.m-put,.m-patch{background:#8a5a00}.m-delete{background:#b3261e}
</style></head><body><header><h1>${esc(doc.info.title)} <small>v${esc(doc.info.version)}</small></h1>
<p>${esc(doc.info.description ?? '')}</p><p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a></p><nav>${nav}</nav></header>
<main>${sections}</main></body></html>`;
}
