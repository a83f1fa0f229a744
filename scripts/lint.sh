#!/usr/bin/env bash
# npm run lint: the catalogs compiled, then the type check and eslint side by side (each uses one core; on the
# 2-core CI machine that saves the ~40 s tsc would take alone), then steiger, the import-loop check and the
# unused-exports check. Fails if any of them fails; both outputs are printed.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run i18n:compile
tsc -p tsconfig.json &
tsc_pid=$!
eslint_status=0
eslint . || eslint_status=$?
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
if [ "$tsc_status" -ne 0 ] || [ "$eslint_status" -ne 0 ]; then
  echo "lint: tsc exited $tsc_status, eslint exited $eslint_status" >&2
  exit 1
fi
steiger ./src
node scripts/check-cycles.mjs
node scripts/unused-exports.mjs --check
