#!/usr/bin/env bash
# api-both.sh: the API test suite on PGlite and on a throwaway PostgreSQL at the same time (test-all.sh's API step).
# Each run writes its own log and JSON report; both logs are printed, and the step fails when either run failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
# Two files run in one of the runs only, so that the runs end together (PGlite is the slower of the two):
# - the authorization matrix decides in the server's code, above the database (it only stores the settings it
#   flips): it runs on PostgreSQL, the production database;
# - the new-master acceptance test builds a copy of the project that always runs on PGlite (whatever the run): it
#   runs in the PostgreSQL run, beside the matrix.
# `npm run test:api` alone still runs both.
env -u DATABASE_URL -u TEST_DB bash scripts/vitest-report.sh api-pglite --project api \
  --exclude tests/api/authorization-matrix.test.ts --exclude tests/api/new-master.test.ts > .tmp/api-pglite.log 2>&1 &
pglite=$!
env TEST_DB=postgres npx tsx scripts/pg-temp.ts -- bash scripts/vitest-report.sh api-postgres --project api > .tmp/api-postgres.log 2>&1 &
postgres=$!
wait "$pglite"; pglite_status=$?
wait "$postgres"; postgres_status=$?
printf '\n--- api tests on PGlite (exit %d) ---\n' "$pglite_status"; cat .tmp/api-pglite.log
printf '\n--- api tests on PostgreSQL (exit %d) ---\n' "$postgres_status"; cat .tmp/api-postgres.log
[ "$pglite_status" -eq 0 ] && [ "$postgres_status" -eq 0 ]
