import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'fetch-wait-beyond-request-timeout';
const opts = { fileName: 'consumer.properties' };

describe('fetch-wait-beyond-request-timeout (a Java fetch gets request.timeout.ms, nothing added for the broker\'s hold)', () => {
  it('fires on an hour-long wait against the 30 s default, and removing the wait clears it', () => {
    const text = 'bootstrap.servers=kafka:9092\ngroup.id=audit\nfetch.max.wait.ms=3600000\n';
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 2, character: 18 }, end: { line: 2, character: 25 } });
    assert.equal(d.message, 'fetch.max.wait.ms=3600000 ms (60 min) is not below request.timeout.ms=30000 ms (30 s) (default): the Java consumer gives each fetch request.timeout.ms and adds nothing for the time the broker may hold it, up to fetch.max.wait.ms whenever fewer than fetch.min.bytes are ready. Then the client gives up first: it cancels the fetch, closes the connection to that broker ("Disconnecting from node … due to request timeout") and fetches again, every 30000 ms (30 s) while the data stays below fetch.min.bytes. Keep fetch.max.wait.ms below request.timeout.ms, with room for the round trip.');
    const fixed = fix(ID, text, opts);
    assert.equal(fixed, 'bootstrap.servers=kafka:9092\ngroup.id=audit\n');
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('fires at equality, anchored on request.timeout.ms when only it is written', () => {
    assert.equal(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=a\nfetch.max.wait.ms=30000\n', opts).length, 1);
    const [d] = findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=a\nrequest.timeout.ms=400\n', opts);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^fetch\.max\.wait\.ms=500 ms \(default\) is not below request\.timeout\.ms=400 ms:/);
  });

  it('stays silent below the request timeout (a long wait with a longer timeout), on defaults, and for kafkajs/librdkafka', () => {
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=a\nfetch.max.wait.ms=29999\n', opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=a\nfetch.max.wait.ms=60000\nrequest.timeout.ms=90000\n', opts), []);
    // A short request timeout that still covers the default 500 ms wait (the K20 shape): no source-given floor is crossed.
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=a\nrequest.timeout.ms=1000\n', opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=a\n', opts), []);
    // kafkajs adds maxWaitTime to the fetch's timeout; librdkafka adds fetch.wait.max.ms to socket.timeout.ms.
    const kjs = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['kafka:9092'], requestTimeout: 30000 });\nconst consumer = kafka.consumer({ groupId: 'a', maxWaitTimeInMs: 60000 });\n";
    assert.deepEqual(findings(ID, kjs, { fileName: 'consumer.ts' }), []);
    const rdk = "const Kafka = require('node-rdkafka');\nconst c = new Kafka.KafkaConsumer({ 'metadata.broker.list': 'kafka:9092', 'group.id': 'a', 'fetch.wait.max.ms': 60000, 'socket.timeout.ms': 30000 }, {});\nc.connect();\n";
    assert.deepEqual(findings(ID, rdk, { fileName: 'consumer.js' }), []);
  });

  it('Java: reads the constants and the default request timeout', () => {
    const java = [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.consumer.*;',
      'class Tail {',
      '  KafkaConsumer<String, String> make() {',
      '    Properties p = new Properties();',
      '    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");',
      '    p.put(ConsumerConfig.GROUP_ID_CONFIG, "tail");',
      '    p.put(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, "3600000");',
      '    return new KafkaConsumer<>(p);',
      '  }',
      '}',
    ].join('\n');
    const [d] = findings(ID, java, { fileName: 'Tail.java' });
    assert.match(d.message, /^ConsumerConfig\.FETCH_MAX_WAIT_MS_CONFIG=3600000 ms \(60 min\) is not below request\.timeout\.ms=30000 ms \(30 s\) \(default\)/);
  });
});
