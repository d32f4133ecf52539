#!/usr/bin/env bash
# Installs what the tests need beyond npm packages: Debian's Chromium for the end-to-end tests, the
# DejaVu fonts that real Flipkart and Amazon label files embed (the real-shaped fixtures use them),
# qpdf, which encrypts label files as real PDF writers do (an independent check of decryption),
# GNU time, which measures a command's peak memory, poppler's pdftoppm and pdftotext, which
# render and read merged labels (an independent check of footers), Caddy, the HTTPS front of
# `HTTPS=1 npm start`, and certutil (libnss3-tools), which trusts the shop's CA in a test station's
# browser profile.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=(fonts-dejavu-core)
[ -x /usr/bin/qpdf ] || missing+=(qpdf)
[ -x /usr/bin/time ] || missing+=(time)
{ [ -x /usr/bin/pdftoppm ] && [ -x /usr/bin/pdftotext ]; } || missing+=(poppler-utils)
[ -x /usr/bin/caddy ] || missing+=(caddy)
[ -x /usr/bin/certutil ] || missing+=(libnss3-tools)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need Debian's ${missing[*]}." >&2
  echo "Install it with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
# Debian's caddy starts a service of its own on port 80; the tests and `npm start` run their own.
if [[ " ${missing[*]} " == *" caddy "* ]]; then systemctl disable --now caddy >/dev/null 2>&1 || true; fi
