#!/usr/bin/env bash
# `npm run check`: the fast gate (format, types, lint, unit and component tests), no build and no browser.
# `npm test` runs it first.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

step() {
  printf '\n\033[1m---- [%s] %s ----\033[0m\n' "$(date +%H:%M:%S)" "$*"
}

step "Format (prettier --check)"
npx prettier --check --log-level warn .

step "Typecheck (tsc --noEmit)"
# Route types from an older build would fail the check; the next build or dev server writes them anew.
rm -rf .next/types .next/dev/types
npx tsc --noEmit

step "Lint (eslint .)"
npx eslint --cache --cache-location node_modules/.cache/eslint/ .

step "Unit and component tests (jest)"
npx jest --ci

step "Database tests (jest on an embedded PostgreSQL, jest.config.mjs)"
npm run test:db -- --ci
