#!/usr/bin/env bash
# `npm test`: unit and API tests (vitest, on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set),
# then end-to-end tests in Debian's Chromium (Playwright). Ends with one line `N passed, N failed`.
set -u
cd "$(dirname "$0")/.."
REPORTS=tests/.reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
status=0

# The cluster spec (tests/e2e/cluster.spec.ts) puts HAProxy in front of three instances.
if [ ! -x /usr/sbin/haproxy ] && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's haproxy for the cluster tests (one time)…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy) >/dev/null || echo "apt-get could not install haproxy: the cluster spec will fail"
fi

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian's chromium for the browser tests (one time)…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null || { echo "apt-get could not install chromium"; exit 1; }
  else
    echo "The browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:"
    echo "  sudo apt-get update && sudo apt-get install -y chromium"
    echo "then run npm test again."
    exit 1
  fi
fi

echo "== vitest (PGlite) =="
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-pglite.json" || status=1

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== vitest API and contract suites (PostgreSQL) =="
  # Ten random inputs per route on PostgreSQL, fifty on PGlite (docs/testing.md, "Keeping CI short").
  BAD_INPUT_RUNS=10 npx vitest run tests/server tests/contract --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-postgres.json" || status=1
fi

echo "== build =="
node scripts/build-if-stale.ts || { echo "The build failed."; status=1; }

echo "== playwright (Chromium) =="
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" npx playwright test --reporter=list,json || status=1

# Consent before analytics (docs/privacy.md) exists only in a build with a tag manager: a second build
# of its own folder and port, and only the consent spec runs on it (the main run skips it).
echo "== playwright with a tag manager (consent) =="
if PUBLIC_GTM_ID=GTM-TEST35 WELLSPRING_DIST=dist-gtm node scripts/build-if-stale.ts; then
  PUBLIC_GTM_ID=GTM-TEST35 WELLSPRING_DIST=dist-gtm E2E_PORT=4397 PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright-gtm.json" npx playwright test tests/e2e/consent.spec.ts --reporter=list,json || status=1
else
  echo "The build with a tag manager failed."; status=1
fi

node scripts/test-summary.ts "$REPORTS" | tee "$REPORTS/summary.txt"
summary_status=${PIPESTATUS[0]}
[ "$summary_status" = "0" ] || status=1
exit $status
