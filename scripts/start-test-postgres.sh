#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 cluster on 127.0.0.1:${PGPORT:-55432} (trust auth) and prints its URL.
# Used by .ci/run and by developers who want the PostgreSQL half of the test suite locally.
set -euo pipefail
PORT="${PGPORT:-55432}"
DIR="${PGDIR:-/tmp/gsf-pg-$PORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if ! "$BIN/pg_isready" -h 127.0.0.1 -p "$PORT" -q 2>/dev/null; then
  rm -rf "$DIR" && mkdir -p "$DIR" && chown postgres:postgres "$DIR"
  su postgres -c "$BIN/initdb -D $DIR -A trust -U postgres" >/dev/null
  su postgres -c "$BIN/pg_ctl -D $DIR -o '-p $PORT -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -w -l $DIR/log start" >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
