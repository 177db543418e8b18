#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL server on 127.0.0.1 for the PostgreSQL test suite.
#   scripts/pg-temp.sh start [port]   prints the connection URL on its last line
#   scripts/pg-temp.sh stop
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
set -euo pipefail
action=${1:-start}
port=${2:-54329}
dir=${PG_TEMP_DIR:-/tmp/shop-pg-$port}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (install the postgresql package)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "$action" in
  start)
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
      as_pg "$bin/initdb -D '$dir/data' -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1"
    fi
    as_pg "$bin/pg_ctl -D '$dir/data' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start >/dev/null"
    as_pg "$bin/psql -h 127.0.0.1 -p $port -U shop -d postgres -qtAc \"select 1 from pg_database where datname='shop_test'\"" | grep -q 1 ||
      as_pg "$bin/createdb -h 127.0.0.1 -p $port -U shop shop_test"
    echo "postgres://shop@127.0.0.1:$port/shop_test"
    ;;
  stop)
    [ -d "$dir/data" ] && as_pg "$bin/pg_ctl -D '$dir/data' -m fast -w stop >/dev/null" || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop [port]" >&2; exit 2 ;;
esac
