#!/usr/bin/env bash
# Installs the Debian packages the test suite needs (Chromium, PostgreSQL, poppler, fonts, LibreOffice Impress for deck conversion) when missing.
# Run as root; as another user it only reports what is missing.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

SYSTEM_PACKAGES=(chromium postgresql poppler-utils fonts-dejavu-core libreoffice-impress)

missing=()
for pkg in "${SYSTEM_PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  if [ "$status" != "install ok installed" ]; then missing+=("$pkg"); fi
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "==== Installing system packages: ${missing[*]}"
# The tests start their own PostgreSQL on a free port with a data folder of their own, so the cluster the
# package creates is never used: keep it from starting on 5432 during the install
# (a policy-rc.d that exits 101 means "do not start services"; Docker images often ship one already).
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  trap 'rm -f "$policy"' EXIT
fi
apt-get update
apt-get install -y --no-install-recommends "${missing[@]}"
