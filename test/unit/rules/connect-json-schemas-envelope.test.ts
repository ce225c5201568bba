import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectJsonSchemasEnvelope } from '../../../server/src/service/rules/connectJsonSchemasEnvelope';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-json-schemas-envelope';
const WORKER = 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\n';
const opts = { fileName: 'connect-distributed.properties' };
const JSON_CONVERTER = 'org.apache.kafka.connect.json.JsonConverter';

describe('connect-json-schemas-envelope (JsonConverterConfig schemas.enable default true)', () => {
  it('worker: JsonConverter for values with schemas.enable unwritten, information on the class', () => {
    const [d, ...rest] = findings(ID, `${WORKER}value.converter=${JSON_CONVERTER}\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 5, character: 16 }, end: { line: 5, character: 16 + JSON_CONVERTER.length } });
    assert.match(d.message, /^value\.converter=JsonConverter with value\.converter\.schemas\.enable unwritten \(true\)/);
  });

  it('key and value separately; the fix writes schemas.enable=false and the file is clean', () => {
    const text = `${WORKER}key.converter=${JSON_CONVERTER}\nvalue.converter=${JSON_CONVERTER}\nvalue.converter.schemas.enable=false\n`;
    const found = findings(ID, text, opts);
    assert.deepEqual(found.map((d) => d.range.start.line), [5]);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^key\.converter\.schemas\.enable=false$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('both sides unwritten are one finding, on the key converter, whose fixes write both flags', () => {
    const text = `${WORKER}key.converter=${JSON_CONVERTER}\nvalue.converter=${JSON_CONVERTER}\n`;
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 5);
    assert.match(d.message, /^key\.converter and value\.converter=JsonConverter with key\.converter\.schemas\.enable and value\.converter\.schemas\.enable unwritten \(true\)/);
    // A worker serves sources and sinks: both consequences are named.
    assert.match(d.message, /a sink task reading plain JSON fails on the first record .*, and every record a source task writes carries its schema\./);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^key\.converter\.schemas\.enable=false$/m);
    assert.match(fixed, /^value\.converter\.schemas\.enable=false$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('a source connector is told about the schema in every record, not about failing on plain JSON', () => {
    const text = `name=orders-cdc\nconnector.class=io.example.OrdersSourceConnector\nvalue.converter=${JSON_CONVERTER}\n`;
    const [d] = findings(ID, text, { fileName: 'orders-cdc.properties' });
    assert.match(d.message, /so every record a source task writes carries its schema\./);
    assert.doesNotMatch(d.message, /fails/);
    assert.equal(d.severity, 4, 'nothing fails: a hint');
    // Debezium's connectors are sources though their class names do not say so (check 80).
    const [dbz] = findings(ID, `name=pg-cdc\nconnector.class=io.debezium.connector.postgresql.PostgresConnector\nvalue.converter=${JSON_CONVERTER}\n`, { fileName: 'pg-cdc.properties' });
    assert.equal(dbz?.severity, 4);
    assert.doesNotMatch(dbz.message, /fails/);
  });

  it('a connector config overriding the converter counts too', () => {
    const text = `name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\nvalue.converter=${JSON_CONVERTER}\n`;
    assert.equal(findings(ID, text, { fileName: 'orders-sink.properties' }).length, 1);
  });

  it('near misses: schemas.enable written either way, another converter', () => {
    assert.deepEqual(findings(ID, `${WORKER}value.converter=${JSON_CONVERTER}\nvalue.converter.schemas.enable=true\n`, opts), []);
    assert.deepEqual(findings(ID, `${WORKER}value.converter=io.confluent.connect.avro.AvroConverter\n`, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(connectJsonSchemasEnvelope));
});
