#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (never a test tool's own download).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install Debian's package with 'sudo apt-get install -y chromium'" >&2
  exit 1
fi
echo "Installing Debian's chromium package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
