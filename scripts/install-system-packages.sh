#!/usr/bin/env bash
# Installs the Debian packages the tests and `npm start` need, only when one is missing.
# Idempotent: safe to run on every CI run and on a new machine.
set -euo pipefail

# command -> Debian package
declare -A wanted=(
  [nginx]=nginx
  [chromium]=chromium
  [pg_dump]=postgresql-client
  [redis-server]=redis-server
  [envsubst]=gettext-base
  [openssl]=openssl
  # promtool checks and unit-tests the alert rules (tests/deployment/monitoring.test.ts). Debian ships it only in
  # the server's package: on a host with systemd that also starts a Prometheus on :9090 (`systemctl disable --now
  # prometheus` if unwanted).
  [promtool]=prometheus
  # The rolling-restart test reads nginx's and the API's listen backlog (ss).
  [ss]=iproute2
  # Certificates' tests read the PDF's text and render a page (pdftotext, pdftoppm).
  [pdftotext]=poppler-utils
)

missing=()
for cmd in "${!wanted[@]}"; do
  command -v "$cmd" >/dev/null 2>&1 || missing+=("${wanted[$cmd]}")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}; install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
