#!/usr/bin/env bash
# Make sure the PostgreSQL 15 server binaries exist (scripts/pg-temp.ts runs its own throwaway
# cluster from them). Idempotent and silent when already installed.
#
# Debian's postinst may create and start a "main" cluster on port 5432; we do not use it (our
# test clusters run on free ports), and a failure to start it does not fail this script as long as
# the binaries ended up installed.
set -euo pipefail

PG_BIN=/usr/lib/postgresql/15/bin
if [ -x "$PG_BIN/postgres" ] && [ -x "$PG_BIN/initdb" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo -n)
else
  echo "ensure-postgres: PostgreSQL 15 is missing, and we are not root and sudo is unavailable." >&2
  echo "ensure-postgres: run as root: apt-get update && apt-get install -y postgresql-15" >&2
  exit 1
fi

echo "ensure-postgres: installing postgresql-15 with apt-get ..."
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
if ! "${SUDO[@]}" apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null; then
  echo "ensure-postgres: apt-get reported an error (often the default cluster failing to start);" >&2
  echo "ensure-postgres: checking whether the binaries were installed anyway ..." >&2
fi

if [ ! -x "$PG_BIN/postgres" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "ensure-postgres: $PG_BIN/postgres is still missing after apt-get install" >&2
  exit 1
fi
echo "ensure-postgres: $("$PG_BIN/postgres" --version) ready"
