#!/usr/bin/env bash
# Installs what the tests run when it is missing, from Debian's archive (never a test tool's own download).
# Usage: scripts/ensure-tools.sh [SET…], where a set is one of (all three when none is named):
#   chromium  Debian's Chromium, for the end-to-end specs (CHROMIUM_PATH names another browser).
#   samples   php-cli with curl, python3 with requests: every API request sample is checked with `bash -n`,
#             `node --check`, `python3 -m py_compile` and `php -l`, run against stubs to prove it sends the
#             operation's example (test/api-samples.test.ts), and run for real against a contract mock
#             of openapi.yaml (e2e/api-contract.spec.ts).
#   deploy    nginx, to serve the build with deploy/nginx/edna-pulse-docs.conf (e2e/deploy.spec.ts starts
#             its own in a temp folder; no service is started or needed), and a Java runtime for the W3C
#             Nu HTML Checker (npm's vnu-jar; e2e/html-valid.spec.ts).
set -euo pipefail

sets=("$@")
[ "${#sets[@]}" -gt 0 ] || sets=(chromium samples deploy)

# Debian packages to install: with their recommended packages (Chromium's), and without (the rest).
full=()
lean=()
# need PACKAGE full|lean COMMAND…: PACKAGE is to be installed unless COMMAND succeeds.
need() {
  local package=$1 kind=$2
  shift 2
  if ! "$@" >/dev/null 2>&1; then
    if [ "$kind" = full ]; then full+=("$package"); else lean+=("$package"); fi
  fi
}

for set in "${sets[@]}"; do
  case "$set" in
    chromium) need chromium full test -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ;;
    samples)
      need php-cli lean command -v php
      # The samples run for real against a contract mock (e2e/api-contract.spec.ts): PHP's curl extension,
      # and requests for Python (Debian's, when the python3 on PATH has none).
      need php-curl lean php -r 'exit(function_exists("curl_init") ? 0 : 1);'
      need python3 lean command -v python3
      need python3-requests lean sh -c 'python3 -c "import requests" || /usr/bin/python3 -c "import requests"'
      ;;
    deploy)
      need nginx lean test -x "${NGINX_PATH:-/usr/sbin/nginx}"
      need default-jre-headless lean command -v java
      ;;
    *)
      echo "ensure-tools.sh: no tool set '$set' (chromium, samples, deploy)" >&2
      exit 2
      ;;
  esac
done

missing=("${full[@]}" "${lean[@]}")
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the tests: install Debian's packages with 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# nginx's package would start its own service on port 80; the checks run their own, so Debian's
# policy-rc.d mechanism keeps any service from starting during the install (when none is in place).
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
if [ "${#full[@]}" -gt 0 ]; then apt-get install -y -qq "${full[@]}" >/dev/null; fi
if [ "${#lean[@]}" -gt 0 ]; then apt-get install -y -qq --no-install-recommends "${lean[@]}" >/dev/null; fi
