// Connector configs in shell scripts (sites/shellJson.ts): the single-quoted and here-document
// bodies a script posts to Connect are read as connector JSON, at their place in the script.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maskOutside, shellJsonSpans } from '../../server/src/service/sites/shellJson';
import { findings, fix } from '../support/service';

const SCRIPT = `#!/usr/bin/env bash
# Registers the connectors. Don't run it twice: it's not idempotent.
CONNECT=\${CONNECT_URL:-http://localhost:8083}
echo "waiting for '$CONNECT'"
curl -s -X POST -H "Content-Type: application/json" "$CONNECT/connectors" -d '{
  "name": "orders-source",
  "config": {
    "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",
    "connection.url": "jdbc:postgresql://db:5432/shop",
    "mode": "incrementing",
    "incrementing.column.name": "id",
    "topic.prefix": "shop-",
    "producer.max.request.size": "2097152"
  }
}'
curl -s -X PUT "$CONNECT/connectors/orders-sink/config" -H 'Content-Type: application/json' --data-binary @- <<EOF
{
  "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",
  "connection.url": "jdbc:postgresql://dw:5432/dw",
  "topics": "shop-orders",
  "value.converter": "org.apache.kafka.connect.json.JsonConverter"
}
EOF
curl -s "$CONNECT/connectors?expand=status" -d '{"not": "a connector"}'
`;

describe('connector JSON in shell scripts', () => {
  it('finds the single-quoted and here-document bodies that name connector.class, past comments and double quotes with apostrophes', () => {
    const spans = shellJsonSpans(SCRIPT);
    assert.equal(spans.length, 2);
    assert.match(SCRIPT.slice(spans[0].start, spans[0].end), /^\{\n {2}"name": "orders-source"[\s\S]*\n\}$/);
    assert.match(SCRIPT.slice(spans[1].start, spans[1].end), /^\{\n {2}"connector\.class": "io\.confluent\.connect\.jdbc\.JdbcSinkConnector"[\s\S]*\}\n$/);
    const masked = maskOutside(SCRIPT, spans[0]);
    assert.equal(masked.length, SCRIPT.length);
    assert.equal(masked.split('\n').length, SCRIPT.split('\n').length);
  });

  it('reports at the line in the script, and a fix that adds a key edits the here-document body only', () => {
    const [d] = findings('connector-client-key-not-override', SCRIPT, { fileName: 'register.sh' });
    assert.equal(d.range.start.line, 12);
    const [envelope] = findings('connect-json-schemas-envelope', SCRIPT, { fileName: 'register.sh' });
    assert.equal(envelope.range.start.line, 20);
    const fixed = fix('connect-json-schemas-envelope', SCRIPT, { fileName: 'register.sh' });
    assert.match(fixed, /"value\.converter": "org\.apache\.kafka\.connect\.json\.JsonConverter",\n {2}"value\.converter\.schemas\.enable": "false"\n\}\nEOF\n/);
    assert.equal(fixed.replace(/,\n {2}"value\.converter\.schemas\.enable": "false"/, ''), SCRIPT);
  });

  it('a body spliced from quoted pieces, double-quoted JSON and a script with no connector are not read; no JSON syntax note in scripts', () => {
    const spliced = `curl -X POST http://connect:8083/connectors -d '{"name": "'"$NAME"'", "config": {"connector.class": "FileStreamSource", "file": "/tmp/in", "topic": "lines", "producer.linger.ms": "5"}}'\n`;
    assert.deepEqual(findings('connector-client-key-not-override', spliced, { fileName: 'load.sh' }), []);
    const doubled = `curl -X POST http://connect:8083/connectors -d "{\\"name\\": \\"x\\", \\"config\\": {\\"connector.class\\": \\"FileStreamSource\\", \\"producer.linger.ms\\": \\"5\\"}}"\n`;
    assert.deepEqual(shellJsonSpans(doubled), []);
    assert.deepEqual(findings('syntax', `curl -d '{"connector.class": "FileStreamSource", }' http://connect:8083/connectors\n`, { fileName: 'x.sh' }), []);
  });
});
