#!/bin/sh
# Registers the billing connectors against the local Connect worker (docker compose up first).
# It's safe to re-run: PUT .../config creates or updates.
set -e
URL="${CONNECT_URL:-http://localhost:8083}"

echo "billing-invoices-source"
curl -sf -X PUT -H 'Content-Type: application/json' "$URL/connectors/billing-invoices-source/config" -d '{
  "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",
  "connection.url": "jdbc:postgresql://billing-db:5432/billing",
  "connection.user": "connect",
  "connection.password": "${file:/secrets/billing.properties:password}",
  "mode": "timestamp+incrementing",
  "timestamp.column.name": "updated_at",
  "incrementing.column.name": "id",
  "table.whitelist": "invoices",
  "topic.prefix": "billing.",
  "producer.compression.type": "zstd"
}'

echo "billing-invoices-archive"
curl -sf -X PUT -H 'Content-Type: application/json' "$URL/connectors/billing-invoices-archive/config" --data @- <<'JSON'
{
  "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",
  "connection.url": "jdbc:postgresql://archive-db:5432/archive",
  "connection.user": "connect",
  "connection.password": "${file:/secrets/archive.properties:password}",
  "topics": "billing.invoices",
  "insert.mode": "upsert",
  "pk.mode": "record_value",
  "pk.fields": "id",
  "consumer.override.max.poll.records": "200",
  "value.converter": "org.apache.kafka.connect.json.JsonConverter",
  "value.converter.schemas.enable": "true"
}
JSON
