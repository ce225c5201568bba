import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jdbcSourceModeMissing } from '../../../server/src/service/rules/jdbcSourceModeMissing';
import { jdbcSourceTimestampGaps } from '../../../server/src/service/rules/jdbcSourceTimestampGaps';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const json = { fileName: 'orders-source.json' };
const props = { fileName: 'orders-source.properties' };
const body = (...lines: string[]) => `{\n  "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",\n  "connection.url": "jdbc:postgresql://db:5432/shop",\n${lines.map((l) => `  ${l}`).join(',\n')}\n}\n`;

describe('jdbc-source-mode-missing (JdbcSourceConnectorConfig mode, "Query mode must be specified")', () => {
  const ID = 'jdbc-source-mode-missing';
  it('no mode in a connector JSON: an error on the connector class', () => {
    const [d, ...rest] = findings(ID, body('"table.whitelist": "orders"'), json);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /has no mode: its config validation fails with "Query mode must be specified"/);
  });

  it('an empty mode in a .properties connector: on the key; the alias JdbcSource counts too', () => {
    const [d] = findings(ID, 'name=orders\nconnector.class=JdbcSource\nmode=\n', props);
    assert.deepEqual(d.range.start, { line: 2, character: 0 });
    assert.match(d.message, /has an empty mode/);
  });

  it('near misses: a mode written, a placeholder mode, another vendor\'s connector, a sink', () => {
    assert.deepEqual(findings(ID, body('"mode": "bulk"'), json), []);
    assert.deepEqual(findings(ID, 'name=o\nconnector.class=io.confluent.connect.jdbc.JdbcSourceConnector\nmode=${file:/opt/c.properties:mode}\n', props), []);
    assert.deepEqual(findings(ID, '{"connector.class": "io.aiven.connect.jdbc.JdbcSourceConnector", "table.whitelist": "t"}', json), []);
    assert.deepEqual(findings(ID, '{"connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector", "topics": "t"}', json), []);
  });

  it('its documented examples', () => assertDocsExamples(jdbcSourceModeMissing));
});

describe('jdbc-source-timestamp-gaps (TimestampIncrementingCriteria: ts > last read)', () => {
  const ID = 'jdbc-source-timestamp-gaps';
  it('mode=timestamp with no delay: information on the mode', () => {
    const text = body('"mode": "timestamp"', '"timestamp.column.name": "updated_at"');
    const [d, ...rest] = findings(ID, text, json);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character), 'timestamp');
    assert.match(d.message, /^mode=timestamp with timestamp\.delay\.interval\.ms unset \(0\): each poll reads rows with a timestamp strictly above/);
  });

  it('timestamp+incrementing with the delay written as 0: a hint on the delay', () => {
    const [d] = findings(ID, body('"mode": "timestamp+incrementing"', '"timestamp.delay.interval.ms": 0'), json);
    assert.equal(d.severity, 4);
    assert.match(d.message, /^mode=timestamp\+incrementing with timestamp\.delay\.interval\.ms=0: /);
  });

  it('near misses: a delay set, incrementing mode, bulk, a delay that is a placeholder', () => {
    assert.deepEqual(findings(ID, body('"mode": "timestamp"', '"timestamp.delay.interval.ms": "2000"'), json), []);
    assert.deepEqual(findings(ID, body('"mode": "incrementing"'), json), []);
    assert.deepEqual(findings(ID, body('"mode": "bulk"'), json), []);
    assert.deepEqual(findings(ID, 'name=o\nconnector.class=JdbcSourceConnector\nmode=timestamp\ntimestamp.delay.interval.ms=${DELAY}\n', props), []);
  });

  it('its documented examples', () => assertDocsExamples(jdbcSourceTimestampGaps));
});
