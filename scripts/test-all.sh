#!/usr/bin/env bash
# `npm test`: the checks (format, typecheck, lint, unit tests), production build, the W3C vc-di-eddsa suite against the
# VC API, then the Playwright suites against the real production server: all projects on the embedded database
# (PGlite), then the API suite on a throwaway PostgreSQL.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# This script chooses the servers and databases it tests: nothing from the caller's shell may redirect them.
unset DATABASE_URL E2E_BASE_URL E2E_PGLITE_DIR PGLITE_DIR

PG_PORT_FIRST=54329
PG_TMP=""
PG_BIN=""
PGLITE_TEST_DIR=".data/test-pglite-$(date +%s)-$$"

banner() {
  printf '\n\033[1m==== [%s] %s ====\033[0m\n' "$(date +%H:%M:%S)" "$*"
}

# The PostgreSQL tools run as the `postgres` user when we are root (initdb refuses root), else as ourselves.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && "$@")
  fi
}

cleanup() {
  local status=$?
  if [ -n "$PG_TMP" ] && [ -d "$PG_TMP" ]; then
    if [ -n "$PG_BIN" ] && [ -f "$PG_TMP/data/postmaster.pid" ]; then
      as_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$PG_TMP"
  fi
  rm -rf "$PGLITE_TEST_DIR" "$PGLITE_TEST_DIR.lock"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

banner "0/5 System packages (Chromium, PostgreSQL, poppler)"
bash scripts/install-system-deps.sh

banner "1/5 Checks (npm run check: format, typecheck, lint, unit and component tests)"
bash scripts/check.sh

banner "2/5 Production build (next build)"
npm run build

banner "3/5 W3C vc-di-eddsa test suite, eddsa-rdfc-2022 issuer and verifier (npm run test:vc-suite)"
npm run test:vc-suite

banner "4/5 Playwright, all projects, on the embedded database (PGlite: $PGLITE_TEST_DIR)"
E2E_PGLITE_DIR="$PGLITE_TEST_DIR" npx playwright test
rm -rf "$PGLITE_TEST_DIR" "$PGLITE_TEST_DIR.lock"

banner "5/5 Playwright API tests on PostgreSQL"
PG_BIN_DIRS=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V || true)
if [ -z "$PG_BIN_DIRS" ]; then
  echo "FAIL: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin)." >&2
  echo "      Install it with: apt-get install -y --no-install-recommends postgresql" >&2
  exit 1
fi
PG_BIN=$(printf '%s\n' "$PG_BIN_DIRS" | tail -1)
if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
  echo "FAIL: running as root but there is no 'postgres' user to run the PostgreSQL server as." >&2
  exit 1
fi

PG_PORT=$PG_PORT_FIRST
while port_in_use "$PG_PORT"; do
  PG_PORT=$((PG_PORT + 1))
  if [ "$PG_PORT" -gt $((PG_PORT_FIRST + 100)) ]; then
    echo "FAIL: no free port for PostgreSQL in $PG_PORT_FIRST-$((PG_PORT_FIRST + 100))." >&2
    exit 1
  fi
done

PG_TMP=$(mktemp -d)
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$PG_TMP"; fi
echo "Starting PostgreSQL ($PG_BIN) on 127.0.0.1:$PG_PORT in $PG_TMP"
as_pg "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres -A trust -E UTF8 --no-sync >"$PG_TMP/initdb.log" 2>&1 ||
  { cat "$PG_TMP/initdb.log" >&2; echo "FAIL: initdb failed." >&2; exit 1; }
as_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/log" -w \
  -o "-p $PG_PORT -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null ||
  { cat "$PG_TMP/log" >&2; echo "FAIL: PostgreSQL did not start." >&2; exit 1; }
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres app

DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/app" npx playwright test --project=api

banner "All tests passed"
