// What every server-rendered page needs from the server: the runtime and public configuration.
// Failures here never break a page: a category list that cannot load is an empty list (SPEC.md 8).
import { listCategories, type CategorySummary } from './catalogue/service/index.ts';
import { getRuntime } from './runtime.ts';

export type SiteContext = {
  categories: CategorySummary[];
  supportPhone: string;
  gtmId: string | undefined;
  appUrl: string;
  recaptchaSiteKey: string | undefined;
};

export async function siteContext(): Promise<SiteContext> {
  const { deps } = await getRuntime();
  let categories: CategorySummary[] = [];
  try {
    categories = await listCategories(deps.db);
  } catch (err) {
    deps.log.warn('category list failed; showing none', { error: err instanceof Error ? err.message : String(err) });
  }
  return {
    categories,
    supportPhone: deps.config.supportPhone,
    gtmId: deps.config.gtmId,
    appUrl: deps.config.appUrl,
    recaptchaSiteKey: deps.config.recaptchaSiteKey,
  };
}
