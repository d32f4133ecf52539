#!/usr/bin/env bash
# Installs what the tests need beyond npm packages: Debian's Chromium for the end-to-end tests.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium." >&2
  echo "Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
