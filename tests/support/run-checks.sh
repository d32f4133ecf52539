#!/usr/bin/env bash
# The checks `npm test` runs before the tests, two at a time: each of these tools is
# single-threaded, and the machine has two cores. A pair's output is printed once both are done,
# each command's in one piece; the script fails if any command failed.
set -uo pipefail
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0

pair() {
  local pids=() index=0
  for command in "$@"; do
    bash -c "$command" >"$out/$index" 2>&1 &
    pids+=($!)
    index=$((index + 1))
  done
  index=0
  for command in "$@"; do
    if wait "${pids[$index]}"; then status=ok; else status=FAILED; failed=1; fi
    echo "> $command ($status)"
    cat "$out/$index"
    index=$((index + 1))
  done
}

bash tests/support/ensure-test-tools.sh || exit 1
pair 'npm run --silent typecheck' 'npm run --silent lint'
pair 'npm run --silent knip' 'npm run --silent format:check'
[ "$failed" -eq 0 ] || exit 1
npm run --silent build && npm run --silent bench -- --smoke
