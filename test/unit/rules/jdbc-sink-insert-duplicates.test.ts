import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'jdbc-sink-insert-duplicates';
const json = { fileName: 'orders-sink.json' };
const body = (cls: string, ...lines: string[]) => `{\n  "connector.class": "${cls}",\n  "connection.url": "jdbc:postgresql://db:5432/shop",\n  "topics": "orders"${lines.map((l) => `,\n  ${l}`).join('')}\n}\n`;
const SINK = 'io.confluent.connect.jdbc.JdbcSinkConnector';

describe('jdbc-sink-insert-duplicates (JdbcSinkConfig insert.mode=insert, pk.mode=none; sinks get records at least once)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('both left at their defaults: an information on the connector class, saying so', () => {
    const [d, ...rest] = findings(ID, body(SINK), json);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 1);
    assert.equal(d.message, 'insert.mode=insert (default) with pk.mode=none (default): each record is a plain INSERT and the table takes no key from it. Kafka Connect delivers records to a sink at least once: after a task restart or a rebalance, those since the last offset commit are written again, as duplicate rows. insert.mode=upsert with pk.mode=record_key (or record_value and pk.fields) makes a redelivered record overwrite its own row; keep insert if the table may hold duplicates.');
  });

  it('written insert.mode: on its value; the alias JdbcSink and a .properties connector count too', () => {
    const [d] = findings(ID, body('JdbcSink', '"insert.mode": "insert"', '"pk.mode": "none"'), json);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^insert\.mode=insert with pk\.mode=none: /);
    assert.equal(findings(ID, 'name=orders-sink\nconnector.class=JdbcSinkConnector\ntopics=orders\n', { fileName: 'orders-sink.properties' }).length, 1);
  });

  it('near misses: a key-based write, another sink, the JDBC source', () => {
    const silent = (text: string) => assert.deepEqual(findings(ID, text, json), [], text);
    silent(body(SINK, '"insert.mode": "upsert"', '"pk.mode": "record_key"', '"pk.fields": "order_id"'));
    silent(body(SINK, '"pk.mode": "kafka"'));
    silent(body(SINK, '"insert.mode": "update"', '"pk.mode": "record_value"'));
    silent(body('io.confluent.connect.elasticsearch.ElasticsearchSinkConnector'));
    silent(body('io.confluent.connect.jdbc.JdbcSourceConnector', '"mode": "bulk"'));
  });
});
