#!/usr/bin/env bash
# Installs the Debian packages `npm run import:generate` needs (TeX Live with the CV classes, LibreOffice Writer,
# poppler for the check) when missing. Only for generating résumés: the test suite and CI do not need them.
# Run as root; as another user it only reports what is missing.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

GENERATOR_PACKAGES=(
  texlive-latex-extra texlive-fonts-recommended texlive-fonts-extra texlive-plain-generic lmodern
  texlive-lang-german texlive-lang-french texlive-lang-spanish texlive-lang-portuguese
  libreoffice-writer chromium poppler-utils
)

missing=()
for pkg in "${GENERATOR_PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  if [ "$status" != "install ok installed" ]; then missing+=("$pkg"); fi
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing packages: ${missing[*]}. Install them with: sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "==== Installing: ${missing[*]} (TeX Live is large: several minutes, mostly disk)"
apt-get update
nice -n 19 apt-get install -y --no-install-recommends "${missing[@]}"
