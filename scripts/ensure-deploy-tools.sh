#!/usr/bin/env bash
# Installs what the deploy checks run when it is missing, from Debian's archive: nginx, to serve the build
# with deploy/nginx/edna-pulse-docs.conf (e2e/deploy.spec.ts starts its own nginx in a temp folder; no
# service is started or needed), and a Java runtime for the W3C Nu HTML Checker (npm's vnu-jar;
# e2e/html-valid.spec.ts).
set -euo pipefail
missing=()
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the deploy checks: install Debian's packages with 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# nginx's package would start its own service on port 80; the checks run their own, so Debian's
# policy-rc.d mechanism keeps the service from starting during the install (when none is in place).
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
