// The platform's public surface: the health check and the rendered API reference.
export { renderApiDocs } from './api-docs.ts';
export { checkHealth, checkReadiness, type Readiness } from './health.ts';
