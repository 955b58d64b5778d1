#!/usr/bin/env bash
# npm test: every check, as CI runs them. The build (the browser tests need it, the unit tests do not) runs
# beside the type check and the lint, which keep one core busy at most, rather than after the unit tests.
set -euo pipefail
cd "$(dirname "$0")/.."

build_log="$(mktemp)"
npm run build >"$build_log" 2>&1 &
build=$!
checked=0
{ npm run typecheck && npm run lint; } || checked=$?
built=0
wait "$build" || built=$?
cat "$build_log"
rm -f "$build_log"
[ "$built" -eq 0 ] || { echo "npm run build failed"; exit "$built"; }
[ "$checked" -eq 0 ] || exit "$checked"

npm run test:unit
npx playwright test
