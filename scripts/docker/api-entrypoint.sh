#!/bin/sh
# Entry point of the API image (the api, worker and migrate services, and one-off commands such as
# `docker compose run --rm api node dist/scripts/admin-create.js …`).
# When .env leaves JWT_SECRET or POSTGRES_PASSWORD blank, the postgres service generated them on its first
# start into the `secrets` volume (see docker-compose.yml); read them from there, build DATABASE_URL when it
# is not given, then run the command.
set -eu

secrets=${CONTEST_SECRETS_DIR:-/run/contest-secrets}

if [ -z "${JWT_SECRET:-}" ] && [ -r "$secrets/jwt-secret" ]; then
  JWT_SECRET=$(cat "$secrets/jwt-secret")
  export JWT_SECRET
fi

if [ -z "${DATABASE_URL:-}" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ -r "$secrets/postgres-password" ]; then
    POSTGRES_PASSWORD=$(cat "$secrets/postgres-password")
  fi
  # node encodes the user name and password for the URL (an operator's password may hold any character).
  DATABASE_URL=$(POSTGRES_PASSWORD="${POSTGRES_PASSWORD:-}" node -e '
    const e = process.env, enc = encodeURIComponent;
    const auth = enc(e.POSTGRES_USER || "contest") + (e.POSTGRES_PASSWORD ? ":" + enc(e.POSTGRES_PASSWORD) : "");
    process.stdout.write(`postgres://${auth}@${e.POSTGRES_HOST || "postgres"}:${e.POSTGRES_PORT || "5432"}/${enc(e.POSTGRES_DB || "contest")}`);
  ')
  export DATABASE_URL
fi
unset POSTGRES_PASSWORD

exec "$@"
