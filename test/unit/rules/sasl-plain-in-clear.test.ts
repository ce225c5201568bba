// SASL/PLAIN sends the password as is (RFC 4616); over SASL_PLAINTEXT it crosses the network readable.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';
import { composeKafkaServices } from '../../../server/src/service/crossFile/compose';

const ID = 'sasl-plain-in-clear';
const JAAS = 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";\n';
const conf = (boot: string, protocol: string, mech: string) => `bootstrap.servers=${boot}\nsecurity.protocol=${protocol}\nsasl.mechanism=${mech}\n${JAAS}`;

describe(ID, () => {
  it('PLAIN over SASL_PLAINTEXT to brokers on the network: a warning on security.protocol', () => {
    const [d, ...rest] = findings(ID, conf('kafka-1.prod:9092', 'SASL_PLAINTEXT', 'PLAIN'), { fileName: 'producer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /^SASL\/PLAIN over security\.protocol=SASL_PLAINTEXT: PLAIN sends the username and password as they are \(RFC 4616\)/);
  });

  it('Spring Boot and librdkafka spellings', () => {
    const yml = 'spring:\n  kafka:\n    bootstrap-servers: kafka.prod:9092\n    properties:\n      security.protocol: SASL_PLAINTEXT\n      sasl.mechanism: PLAIN\n';
    assert.equal(findings(ID, yml, { fileName: 'src/main/resources/application.yml' }).length, 1);
    const rdk = 'metadata.broker.list=kafka.prod:9092\nsecurity.protocol=sasl_plaintext\nsasl.mechanisms=PLAIN\nsasl.username=u\nsasl.password=p\n';
    assert.equal(findings(ID, `${rdk}group.id=billing\n`, { fileName: 'consumer.properties' }).length, 1);
  });

  it('near misses: SASL_SSL, SCRAM over SASL_PLAINTEXT, brokers on this machine, the default GSSAPI', () => {
    assert.deepEqual(findings(ID, conf('kafka-1.prod:9093', 'SASL_SSL', 'PLAIN'), { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, conf('kafka-1.prod:9092', 'SASL_PLAINTEXT', 'SCRAM-SHA-512'), { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, conf('localhost:9092', 'SASL_PLAINTEXT', 'PLAIN'), { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka-1.prod:9092\nsecurity.protocol=SASL_PLAINTEXT\n', { fileName: 'producer.properties' }), []);
  });

  it('brokers of the workspace\'s compose stack: a hint', () => {
    const workspace = { compose: [{ file: 'file:///app/docker-compose.yml', label: 'docker-compose.yml', services: composeKafkaServices('services:\n  kafka:\n    image: apache/kafka:3.9.1\n') }] };
    assert.equal(findings(ID, conf('kafka:9092', 'SASL_PLAINTEXT', 'PLAIN'), { fileName: 'producer.properties', workspace })[0].severity, 4);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
