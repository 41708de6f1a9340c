#!/usr/bin/env bash
# api-both.sh: the API test suite on PGlite and on a throwaway PostgreSQL at the same time (test-all.sh's API step).
# Each run writes its own log and JSON report; both logs are printed, and the step fails when either run failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
# The authorization matrix decides in the server's code, above the database (it only stores the settings it flips):
# it runs once, on PostgreSQL, the production database. It is the suite's longest file (about 2 minutes), and the
# two runs end together only without it on PGlite, the slower of the two. `npm run test:api` alone still runs it.
env -u DATABASE_URL -u TEST_DB bash scripts/vitest-report.sh api-pglite --project api --exclude tests/api/authorization-matrix.test.ts > .tmp/api-pglite.log 2>&1 &
pglite=$!
env TEST_DB=postgres npx tsx scripts/pg-temp.ts -- bash scripts/vitest-report.sh api-postgres --project api > .tmp/api-postgres.log 2>&1 &
postgres=$!
wait "$pglite"; pglite_status=$?
wait "$postgres"; postgres_status=$?
printf '\n--- api tests on PGlite (exit %d) ---\n' "$pglite_status"; cat .tmp/api-pglite.log
printf '\n--- api tests on PostgreSQL (exit %d) ---\n' "$postgres_status"; cat .tmp/api-postgres.log
[ "$pglite_status" -eq 0 ] && [ "$postgres_status" -eq 0 ]
