#!/usr/bin/env bash
# The one test command (npm test): installs what is missing, type-checks (before any build: the GraphQL
# types are committed), lints and checks the format, builds the site, then runs every test with one summary: Jest units, Playwright
# end-to-end specs against the production build (among them Debian's nginx serving it with deploy/'s
# configuration, and the W3C Nu HTML Checker over every page), a generated ~600-page site built and compared
# with it, and the real `gatsby develop` on a copy of the project. Between the build and the tests, a plain
# `gatsby build` and `npm run build` again must give the same public/ and keep each other's caches. Last, the
# site is built again with the overrides of Gatsby off, and its routes and pages checked.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-tools.sh chromium samples deploy
if [ ! -d node_modules/gatsby ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

echo "== type check"
npx tsc --noEmit
echo "== lint and format (ESLint, Prettier)"
npx eslint .
npx prettier --check . --log-level warn
echo "== gatsby build"
npm run build --silent
# The build regenerates the GraphQL types; a stale committed copy would type-check against old queries.
if ! git diff --quiet -- src/gatsby-types.d.ts 2>/dev/null; then
  echo "src/gatsby-types.d.ts changed in the build: commit the regenerated file" >&2
  exit 1
fi
echo "== the two build commands: same public/, each keeping the other's caches"
node scripts/build-parity.mjs
echo "== jest (unit + e2e + scale + develop)"
npx jest --ci --selectProjects unit e2e scale develop
# Last, as it replaces public/: the site built with the overrides of Gatsby switched off
# (src/node/overrides/manifest.ts says what the switch covers) still serves every route and page.
echo "== the build with DOCS_OVERRIDES=off: routes and smoke specs"
rm -rf .cache public
DOCS_OVERRIDES=off npm run build --silent
npx jest --ci e2e/routes.spec.ts e2e/smoke.spec.ts --selectProjects e2e
