#!/usr/bin/env bash
# Installs the language tools the request-sample tests run when they are missing, from Debian's archive:
# every API sample is checked with `bash -n`, `node --check`, `python3 -m py_compile` and `php -l`
# (Debian's php-cli), and run once against stubs to prove it sends the operation's example.
set -euo pipefail
missing=()
command -v php >/dev/null 2>&1 || missing+=(php-cli)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the sample checks: install Debian's packages with 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
