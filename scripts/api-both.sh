#!/usr/bin/env bash
# api-both.sh: the API test suite on a throwaway PostgreSQL and, for the files whose result depends on the database
# engine, on PGlite at the same time (test-all.sh's API step). Each run writes its own log and JSON report; both logs
# are printed, and the step fails when either run failed.
#
# Every file runs on PostgreSQL, the production database, two files at a time (each on its own copy of the template
# database). Most files test what the server decides above the database (validation, permissions, the catalogue, the
# answer's shape): running them again on PGlite, the embedded default, doubled the step for nothing the browser
# journeys (all on PGlite) do not already cover. A file whose result depends on the engine or on the embedded data
# directory says so on a line of its own, `// Runs on both databases: <why>` (collation, text-search indexes, a kill
# and restart of the data directory, transactions half-way, the driver), and also runs on PGlite, beside them.
# `npm run test:api` alone runs every file on PGlite (or on DATABASE_URL with TEST_DB=postgres), one at a time.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
mapfile -t engine_files < <(grep -rl --include='*.test.ts' '^// Runs on both databases:' tests/api | sort)
if [ "${#engine_files[@]}" -eq 0 ]; then
  echo "api-both: no API test file says '// Runs on both databases:' — the PGlite run would run every file" >&2
  exit 1
fi
env -u DATABASE_URL -u TEST_DB bash scripts/vitest-report.sh api-pglite --project api "${engine_files[@]}" \
  > .tmp/api-pglite.log 2>&1 &
pglite=$!
env TEST_DB=postgres API_WORKERS=2 npx tsx scripts/pg-temp.ts -- bash scripts/vitest-report.sh api-postgres --project api \
  > .tmp/api-postgres.log 2>&1 &
postgres=$!
wait "$pglite"; pglite_status=$?
wait "$postgres"; postgres_status=$?
printf '\n--- api tests on PGlite: the %d files that depend on the engine (exit %d) ---\n' "${#engine_files[@]}" "$pglite_status"
cat .tmp/api-pglite.log
printf '\n--- api tests on PostgreSQL: every file (exit %d) ---\n' "$postgres_status"; cat .tmp/api-postgres.log
[ "$pglite_status" -eq 0 ] && [ "$postgres_status" -eq 0 ]
