#!/usr/bin/env bash
# Make sure Debian's Chromium (its headless shell drives the e2e journeys through playwright-core; the full browser
# serves the benches' Lighthouse and first-page runs) and Japanese fonts are installed. Uses Debian apt only; never downloads a browser any other way.
# Idempotent and silent when everything is already there.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
HEADLESS_SHELL=/usr/bin/chromium-headless-shell
packages=()
[ -x "$CHROMIUM" ] || packages+=(chromium)
[ -x "$HEADLESS_SHELL" ] || packages+=(chromium-headless-shell)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || packages+=(fonts-noto-cjk)

if [ "${#packages[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo -n)
else
  echo "ensure-chromium: need ${packages[*]} but not root and sudo is unavailable." >&2
  echo "ensure-chromium: run as root: apt-get update && apt-get install -y ${packages[*]}" >&2
  exit 1
fi

echo "ensure-chromium: installing ${packages[*]} with apt-get ..."
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null

for binary in "$CHROMIUM" "$HEADLESS_SHELL"; do
  if [ ! -x "$binary" ]; then
    echo "ensure-chromium: $binary is still missing after apt-get install" >&2
    exit 1
  fi
done
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null || echo chromium) ready"
