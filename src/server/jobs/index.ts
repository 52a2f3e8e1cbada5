// The durable job queue (docs/rules/jobs.md). Domains enqueue with enqueue(tx, name, payload, { key })
// inside their own transaction and register handlers as JobDefinition lists in their service/index.ts.
export { backoffMs, enqueue, type EnqueueOptions, type JobRow } from './queue.ts';
export { createWorker, type JobContext, type JobDefinition, type Schedule, type Worker } from './worker.ts';
