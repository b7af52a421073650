#!/usr/bin/env bash
# Makes sure the Postgres and Redis the tests use answer, starting the local ones if they do not.
# Points elsewhere through DATABASE_URL / REDIS_URL; then it only checks them.
set -euo pipefail

pg_url=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
redis_url=${REDIS_URL:-redis://127.0.0.1:6379}

wait_for() { # name, check command...
  local name=$1; shift
  for _ in $(seq 1 30); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 1
  done
  echo "$name does not answer" >&2
  return 1
}

if ! pg_isready -d "$pg_url" >/dev/null 2>&1; then
  if [ -z "${DATABASE_URL:-}" ] && command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "Starting the local PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  fi
  wait_for PostgreSQL pg_isready -d "$pg_url"
fi

if ! redis-cli -u "$redis_url" ping >/dev/null 2>&1; then
  if [ -z "${REDIS_URL:-}" ] && command -v redis-server >/dev/null 2>&1; then
    echo "Starting the local Redis"
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log
  fi
  wait_for Redis redis-cli -u "$redis_url" ping
fi
echo "PostgreSQL and Redis answer"
