#!/usr/bin/env bash
# Playwright drives Debian's Chromium; browsers are never downloaded.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium (needed by the browser tests)…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
else
  sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null
fi
