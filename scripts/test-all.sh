#!/usr/bin/env bash
# Every suite: contract lint, code lint, formatting, typecheck, the web build (with its first-visit JS budget), then
# Vitest: the server project (generated-file drift, contract, mock, server on SQLite and PostgreSQL), the web project
# (route-level suites in jsdom) and the e2e project (headless Chromium against the real server serving that build).
# Ends with one line "N passed, N failed[, N skipped]" and exits non-zero on any failure.
set -u
cd "$(dirname "$0")/.."
passed=0
failed=0
skipped=0

step() {
  local name=$1
  shift
  echo "== $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED: $name"
  fi
}

step "contract lint (redocly)" npx --no-install redocly lint openapi.yaml --format stylish
step "code lint (eslint)" npx --no-install eslint .
step "formatting (prettier)" npx --no-install prettier --check .
step "typecheck (tsc)" npx --no-install tsc --noEmit
# The end-to-end suite serves this build rather than making its own (it builds one itself when this step failed).
build_web() { npx --no-install vite build && export E2E_WEB_DIST="$PWD/web/dist"; }
step "web build (vite, first-visit JS budget)" build_web

report=$(mktemp)
echo "== vitest"
npx --no-install vitest run --reporter=default --reporter=json --outputFile.json="$report"
vitest_exit=$?
read -r v_passed v_failed v_skipped < <(node -e '
  const fs = require("fs");
  try {
    const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    const suitesFailed = r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? 1 : 0;
    console.log(r.numPassedTests, r.numFailedTests + suitesFailed, r.numPendingTests + r.numTodoTests);
  } catch { console.log(0, 1, 0); }
' "$report")
rm -f "$report"
if [ "$vitest_exit" -ne 0 ] && [ "$v_failed" -eq 0 ]; then v_failed=1; fi
passed=$((passed + v_passed))
failed=$((failed + v_failed))
skipped=$((skipped + v_skipped))

if [ "$skipped" -gt 0 ]; then
  echo "$passed passed, $failed failed, $skipped skipped"
else
  echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
