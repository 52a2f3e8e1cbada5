// The import borders of the code (ARCHITECTURE.md, "Borders"). Checked by
// tests/architecture/borders.test.ts in `npm test`, and by `npm run lint:borders`.
// Paths are relative to the repository root.

/** Every domain folder under src/server; a new domain is added here when it is created. */
const DOMAINS = '(accounts|catalogue|content|learning|platform|rewards|notifications|commerce|billing|mentors|messages|surveys|practices|journal|review|studio)';

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
      name: 'routes-never-touch-the-database',
      comment: 'A domain\'s routes.ts and routes/ speak HTTP only: the database is reached through the domain\'s service.',
      severity: 'error',
      from: { path: `^src/server/${DOMAINS}/routes(\\.ts$|/)` },
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
