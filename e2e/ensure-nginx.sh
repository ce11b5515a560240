#!/usr/bin/env bash
# The stack specs run the production-like stack, which puts Debian's nginx in front of two API instances.
set -euo pipefail
if [ -x "${NGINX_BIN:-/usr/sbin/nginx}" ]; then exit 0; fi
echo "Installing Debian's nginx (needed by the production-like stack specs)…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && apt-get install -y -qq nginx >/dev/null
else
  sudo apt-get update -qq && sudo apt-get install -y -qq nginx >/dev/null
fi
