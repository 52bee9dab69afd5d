#!/usr/bin/env bash
# Rebuilds app/fonts/geist-latin.woff2: the Geist variable font (the `geist` npm package, SIL Open Font License,
# app/fonts/geist-LICENSE.txt) cut down to Latin text and common punctuation, 69 kB -> 25 kB. Every page preloads it,
# so its size is on a phone's critical path. Other characters fall back to the system font per glyph.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
/usr/bin/python3 -m fontTools.subset node_modules/geist/dist/fonts/geist-sans/Geist-Variable.ttf \
  --unicodes="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2030,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212,U+2248,U+2260,U+2264-2265" \
  --layout-features='kern,liga,calt,tnum' --no-hinting --desubroutinize --flavor=woff2 \
  --output-file=app/fonts/geist-latin.woff2
