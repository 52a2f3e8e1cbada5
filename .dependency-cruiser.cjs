// The import borders of the code (ARCHITECTURE.md, "Borders"). Checked by
// tests/architecture/borders.test.ts in `npm test`, and by `npm run lint:borders`.
// Paths are relative to the repository root.
const fs = require('node:fs');
const path = require('node:path');

/**
 * Every folder under src/server that has a service/index.ts is a domain. They are found, not listed,
 * so a new domain is under the borders from its first file.
 */
function findDomains(root) {
  const server = path.join(root, 'src/server');
  return fs
    .readdirSync(server, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(server, entry.name, 'service/index.ts')))
    .map((entry) => entry.name)
    .sort();
}

const DOMAIN_NAMES = findDomains(__dirname);
const DOMAINS = `(${DOMAIN_NAMES.join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-code-stays-in-the-browser',
      comment:
        'Browser code (src/lib, src/islands, src/scripts, src/stores) ships to visitors: it never imports server code or a node:* module.',
      severity: 'error',
      from: { path: '^src/(lib|islands|scripts|stores)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'browser-code-has-no-node-modules',
      comment: 'Browser code never imports node:* (or other Node built-in) modules.',
      severity: 'error',
      from: { path: '^src/(lib|islands|scripts|stores)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-calls-the-typed-api',
      comment:
        'Islands, page scripts and stores reach /v1 through the typed functions of src/lib/api/<domain>.ts, never the bare client (its types may be used).',
      severity: 'error',
      from: { path: '^src/(islands|scripts|stores)/' },
      to: { path: '^src/lib/api/client\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-never-touch-the-database',
      comment:
        "A domain's route files (routes.ts, routes-*.ts, routes/) speak HTTP only: the database is reached through the domain's service.",
      severity: 'error',
      from: { path: `^src/server/${DOMAINS}/routes[^/]*(\\.ts$|/)` },
      to: { path: '^src/server/db/' },
    },
    {
      name: 'domains-meet-through-their-service-index',
      comment: 'Another domain or an infrastructure folder reaches a domain only through src/server/<domain>/service/index.ts.',
      severity: 'error',
      from: { path: '^src/server/([^/]+)/' },
      to: { path: `^src/server/${DOMAINS}/`, pathNot: ['^src/server/$1/', `^src/server/${DOMAINS}/service/index\\.ts$`] },
    },
    {
      name: 'pages-and-scripts-use-the-service-index',
      comment:
        'Pages, components, layouts, scripts and the top-level server files reach a domain only through its service/index.ts (app.ts alone joins the routes).',
      severity: 'error',
      from: { path: '^(scripts/|src/(?!server/)|src/server/[^/]+\\.ts$)', pathNot: '^src/server/app\\.ts$' },
      to: { path: `^src/server/${DOMAINS}/`, pathNot: `^src/server/${DOMAINS}/service/index\\.ts$` },
    },
  ],
  options: {
    // node_modules are seen (so node:* and packages can be ruled on) but not followed.
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};

/** The domains the rules above were made for (the border test checks it saw every one). */
module.exports.domains = DOMAIN_NAMES;
