import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'sasl-password-in-source';
const JAAS = (password: string) => `org.apache.kafka.common.security.scram.ScramLoginModule required username="billing" password="${password}";`;
const props = (password: string) => `bootstrap.servers=kafka-1:9096\ngroup.id=billing\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=${JAAS(password)}\n`;
const kafkajs = (password: string) => `const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({\n  clientId: 'billing',\n  brokers: ['kafka-1:9096'],\n  ssl: true,\n  sasl: { mechanism: 'scram-sha-512', username: 'billing', password: ${password} },\n});\nmodule.exports = { kafka };\n`;

describe('sasl-password-in-source (a SASL password written out in the file)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('a literal password in sasl.jaas.config: a hint on the value', () => {
    const [d, ...rest] = findings(ID, props('Wint3r-Sun-42'), { fileName: 'consumer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^The SASL password is written out here \(sasl\.jaas\.config\): anyone who can read this file can authenticate as this client\. Keep a reference/);
  });

  it('kafkajs sasl.password as a string, and librdkafka\'s sasl.password', () => {
    const [d] = findings(ID, kafkajs("'Wint3r-Sun-42'"), { fileName: 'kafka.js' });
    assert.equal(d?.range.start.line, 5);
    assert.match(d.message, /Read it from the environment \(process\.env\)/);
    const ckjs = "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka-1:9096',\n  'security.protocol': 'sasl_ssl',\n  'sasl.mechanisms': 'PLAIN',\n  'sasl.username': 'billing',\n  'sasl.password': 'Wint3r-Sun-42',\n});\nproducer.connect();\n";
    assert.equal(findings(ID, ckjs, { fileName: 'producer.js' })[0]?.range.start.line, 6);
    // A librdkafka .properties file: no config-provider advice, librdkafka has none (check 78).
    const [rdk] = findings(ID, '# librdkafka client settings\nbootstrap.servers=kafka-1:9096\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=billing\nsasl.password=Wint3r-Sun-42\n', { fileName: 'client.properties' });
    assert.match(rdk?.message ?? '', /set sasl\.password in code \(librdkafka resolves no \$\{…\} references itself\)/);
    assert.doesNotMatch(rdk.message, /KIP-297/);
  });

  it('single-quoted JAAS options, as JaasConfig\'s tokenizer reads them; a managed service\'s host by its provider (check 63, 64)', () => {
    const single = props('x').replace(/username="billing" password="x"/, "username='billing' password='Wint3r-Sun-42'");
    assert.equal(findings(ID, single, { fileName: 'client.properties' }).length, 1);
    const oci = single.replace('kafka-1:9096', 'cell-1.streaming.us-ashburn-1.oci.oraclecloud.com:9092');
    const [d] = findings(ID, oci, { fileName: 'connect-distributed.properties' });
    assert.equal(d.severity, 2);
    assert.match(d.message, /it opens cell-1\.streaming\.us-ashburn-1\.oci\.oraclecloud\.com, a managed service/);
    // Near miss: a template's fill-in phrases are no credential.
    assert.deepEqual(findings(ID, props('Auth token'), { fileName: 'client.properties' }), []);
    assert.equal(findings(ID, props('Auth token 2'), { fileName: 'client.properties' }).length, 1);
    // Near miss: a word that is more than the field's name is a password.
    assert.equal(findings(ID, props('password123'), { fileName: 'client.properties' }).length, 1);
  });

  it('a placeholder-looking name is a fill-in, a real-looking word is not (check 83)', () => {
    assert.equal(findings(ID, props('kafka-secret'), { fileName: 'consumer.properties' }).length, 1);
    assert.equal(findings(ID, props('kafka_secret'), { fileName: 'consumer.properties' }).length, 1);
    // An unquoted option value is read as one word by JaasConfig.
    const unquoted = props('x').replace('password="x"', 'password=kafka-secret');
    assert.equal(findings(ID, unquoted, { fileName: 'consumer.properties' }).length, 1);
  });

  it('a fill-in that says what goes there is no password; a real one that merely contains such words is (check 86)', () => {
    for (const v of ['your-password', 'YourApiSecret', '<Confluent Cloud API Secret', '<api-secret>', '[cluster api secret]', 'api-secret-goes-here']) {
      assert.deepEqual(findings(ID, props(v), { fileName: 'consumer.properties' }), [], v);
    }
    for (const v of ['yours3cret!', 'hereandnow42', 'kafka<3secret', 'YourCompany2024!', 'Your_Pa55word!', '<k3Y!9xQ', 'Kx9_here']) {
      assert.equal(findings(ID, props(v), { fileName: 'consumer.properties' }).length, 1, v);
    }
  });

  it('near misses: references, environment, fill-ins, a broker\'s listener users', () => {
    // The field's own name as the value ('Secret', 'password', check 76) is a template's fill-in too.
    for (const text of [props('${file:/etc/kafka/secrets/billing.properties:password}'), props('<password>'), props('PASSWORD'), props('{{ kafka_password }}'), props('Secret'), props('password'), props('changeme'), props('CCLOUD_APISecret'), props('Cluster_Api_Key')]) {
      assert.deepEqual(findings(ID, text, { fileName: 'consumer.properties' }), [], text);
    }
    assert.deepEqual(findings(ID, kafkajs('process.env.KAFKA_PASSWORD'), { fileName: 'kafka.js' }), []);
    assert.deepEqual(findings(ID, kafkajs('`${secret}`'), { fileName: 'kafka.js' }), []);
    const broker = `process.roles=broker\nnode.id=2\ncontroller.quorum.bootstrap.servers=c-1:9093\ncontroller.listener.names=CONTROLLER\nlisteners=SASL_SSL://:9096\nlog.dirs=/var/lib/kafka\nlistener.name.sasl_ssl.scram-sha-512.sasl.jaas.config=${JAAS('broker-secret')}\n`;
    assert.deepEqual(findings(ID, broker, { fileName: 'server.properties' }), []);
  });
});

describe(`${ID}: a managed service's credential (check 59)`, () => {
  it('an Event Hubs connection string with its key, in a worker file and its producer. copy: warnings naming the namespace', () => {
    const eh = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="$ConnectionString" password="Endpoint=sb://orders-ns.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=q1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvBnM1234abc=";';
    const text = `bootstrap.servers=orders-ns.servicebus.windows.net:9093\ngroup.id=connect\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=${eh}\nproducer.sasl.jaas.config=${eh}\n`;
    const ds = findings(ID, text, { fileName: 'connect-distributed.properties' });
    assert.equal(ds.length, 2);
    assert.ok(ds.every((d) => d.severity === 2));
    assert.match(ds[0].message, /^The SASL password is written out here \(sasl\.jaas\.config\), and it opens orders-ns\.servicebus\.windows\.net, a managed service reachable from anywhere, not a local demo cluster:/);
  });

  it('a Confluent Cloud bootstrap host makes it a warning too; near miss: a local or private host stays a hint', () => {
    const cloud = props('Wint3r-Sun-42').replace('kafka-1:9096', 'SASL_SSL://pkc-4r087.us-west2.gcp.confluent.cloud:9092');
    assert.equal(findings(ID, cloud, { fileName: 'consumer.properties' })[0].severity, 2);
    assert.equal(findings(ID, props('Wint3r-Sun-42'), { fileName: 'consumer.properties' })[0].severity, 4);
    assert.equal(findings(ID, props('Wint3r-Sun-42').replace('kafka-1:9096', 'kafka.internal.example.com:9096'), { fileName: 'consumer.properties' })[0].severity, 4);
  });
});
