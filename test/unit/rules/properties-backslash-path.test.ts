import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'properties-backslash-path';
const broker = { fileName: 'server.properties' };
const BASE = 'broker.id=0\nlisteners=PLAINTEXT://localhost:9092\nzookeeper.connect=localhost:2181\n';

describe('properties-backslash-path (a Windows path with single backslashes in a .properties file)', () => {
  it('a warning at the value that shows the path as read; the fix writes forward slashes', () => {
    const text = `${BASE}log.dirs=C:\\kafka\\kafka-logs\n`;
    const [d, ...rest] = findings(ID, text, broker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 9 }, end: { line: 3, character: 28 } });
    assert.equal(d.message, 'log.dirs is read as "C:kafkakafka-logs", not C:\\kafka\\kafka-logs: in a .properties file a backslash starts an escape (\\t is a tab, \\n a newline, and before any other character it is dropped; java.util.Properties.load). Write the path with forward slashes (C:/kafka/kafka-logs), which Java accepts on Windows, or double each backslash.');
    const fixed = fix(ID, text, broker);
    assert.match(fixed, /^log\.dirs=C:\/kafka\/kafka-logs$/m);
    assert.equal(findings(ID, fixed, broker).length, 0);
  });

  it('a \\t becomes a tab, shown as such; a client keystore and a Spring Boot .properties count too', () => {
    const [t] = findings(ID, `${BASE}log.dirs=C:\\tmp\\kafka-logs\n`, broker);
    assert.match(t.message, /^log\.dirs is read as "C:⟨tab⟩mpkafka-logs"/);
    const [k] = findings(ID, 'bootstrap.servers=k:9093\nsecurity.protocol=SSL\nssl.truststore.location=D:\\certs\\truststore.jks\n', { fileName: 'producer.properties' });
    assert.match(k.message, /^ssl\.truststore\.location is read as "D:certs⟨tab⟩ruststore\.jks"/);
    assert.equal(findings(ID, 'spring.kafka.bootstrap-servers=k:9093\nspring.kafka.properties.ssl.truststore.location=C:\\certs\\truststore.jks\n', { fileName: 'application.properties' }).length, 1);
  });

  it('near misses: doubled backslashes, forward slashes, a Unix path, a regular expression, a YAML file', () => {
    assert.deepEqual(findings(ID, `${BASE}log.dirs=C:\\\\kafka\\\\kafka-logs\n`, broker), []);
    assert.deepEqual(findings(ID, `${BASE}log.dirs=C:/kafka/kafka-logs\n`, broker), []);
    assert.deepEqual(findings(ID, `${BASE}log.dirs=/var/lib/kafka\n`, broker), []);
    assert.deepEqual(findings(ID, 'name=s\nconnector.class=io.example.SinkConnector\ntopics.regex=orders\\.v1\n', { fileName: 'sink.properties' }), []);
    assert.deepEqual(findings(ID, 'spring:\n  kafka:\n    ssl:\n      trust-store-location: C:\\certs\\truststore.jks\n', { fileName: 'application.yml' }), []);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
