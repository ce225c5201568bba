#!/usr/bin/env bash
# Registers the CDC connectors of the catalogue service with the local Connect worker.
set -euo pipefail
CONNECT_URL="${CONNECT_URL:-http://localhost:8083}"

curl -sf -X POST -H "Content-Type: application/json" "$CONNECT_URL/connectors" -d '{
  "name": "catalogue-products",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "database.hostname": "catalogue-db",
    "database.port": "5432",
    "database.user": "cdc",
    "database.password": "${file:/opt/secrets/catalogue.properties:password}",
    "database.dbname": "catalogue",
    "topic.prefix": "catalogue",
    "plugin.name": "pgoutput",
    "table.include.list": "public.products,public.prices",
    "snapshot.mode": "always"
  }
}'
