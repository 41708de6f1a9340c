#!/usr/bin/env bash
# Make sure the system Chromium (used by the e2e tests and screenshots through playwright-core) and
# Japanese fonts are installed. Uses Debian apt only; never downloads a browser any other way.
# Idempotent and silent when everything is already there.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
packages=()
[ -x "$CHROMIUM" ] || packages+=(chromium)
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

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $CHROMIUM is still missing after apt-get install" >&2
  exit 1
fi
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null || echo chromium) ready"
