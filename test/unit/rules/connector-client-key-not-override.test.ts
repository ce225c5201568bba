import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connector-client-key-not-override';
const SOURCE = 'name=orders-source\nconnector.class=io.confluent.connect.jdbc.JdbcSourceConnector\nconnection.url=jdbc:postgresql://db:5432/shop\nmode=incrementing\nincrementing.column.name=id\ntopic.prefix=shop-\n';
const SINK = 'name=orders-sink\nconnector.class=io.confluent.connect.jdbc.JdbcSinkConnector\nconnection.url=jdbc:postgresql://dw:5432/dw\ntopics=shop-orders\n';
const at = (text: string, fileName = 'orders.properties') => findings(ID, text, { fileName });

describe('connector-client-key-not-override (a worker-style client key in a connector config)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('producer.max.request.size in a source connector: a warning with the default it keeps and the override to write', () => {
    const [d, ...rest] = at(`${SOURCE}producer.max.request.size=2097152\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 6);
    assert.equal(d.message, "'producer.max.request.size' in a connector's config is handed to the connector as one of its own settings; Connect gives a connector's tasks client settings only as producer.override.*, so the producer keeps max.request.size at the worker's value or its default (1048576). Write producer.override.max.request.size (the worker must allow it: connector.client.config.override.policy, All by default since Kafka 3.0, None before).");
  });

  it('consumer keys in a sink, admin keys in either, and in connector JSON posted by a script', () => {
    assert.match(at(`${SINK}consumer.max.poll.records=50\n`)[0].message, /^'consumer\.max\.poll\.records'.*Write consumer\.override\.max\.poll\.records/);
    assert.equal(at(`${SINK}admin.request.timeout.ms=60000\n`).length, 1);
    const script = `curl -s -X PUT -H 'Content-Type: application/json' http://connect:8083/connectors/orders-sink/config -d '{\n  "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",\n  "topics": "shop-orders",\n  "consumer.max.poll.records": "50"\n}'\n`;
    const [d] = at(script, 'register.sh');
    assert.equal(d?.range.start.line, 3);
  });

  it('the fix renames the key to its override, and the file is clean', () => {
    const text = `${SOURCE}producer.max.request.size=2097152\n`;
    const fixed = fix(ID, text, { fileName: 'orders.properties' });
    assert.equal(fixed, `${SOURCE}producer.override.max.request.size=2097152\n`);
    assert.deepEqual(at(fixed), []);
  });

  it('near misses: overrides, keys no client defines, the other direction\'s client, MirrorMaker 2 and Replicator, a worker file', () => {
    for (const text of [
      `${SOURCE}producer.override.linger.ms=20\n`,
      `${SOURCE}producer.max.partition.fetch.bytes=1048576\n`,
      `${SINK}producer.max.request.size=2097152\n`,
      `${SOURCE}consumer.max.poll.records=50\n`,
      'name=mirror\nconnector.class=org.apache.kafka.connect.mirror.MirrorSourceConnector\nsource.cluster.alias=a\ntarget.cluster.alias=b\nconsumer.max.poll.records=200\n',
      'name=rep\nconnector.class=io.confluent.connect.replicator.ReplicatorSourceConnector\nproducer.linger.ms=10\n',
    ]) assert.deepEqual(at(text), [], text);
    assert.deepEqual(at('bootstrap.servers=kafka:9092\ngroup.id=connect\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nproducer.max.request.size=2097152\n', 'connect-distributed.properties'), []);
  });
});
