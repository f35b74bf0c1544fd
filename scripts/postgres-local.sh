#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benchmarks, listening on 127.0.0.1 only.
#   scripts/postgres-local.sh start   creates (once) and starts it; prints TEST_POSTGRES_URL=…
#   scripts/postgres-local.sh stop    stops it (the data stays in $PG_LOCAL_DIR until deleted)
# Needs Debian's postgresql package (apt-get install postgresql). Durability is switched off
# (fsync=off): this cluster holds scratch databases only, never anything worth keeping.
set -euo pipefail
DIR=${PG_LOCAL_DIR:-/tmp/masterly-postgres}
PORT=${PG_LOCAL_PORT:-55432}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found: apt-get install postgresql" >&2
  exit 1
fi

# The server refuses to run as root; run it as the postgres user that the Debian package creates.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    if [ ! -f "$DIR/data/PG_VERSION" ]; then
      as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log"
    fi
    if ! as_owner "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
      as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w start \
        -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null
    fi
    echo "TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
