#!/usr/bin/env bash
# The one test command (npm test): installs what is missing, builds the site, then runs every test
# (type check, Jest units, Playwright end-to-end specs against the production build) with a summary.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh
bash scripts/ensure-sample-tools.sh
if [ ! -d node_modules/gatsby ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

echo "== gatsby build"
npx gatsby build
echo "== type check"
npx tsc --noEmit
echo "== jest (unit + e2e)"
npx jest --ci --selectProjects unit e2e
