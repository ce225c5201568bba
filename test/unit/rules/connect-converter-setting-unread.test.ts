import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-converter-setting-unread';
const worker = { fileName: 'connect-distributed.properties' };
const BASE = 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=cfg\noffset.storage.topic=off\nstatus.storage.topic=st\n';

describe('connect-converter-setting-unread (a JsonConverter setting given to a converter that never reads it)', () => {
  it('hints at the key, names what the converter reads, and the fix removes the line', () => {
    const text = `${BASE}key.converter=org.apache.kafka.connect.storage.StringConverter\nkey.converter.schemas.enable=false\n`;
    const [d, ...rest] = findings(ID, text, worker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.deepEqual(d.range, { start: { line: 6, character: 0 }, end: { line: 6, character: 28 } });
    assert.equal(d.message, 'key.converter.schemas.enable has no effect: key.converter is StringConverter, which does not read schemas.enable. Only JsonConverter defines it (JsonConverterConfig); StringConverter reads only converter.encoding. Delete the line, or set key.converter to JsonConverter if a JSON envelope was meant.');
    const fixed = fix(ID, text, worker);
    assert.doesNotMatch(fixed, /schemas\.enable/);
    assert.equal(findings(ID, fixed, worker).length, 0);
  });

  it('ByteArrayConverter reads nothing, the number converters only converter.type; short aliases count', () => {
    const [b] = findings(ID, `${BASE}value.converter=org.apache.kafka.connect.converters.ByteArrayConverter\nvalue.converter.schemas.enable=true\n`, worker);
    assert.match(b.message, /ByteArrayConverter reads no setting at all/);
    const [l] = findings(ID, `${BASE}key.converter=LongConverter\nkey.converter.decimal.format=NUMERIC\n`, worker);
    assert.match(l.message, /^key\.converter\.decimal\.format has no effect: key\.converter is LongConverter, which does not read decimal\.format\. .*LongConverter reads only converter\.type\. .*if a JSON format was meant\.$/);
  });

  it('in a connector JSON file that picks its own converters', () => {
    const json = '{\n  "name": "pg-orders",\n  "config": {\n    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n    "key.converter": "org.apache.kafka.connect.storage.StringConverter",\n    "key.converter.schemas.enable": "false"\n  }\n}\n';
    const [d] = findings(ID, json, { fileName: 'register-orders.json' });
    assert.equal(d.range.start.line, 5);
  });

  it('near misses: JsonConverter, a converter of another project, a converter not chosen here, a converter setting it does read', () => {
    assert.equal(findings(ID, `${BASE}value.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter.schemas.enable=false\n`, worker).length, 0);
    assert.equal(findings(ID, `${BASE}value.converter=io.confluent.connect.avro.AvroConverter\nvalue.converter.schemas.enable=false\nvalue.converter.schema.registry.url=http://sr:8081\n`, worker).length, 0);
    assert.equal(findings(ID, `${BASE}value.converter.schemas.enable=false\n`, worker).length, 0);
    assert.equal(findings(ID, `${BASE}key.converter=org.apache.kafka.connect.storage.StringConverter\nkey.converter.encoding=UTF-16\n`, worker).length, 0);
    // A class of the same simple name in another package is not Kafka's.
    assert.equal(findings(ID, `${BASE}key.converter=com.example.StringConverter\nkey.converter.schemas.enable=false\n`, worker).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
