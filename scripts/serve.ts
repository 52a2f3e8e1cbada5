// Serves the built site: the build's files from memory, precompressed (src/server/http/static-files.ts);
// then Astro's Node handler (pages; the /v1 API goes straight to the API app once the start-up check
// has loaded it, src/server/http/api-node.ts) behind brotli/gzip compression, which @astrojs/node
// lacks, and the response cache for anonymous public reads (src/server/http/response-cache.ts).
// The edge (src/server/http/edge.ts) comes first: security headers, the one body limit, and JSON
// answers under /v1 for addresses and requests that never reach the app.
// The database is opened and migrated before the server says it is ready. On SIGTERM or SIGINT it
// drains (docs/deploy.md, "Stopping an instance"): no new connections, readiness 503, live streams
// ended so clients reconnect to another instance, requests in flight finished (at most
// SHUTDOWN_DRAIN_MS, 10 s by default), then the job worker, events and database are closed.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { loadConfig, ConfigError } from '../src/server/config.ts';
import { startWorkerEarly } from '../src/server/db/early-open.ts';
import { apiNodeHandler, isApiPath, takeApi } from '../src/server/http/api-node.ts';
import { serverOptions } from '../src/server/http/deadlines.ts';
import { answerClientErrorsAsJson, edgeHandler, type NodeHandler } from '../src/server/http/edge.ts';
import { foreignHostWarning } from '../src/server/http/public-origin.ts';
import { useForwardedAddress } from '../src/server/http/forwarded.ts';
import { ResponseCache, responseCacheHandler } from '../src/server/http/response-cache.ts';
import { smallBodyCompression } from '../src/server/http/small-body-compression.ts';
import { loadStaticFiles, staticFilesHandler } from '../src/server/http/static-files.ts';
import { releaseMemoryWhenQuiet } from '../src/server/shared/memory-release.ts';
import { onContentChange } from '../src/server/shared/content-changes.ts';
import { manageShutdown, runShutdownSteps, startDraining } from '../src/server/shared/lifecycle.ts';
import { DIST } from './build-state.ts';

export async function serve(): Promise<http.Server> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  manageShutdown();
  // The embedded database opens in its worker while the site's modules load (docs/performance.md, "Start-up").
  if (!config.databaseUrl && config.pgliteWorker) await startWorkerEarly(path.join(config.dataDir, 'pglite'), { waitInTransactions: config.pgliteTxWait });
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  process.env.ASTRO_NODE_LOGGING = 'disabled';
  const entry = pathToFileURL(path.resolve(DIST, 'server/entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: (req: http.IncomingMessage, res: http.ServerResponse) => void };
  const streaming = compression({ threshold: 1024 });
  // Small answers are compressed in one call, larger ones stream (docs/performance.md, "Compressing small answers").
  const passThrough = smallBodyCompression((req, res, next) => streaming(req as never, res as never, next));
  const cache = new ResponseCache();
  onContentChange(() => cache.invalidate());
  // /v1 goes to the API app directly once the endpoint has handed it over (at the start-up check below).
  let api: NodeHandler | undefined;
  const site: NodeHandler = (req, res) => (api && isApiPath(req.url ?? '/') ? api(req, res) : handler(req, res));
  const dynamic: NodeHandler = config.responseCache ? responseCacheHandler(site, passThrough, cache) : (req, res) => passThrough(req, res, () => site(req, res));
  // The build's files are read once, here; a request for one never reaches the disk (docs/performance.md).
  const app = staticFilesHandler(loadStaticFiles(path.resolve(DIST, 'client')), dynamic);
  const server = http.createServer(serverOptions(), edgeHandler(config.trustProxy ? (req, res) => (useForwardedAddress(req), app(req, res)) : app, {
      appUrl: config.appUrl,
      onHost: foreignHostWarning(config.appUrl, (msg, fields) => console.warn(JSON.stringify({ level: 'warn', msg, ...fields }))),
    }));
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  // Open and migrate the database now, not on a visitor's first request.
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${config.port}/v1/health`);
  if (!res.ok) {
    console.error(`Start-up check failed: GET /v1/health answered ${res.status}: ${await res.text()}`);
    process.exit(1);
  }
  const offered = takeApi();
  if (offered && !config.apiThroughAstro) api = apiNodeHandler(offered);
  stopOnSignals(server, config.shutdownDrainMs);
  if (config.memoryRelease) {
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    const logsInfo = config.logLevel === 'debug' || config.logLevel === 'info';
    releaseMemoryWhenQuiet((r) => {
      if (logsInfo) console.log(JSON.stringify({ level: 'info', msg: 'memory released', rss_before_mb: mb(r.rssBeforeBytes), rss_after_mb: mb(r.rssAfterBytes), pause_ms: Math.round(r.pauseMs) }));
    });
  }
  console.log(JSON.stringify({ level: 'info', msg: 'listening', url: `http://localhost:${config.port}`, host: config.host, warmup_ms: Math.round(performance.now() - started) }));
  return server;
}

function stopOnSignals(server: http.Server, drainMs: number): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C: the operator does not want to wait.
      process.exit(1);
    }
    stopping = true;
    const started = performance.now();
    console.log(JSON.stringify({ level: 'info', msg: 'draining', signal, drain_ms: drainMs }));
    startDraining();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cutOff = setTimeout(() => server.closeAllConnections(), drainMs);
    await closed;
    clearTimeout(cutOff);
    await runShutdownSteps();
    console.log(JSON.stringify({ level: 'info', msg: 'stopped', signal, ms: Math.round(performance.now() - started) }));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

if (import.meta.main) await serve();
