import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'bootstrap-zookeeper-port';

describe('bootstrap-zookeeper-port (bootstrap.servers on ZooKeeper\'s client port)', () => {
  it('warns on a Java client file whose bootstrap.servers lists port 2181', () => {
    const [d, ...rest] = findings(ID, 'bootstrap.servers=kafka-1:9092,zk-1:2181\nacks=all\n', { fileName: 'producer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 0);
    assert.equal(d.message, "bootstrap.servers lists zk-1:2181: 2181 is ZooKeeper's client port (clientPort=2181 in the ZooKeeper configuration Kafka shipped), and producers, consumers and admin clients talk the Kafka protocol to brokers only, so this client never gets metadata. Use the broker's listener address (often port 9092); ZooKeeper's address belongs in a broker's zookeeper.connect.");
  });

  it('warns on kafkajs brokers too', () => {
    const text = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'a', brokers: ['localhost:2181'] });\nexport const producer = kafka.producer();\n";
    const got = findings(ID, text, { fileName: 'kafka.ts' });
    assert.equal(got.length, 1);
    assert.match(got[0].message, /^brokers lists localhost:2181: /);
  });

  it('warns on a Java client built in code', () => {
    const java = 'import java.util.Properties;\nimport org.apache.kafka.clients.consumer.KafkaConsumer;\npublic class Reader {\n  public static void main(String[] a) {\n    Properties p = new Properties();\n    p.put("bootstrap.servers", "localhost:2181");\n    p.put("group.id", "r");\n    p.put("key.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");\n    p.put("value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");\n    new KafkaConsumer<String, String>(p).close();\n  }\n}\n';
    const [d] = findings(ID, java, { fileName: 'Reader.java' });
    assert.equal(d.range.start.line, 5);
  });

  it('stays silent for zookeeper.connect on 2181, a port that only contains 2181, and a templated value', () => {
    assert.equal(findings(ID, 'zookeeper.connect=localhost:2181\nbroker.id=0\n', { fileName: 'server.properties' }).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers=localhost:21810,localhost:12181\n', { fileName: 'consumer.properties' }).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers=${BOOTSTRAP}\n', { fileName: 'consumer.properties' }).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
