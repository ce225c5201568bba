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

describe('sasl-plain-in-clear: kafkajs (sasl without ssl connects over plain TCP)', () => {
  const client = (opts: string) => `import { Kafka } from 'kafkajs';\nexport const kafka = new Kafka({\n  clientId: 'billing',\n  brokers: ['kafka-1.internal:9092'],\n${opts}});\n`;
  const ts = { fileName: 'src/kafka.ts' };
  it('PLAIN written: a warning; a mechanism from a variable: information that says "if"', () => {
    const [d] = findings('sasl-plain-in-clear', client("  sasl: { mechanism: 'plain', username: 'u', password: process.env.PW! },\n"), ts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^SASL\/PLAIN without TLS \(no ssl option, or ssl: false\): kafkajs then connects over plain TCP/);
    const [v] = findings('sasl-plain-in-clear', client("  ssl: false,\n  sasl: { mechanism: process.env.MECH as any, username: 'u', password: 'p' },\n"), ts);
    assert.equal(v.severity, 3);
    assert.match(v.message, /if the mechanism, which comes from a variable here, is PLAIN/);
  });
  it('near misses stay silent: ssl on, SCRAM, sasl: undefined, a spread, local brokers', () => {
    for (const opts of [
      "  ssl: true,\n  sasl: { mechanism: 'plain', username: 'u', password: 'p' },\n",
      "  sasl: { mechanism: 'scram-sha-512', username: 'u', password: 'p' },\n",
      '  ssl: false,\n  sasl: undefined,\n',
      "  ...security,\n  sasl: { mechanism: 'plain', username: 'u', password: 'p' },\n",
    ]) assert.deepEqual(findings('sasl-plain-in-clear', client(opts), ts), [], opts);
    assert.deepEqual(findings('sasl-plain-in-clear', client("  sasl: { mechanism: 'plain', username: 'u', password: 'p' },\n").replace('kafka-1.internal:9092', 'localhost:9092'), ts), []);
  });
});

describe('sasl-plain-in-clear: a file that names no brokers (checks 61 and 70)', () => {
  it('an admin or client file without bootstrap.servers: information with an "if", the same for both; with a remote list a warning', () => {
    const admin = 'security.protocol=SASL_PLAINTEXT\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="${file:/etc/kafka/admin.properties:password}";\n';
    for (const fileName of ['admin.properties', 'client.properties']) {
      const [d, ...rest] = findings('sasl-plain-in-clear', admin, { fileName });
      assert.equal(rest.length, 0, fileName);
      assert.equal(d?.severity, 3, fileName);
      assert.match(d.message, /: this file does not name its brokers; if they are reached over a network, PLAIN sends the username and password as they are/, fileName);
    }
    assert.equal(findings('sasl-plain-in-clear', `bootstrap.servers=kafka-1.prod.example.com:9092\n${admin}`, { fileName: 'admin.properties' })[0]?.severity, 2);
  });
});

describe('sasl-plain-in-clear: brokers named elsewhere in the file or by the code', () => {
  it('a Connect worker\'s producer.* client connects where the file\'s bootstrap.servers says; a computed or placeholder list is said with an "if"', () => {
    const worker = (boot: string) => `bootstrap.servers=${boot}\ngroup.id=connect\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nproducer.security.protocol=SASL_PLAINTEXT\nproducer.sasl.mechanism=PLAIN\n`;
    const remote = findings('sasl-plain-in-clear', worker('kafka-1.prod.example.com:9092'), { fileName: 'connect-distributed.properties' });
    assert.deepEqual(remote.map((d) => [d.range.start.line, d.severity]), [[9, 2]]);
    assert.deepEqual(findings('sasl-plain-in-clear', worker('localhost:9092'), { fileName: 'connect-distributed.properties' }), []);
    const [placeholder] = findings('sasl-plain-in-clear', worker('<KAFKA_URL>:9093'), { fileName: 'connect-distributed.properties' });
    assert.equal(placeholder?.severity, 3);
    assert.match(placeholder.message, /the brokers are set by the code or filled in later, not written here; if they are reached over a network/);
  });
});

describe('sasl-plain-in-clear: OAUTHBEARER sends a token (Kafka security documentation)', () => {
  it('OAUTHBEARER over SASL_PLAINTEXT to remote brokers: a warning that names the token; SCRAM and GSSAPI stay silent', () => {
    const oauth = 'bootstrap.servers=kafka.prod.example.com:9092\nsecurity.protocol=SASL_PLAINTEXT\nsasl.mechanism=OAUTHBEARER\nsasl.jaas.config=org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required;\n';
    const [d] = findings('sasl-plain-in-clear', oauth, { fileName: 'connect-distributed.properties' });
    assert.equal(d?.severity, 2);
    assert.match(d.message, /^SASL\/OAUTHBEARER over security\.protocol=SASL_PLAINTEXT: the client sends its bearer token as it is .*only with TLS encryption, to prevent interception of tokens/);
    assert.deepEqual(findings('sasl-plain-in-clear', oauth.replace('OAUTHBEARER', 'GSSAPI'), { fileName: 'connect-distributed.properties' }), []);
  });
});
