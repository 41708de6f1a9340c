#!/usr/bin/env bash
# The full test suite: what `npm test` (and therefore CI's `npm ci && npm test`) runs.
# Every step is timed; the run stops at the first failing step. The last line is always the plain
# summary `<passed> passed, <failed> failed` that CI reads.
set -euo pipefail
cd "$(dirname "$0")/.."

export STORYBOOK_DISABLE_TELEMETRY=1

passed=0
failed=0
suite_start=$(date +%s.%N)

elapsed() { # seconds since $1, one decimal
  awk -v s="$1" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }'
}

step() { # step "<title>" command...
  local title=$1
  shift
  printf '\n==> [%d] %s\n' "$((passed + failed + 1))" "$title"
  local start status
  start=$(date +%s.%N)
  set +e
  "$@"
  status=$?
  set -e
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    printf -- '--> ok: %s (%ss)\n' "$title" "$(elapsed "$start")"
  else
    failed=$((failed + 1))
    printf -- '--> FAILED: %s (exit %d, %ss)\n' "$title" "$status" "$(elapsed "$start")"
    printf '\ntest-all: stopped after a failing step, total %ss\n' "$(elapsed "$suite_start")"
    echo "$passed passed, $failed failed"
    exit "$status"
  fi
}

step "ensure chromium + Japanese fonts" bash scripts/ensure-chromium.sh
step "ensure PostgreSQL 15" bash scripts/ensure-postgres.sh
step "generated code is up to date" npm run --silent generate:check
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "unit tests" npx vitest run --project unit
step "api tests (PGlite)" env -u DATABASE_URL -u TEST_DB npx vitest run --project api
step "api tests (PostgreSQL)" env TEST_DB=postgres npx tsx scripts/pg-temp.ts -- npx vitest run --project api
step "build web app" npm run --silent build
step "e2e tests" npx vitest run --project e2e
step "build storybook" npm run --silent build-storybook

printf '\ntest-all: all steps passed, total %ss\n' "$(elapsed "$suite_start")"
echo "$passed passed, $failed failed"
