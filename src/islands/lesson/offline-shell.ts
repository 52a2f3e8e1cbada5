// Lets a lesson page reload without a network (docs/rules/client.md, "Offline saves"): the app's
// service worker (docs/rules/app.md) keeps the player page and its assets. Registering it twice on
// one page does nothing more.
export { registerAppWorker as registerOfflineShell } from '../../scripts/app-worker.ts';
