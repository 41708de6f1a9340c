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
# tsc, ESLint, the generator and the two builds each keep one core busy: typecheck runs beside the others (its 75 s
# on a 2-core machine cover them), each with its own log, printed in order once both are done.
side_by_side() { # side_by_side "<name> <command>" ... : runs the commands at once; fails when any failed
  local pids=() names=() status=0 i
  mkdir -p .tmp/steps
  for i in "$@"; do
    names+=("${i%% *}")
    ( start=$(date +%s.%N); set +e; eval "${i#* }"; rc=$?; echo "(${i%% *}: $(elapsed "$start")s)"; exit "$rc" ) \
      > ".tmp/steps/${i%% *}.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then printf -- '--- %s: ok\n' "${names[$i]}"; else status=1; printf -- '--- %s: FAILED\n' "${names[$i]}"; fi
    cat ".tmp/steps/${names[$i]}.log"
  done
  return "$status"
}
step "generated code is up to date, typecheck, lint, builds of the web app and Storybook (side by side)" side_by_side \
  "typecheck npm run --silent typecheck" \
  "generate-lint-builds npm run --silent generate:check && npm run --silent lint && npm run --silent build && npm run --silent build-storybook"
# Each Vitest run also writes a JSON report; the closing line adds up the tests of all of them.
rm -rf .tmp/test-reports
step "unit tests" bash scripts/vitest-report.sh unit --project unit
# The API suite: every file on PostgreSQL (two at a time), and the files that depend on the database engine also on
# PGlite, both runs at once (scripts/api-both.sh). Their outputs are kept apart and printed one after the other.
step "api tests (PostgreSQL, and the engine's files on PGlite, side by side)" bash scripts/api-both.sh
step "e2e tests" bash scripts/vitest-report.sh e2e --project e2e

printf '\ntest-all: all %d steps passed, total %ss\n' "$passed" "$(elapsed "$suite_start")"
# The plain closing line CI reads: tests passed and failed over every Vitest run.
node -e '
  const fs = require("fs"); let p = 0, f = 0;
  for (const file of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + file, "utf8"));
    p += r.numPassedTests; f += r.numFailedTests;
  }
  console.log(`${p} passed, ${f} failed`);
' .tmp/test-reports
