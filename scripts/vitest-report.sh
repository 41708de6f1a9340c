#!/usr/bin/env bash
# vitest-report.sh <report-name> <vitest args...>: a Vitest run that also writes a JSON report to
# .tmp/test-reports/<report-name>.json, so that test-all.sh can add up the tests of every run.
set -euo pipefail
name=$1
shift
mkdir -p .tmp/test-reports
exec npx vitest run --reporter=default --reporter=json --outputFile.json=".tmp/test-reports/$name.json" "$@"
