// Docker Compose Kafka containers read as broker configs (sites/compose.ts) and the two rules
// written for them. The images' conventions are from Kafka's docker/examples/README.md (apache/kafka)
// and the cp-kafka kafka.properties template (confluentinc); see the comments in sites/compose.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeEnvKey, composeSites, composeVariable } from '../../../server/src/service/sites/compose';
import { composeInternalReplication } from '../../../server/src/service/rules/composeInternalReplication';
import { composeZookeeperOnKafka4 } from '../../../server/src/service/rules/composeZookeeperOnKafka4';
import { composeAdvertisedPortUnpublished } from '../../../server/src/service/rules/composeAdvertisedPortUnpublished';
import { composeHostClientsGetContainerName } from '../../../server/src/service/rules/composeHostClientsGetContainerName';
import { composeListenerBoundToLoopback } from '../../../server/src/service/rules/composeListenerBoundToLoopback';
import { assertDocsExamples } from '../../support/ruleDocs';
import { applyEdits, findings, lint, quickFixes, service, doc } from '../../support/service';

const opts = { fileName: 'docker-compose.yml' };
const RF = 'compose-internal-replication';
const ZK = 'compose-zookeeper-on-kafka-4';

const kraft = (image: string, extra = '', head = '') => `services:\n  kafka:\n    image: ${image}\n${head}    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n${extra}`;
const zk = (image: string) => `services:\n  zookeeper:\n    image: confluentinc/cp-zookeeper:7.5.0\n  kafka:\n    image: ${image}\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n`;

describe('compose variables → Kafka keys, per image', () => {
  it('apache/kafka: "_" is ".", "__" is "_", "___" is "-"', () => {
    assert.equal(composeEnvKey('KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR', 'apache/kafka:3.9.1'), 'offsets.topic.replication.factor');
    assert.equal(composeEnvKey('KAFKA_LISTENER_NAME_SASL__PLAINTEXT_PLAIN_SASL_JAAS_CONFIG', 'apache/kafka:3.9.1'), 'listener.name.sasl_plaintext.plain.sasl.jaas.config');
    assert.equal(composeEnvKey('KAFKA_ABC___DEF', 'apache/kafka-native:3.8.0'), 'abc-def');
  });
  it('the variable for a key is the inverse, per image (what messages and fixes name)', () => {
    const images = { apache: 'apache/kafka:3.9.1', confluent: 'confluentinc/cp-kafka:7.5.0', bitnami: 'bitnami/kafka:3.7', wurstmeister: 'wurstmeister/kafka:2.13-2.8.1' } as const;
    for (const key of ['inter.broker.listener.name', 'listener.name.sasl_plaintext.plain.sasl.jaas.config', 'abc-def.x_y']) {
      for (const [family, image] of Object.entries(images)) {
        const variable = composeVariable(key, family as keyof typeof images);
        assert.equal(composeEnvKey(variable, image), key, `${family}: ${variable}`);
      }
    }
    assert.equal(composeVariable('listener.name.sasl_plaintext.plain.sasl.jaas.config', 'confluent'), 'KAFKA_LISTENER_NAME_SASL___PLAINTEXT_PLAIN_SASL_JAAS_CONFIG');
    assert.equal(composeVariable('node.id', 'bitnami'), 'KAFKA_CFG_NODE_ID');
  });
  it('confluentinc: "__" is "-", "___" is "_"', () => {
    assert.equal(composeEnvKey('KAFKA_LISTENER_NAME_SASL___PLAINTEXT_PLAIN_SASL_JAAS_CONFIG', 'confluentinc/cp-kafka:7.5.0'), 'listener.name.sasl_plaintext.plain.sasl.jaas.config');
    assert.equal(composeEnvKey('KAFKA_ABC__DEF', 'confluentinc/cp-server:7.5.0'), 'abc-def');
  });
  it('bitnami reads KAFKA_CFG_ and a list of older names; JVM, log4j and start-up variables are no keys; wurstmeister\'s own variables are its script\'s', () => {
    assert.equal(composeEnvKey('KAFKA_CFG_NODE_ID', 'bitnami/kafka:3.7'), 'node.id');
    assert.equal(composeEnvKey('KAFKA_KRAFT_CLUSTER_ID', 'bitnami/kafka:3.7'), undefined);
    // Bitnami's older names its scripts still copy to KAFKA_CFG_ (libkafka.sh kafka_create_alias_environment_variables).
    assert.equal(composeEnvKey('KAFKA_ZOOKEEPER_CONNECT', 'bitnami/kafka:3.7'), 'zookeeper.connect');
    assert.equal(composeEnvKey('KAFKA_ADVERTISED_LISTENERS', 'bitnami/kafka:3.7'), 'advertised.listeners');
    assert.equal(composeEnvKey('KAFKA_MAX_MESSAGE_BYTES', 'bitnami/kafka:3.7'), 'message.max.bytes');
    for (const v of ['KAFKA_HEAP_OPTS', 'KAFKA_ENABLE_KRAFT', 'KAFKA_CLIENT_USERS', 'KAFKA_NUM_REPLICA_FETCHERS']) assert.equal(composeEnvKey(v, 'bitnami/kafka:3.7'), undefined, v);
    for (const v of ['KAFKA_HEAP_OPTS', 'KAFKA_JMX_PORT', 'KAFKA_LOG4J_LOGGERS', 'KAFKA_OPTS']) assert.equal(composeEnvKey(v, 'confluentinc/cp-kafka:7.5.0'), undefined, v);
    // wurstmeister's start script reads these itself; Confluent's image writes them as keys.
    for (const v of ['KAFKA_CREATE_TOPICS', 'KAFKA_ADVERTISED_HOST_NAME']) assert.equal(composeEnvKey(v, 'wurstmeister/kafka:2.13-2.8.1'), undefined, v);
    assert.equal(composeEnvKey('KAFKA_ADVERTISED_HOST_NAME', 'confluentinc/cp-kafka:7.5.0'), 'advertised.host.name');
    assert.equal(composeEnvKey('KAFKA_NODE_ID', 'redis:7'), undefined);
  });
});

describe('compose sites', () => {
  it('one broker site per Kafka container, entries on the variables (map and list form, quoted), hover names the variable', () => {
    const text = 'services:\n  kafka:\n    image: apache/kafka:3.9.1\n    environment:\n      - KAFKA_NODE_ID=1\n      - "KAFKA_NUM_PARTITIONS=6"\n  app:\n    image: node:20\n    environment:\n      KAFKA_BROKERS: kafka:9092\n';
    const drafts = composeSites(doc(text, 'docker-compose.yml'));
    assert.equal(drafts.length, 1);
    const [site] = drafts;
    assert.equal(site.syntax, 'compose');
    assert.equal(site.role, 'broker');
    assert.equal(site.client.version, '3.9.1');
    assert.deepEqual(site.entries.map((e) => [e.key, e.value, e.keyRange.start.line, e.keyRange.start.character, e.valueRange.end.character]), [['node.id', '1', 4, 8, 23], ['num.partitions', '6', 5, 9, 31]]);
    const [summary] = service().sites(doc(text, 'docker-compose.yml'));
    assert.deepEqual([summary.syntax, summary.role, summary.version], ['compose', 'broker', '3.9.1']);
    const hover = service().hover(doc(text, 'docker-compose.yml'), { line: 5, character: 12 });
    assert.match(JSON.stringify(hover), /num\.partitions\*\* \(set by `KAFKA_NUM_PARTITIONS` in apache\/kafka:3\.9\.1\)/);
  });

  it('other broker rules do not run on a compose site (a misspelt variable is the compose rule\'s), and other YAML files hold no site', () => {
    const text = kraft('apache/kafka:3.9.1', '      KAFKA_LOG_RETENTION_HOURZ: 24\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n');
    assert.deepEqual(lint(text, opts).map((d) => d.code), ['compose-variable-misspelt']);
    // Under another name a Compose file is told by its content: services on a Kafka image.
    assert.equal(service().sites(doc(text, 'deploy/kafka.yml')).length, 1);
    assert.deepEqual(service().sites(doc('kafka:\n  image: apache/kafka:3.9.1\n  replicas: 3\n', 'deploy/kafka.yml')), []);
  });

  it('YAML merge keys are read the way Compose reads them', () => {
    const text = 'x-env: &env\n  KAFKA_PROCESS_ROLES: broker,controller\n  KAFKA_CONTROLLER_QUORUM_VOTERS: 1@k1:9093,2@k2:9093,3@k3:9093\n  KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 5\nservices:\n'
      + ['k1', 'k2', 'k3'].map((n, i) => `  ${n}:\n    image: confluentinc/cp-kafka:7.7.1\n    environment:\n      <<: *env\n      KAFKA_NODE_ID: ${i + 1}\n${n === 'k3' ? '      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 3\n' : ''}`).join('');
    const ds = findings(RF, text, opts);
    // k1 and k2 take 5 from the anchor (3 brokers), one finding on the shared line; k3 writes its own 3.
    assert.deepEqual(ds.map((d) => d.range.start.line), [3]);
    assert.match(ds[0].message, /^KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR=5 \(offsets\.topic\.replication\.factor\) while this file's cluster has 3 brokers \(k1, k2, k3\)/);
  });
});

describe('compose-internal-replication', () => {
  it('unwritten factors on apache/kafka: Kafka\'s default 3 against one broker, a warning on the service with an add fix in the file\'s style', () => {
    const [d, ...rest] = findings(RF, kraft('apache/kafka:3.9.1'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /^offsets\.topic\.replication\.factor=3 and transaction\.state\.log\.replication\.factor=3 \(Kafka's default: apache\/kafka:3\.9\.1 writes only the KAFKA_\* variables into its config\) while this file's cluster has 1 broker \(kafka\)/);
    const fixed = applyEdits(kraft('apache/kafka:3.9.1'), quickFixes(RF, kraft('apache/kafka:3.9.1'), opts)[0].edit!.changes!['file:///test/docker-compose.yml'] ?? Object.values(quickFixes(RF, kraft('apache/kafka:3.9.1'), opts)[0].edit!.changes!)[0]);
    assert.match(fixed, /KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1/);
    assert.deepEqual(findings(RF, fixed, opts), []);
  });

  it('only the transaction factor unwritten: a hint (only transactional producers need it)', () => {
    const [d] = findings(RF, kraft('confluentinc/cp-kafka:7.6.1', '      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n'), opts);
    assert.equal(d.severity, 4);
  });

  it('a written factor above the brokers: a warning on the value, fixed in place', () => {
    const text = kraft('bitnami/kafka:3.7', '      KAFKA_CFG_OFFSETS_TOPIC_REPLICATION_FACTOR: 3\n').replace(/KAFKA_(?!CFG)/g, 'KAFKA_CFG_');
    const [d, ...rest] = findings(RF, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 8);
    const edits = Object.values(quickFixes(RF, text, opts)[0].edit!.changes!)[0];
    assert.match(applyEdits(text, edits), /KAFKA_CFG_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n/);
  });

  it('near misses stay silent: three brokers, bitnami or wurstmeister defaults, a mounted config, a command, a scaled service', () => {
    const three = 'services:\n' + [1, 2, 3].map((i) => `  kafka-${i}:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: ${i}\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka-1:9093,2@kafka-2:9093,3@kafka-3:9093\n`).join('');
    assert.deepEqual(findings(RF, three, opts), []);
    assert.deepEqual(findings(RF, kraft('bitnami/kafka:3.7').replace(/KAFKA_/g, 'KAFKA_CFG_'), opts), []);
    assert.deepEqual(findings(RF, 'services:\n  kafka:\n    image: wurstmeister/kafka:2.13-2.8.1\n    environment:\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n', opts), []);
    assert.deepEqual(findings(RF, kraft('apache/kafka:3.9.1', '', '    volumes:\n      - ./config:/mnt/shared/config\n'), opts), []);
    assert.deepEqual(findings(RF, kraft('apache/kafka:3.9.1', '', '    command: ["/opt/kafka/bin/kafka-server-start.sh", "/etc/kafka/server.properties"]\n'), opts), []);
    assert.deepEqual(findings(RF, kraft('apache/kafka:3.9.1', '', '    deploy:\n      replicas: 3\n'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeInternalReplication));
});

describe('compose-zookeeper-on-kafka-4', () => {
  it('a 4.x image: an error on KAFKA_ZOOKEEPER_CONNECT naming the release', () => {
    const [d, ...rest] = findings(ZK, zk('confluentinc/cp-kafka:8.0.1'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /confluentinc\/cp-kafka:8\.0\.1 holds Kafka 4\.0, and Kafka 4\.0 removed ZooKeeper mode \(KIP-833\)/);
  });
  it('latest or no tag of apache/kafka and cp-kafka: a warning', () => {
    for (const image of ['confluentinc/cp-kafka:latest', 'confluentinc/cp-kafka', 'apache/kafka:latest']) {
      const [d] = findings(ZK, zk(image), opts);
      assert.equal(d?.severity, 2, image);
    }
  });
  it("bitnami/kafka:latest (its 4.0 image's rolling tag) with ZooKeeper, in Bitnami's KAFKA_CFG_ and older KAFKA_ names: a warning (checks 54-56)", () => {
    for (const text of [zk('bitnami/kafka:latest').replace(/KAFKA_ZOOKEEPER/, 'KAFKA_CFG_ZOOKEEPER'), zk('bitnami/kafka:latest'), zk('bitnami/kafka')]) {
      const [d, ...rest] = findings(ZK, text, opts);
      assert.equal(rest.length, 0);
      assert.equal(d?.severity, 2);
      assert.match(d.message, /Bitnami's latest tag is its Kafka 4\.0 image/);
    }
  });
  it('near misses stay silent: a 3.x image, wurstmeister with a floating tag, a 3.x Bitnami image, a KRaft service on 4.x', () => {
    for (const image of ['confluentinc/cp-kafka:7.9.1', 'wurstmeister/kafka', 'wurstmeister/kafka:latest', 'bitnami/kafka:3.7']) {
      assert.deepEqual(findings(ZK, zk(image), opts), [], image);
    }
    assert.deepEqual(findings(ZK, kraft('apache/kafka:4.1.0'), opts), []);
  });
  it('its documented examples', () => assertDocsExamples(composeZookeeperOnKafka4));
});

describe('a compose file Compose itself refuses', () => {
  it('a key written twice in a service (an empty `environment:` above the real one): no site, only the syntax error Compose would give', () => {
    const text = 'services:\n  kafka:\n    image: confluentinc/cp-kafka:latest\n    environment:\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n';
    assert.deepEqual(composeSites(doc(text, 'docker-compose.yml')), []);
    assert.deepEqual(lint(text, opts).map((d) => `${d.range.start.line}:${d.code}`), ['4:syntax']);
  });
});

describe('compose-advertised-port-unpublished', () => {
  const svc = (ports: string, listeners: string, advertised: string, image = 'confluentinc/cp-kafka:7.6.1', extra = '') => `services:\n  kafka:\n    image: ${image}\n${ports ? `    ports:\n${ports.split(',').map((p) => `      - "${p}"\n`).join('')}` : ''}${extra}    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n${listeners ? `      KAFKA_LISTENERS: ${listeners}\n` : ''}      KAFKA_ADVERTISED_LISTENERS: ${advertised}\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n`;
  const ID = 'compose-advertised-port-unpublished';

  it('localhost port not published: a warning on the advertised listeners naming the ports', () => {
    const [d, ...rest] = findings(ID, svc('9093:9093', 'INTERNAL://:19093,HOST://:9093,CONTROLLER://:9094', 'INTERNAL://kafka:19093,HOST://localhost:9103'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^KAFKA_ADVERTISED_LISTENERS gives clients HOST:\/\/localhost:9103, but kafka publishes no port 9103 on this machine \(ports: 9093:9093\)/);
    assert.match(d.message, /a client on this machine that bootstraps on localhost:9093 reaches listener HOST, then is told to connect to localhost:9103 for every partition leader/);
    assert.match(d.message, /Publish "9103:9093" for this service\.$/);
  });

  it('no published port reaches the listener at all: clients here cannot use it, and bootstrap clients are not sent there (check 37)', () => {
    const [d] = findings(ID, svc('9092:9092', 'PLAINTEXT://:9092,PLAINTEXT_HOST://:29092,CONTROLLER://:9093', 'PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:29092'), opts);
    assert.match(d.message, /but kafka publishes no port 29092 on this machine \(ports: 9092:9092\): no published port reaches listener PLAINTEXT_HOST \(port 29092 in the container\), so clients on this machine cannot use the address it advertises: a connection to localhost:29092 is refused\. Publish "29092:29092" for this service\.$/);
    assert.doesNotMatch(d.message, /is told to connect/);
  });

  it('the port is another service\'s on this machine: the message names it, and the fix is another port (check 64)', () => {
    const controller = '  controller-3:\n    image: apache/kafka:3.9.1\n    ports:\n      - "39093:39093"\n    environment:\n      KAFKA_NODE_ID: 3\n      KAFKA_PROCESS_ROLES: controller\n      KAFKA_LISTENERS: CONTROLLER://controller-3:39093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 3@controller-3:39093\n';
    const text = svc('39092:39092', 'INTERNAL://:19092,EXTERNAL://:39092,CONTROLLER://:9093', 'INTERNAL://kafka:19092,EXTERNAL://localhost:39093') + controller;
    const [d, ...rest] = findings(ID, text, opts).filter((x) => x.message.includes('39093'));
    assert.equal(rest.length, 0);
    assert.equal(d.message, 'KAFKA_ADVERTISED_LISTENERS gives clients EXTERNAL://localhost:39093, but on this machine port 39093 is published by controller-3, not by kafka (ports: 39092:39092): a client on this machine sent to localhost:39093 for this broker\'s partitions reaches controller-3 instead, and its requests fail there. Publish a free port of this machine to listener EXTERNAL (port 39092 in the container) and advertise that port.');
    assert.doesNotMatch(d.message, /Publish "39093/);
    // Near miss: with no other service on that port, the address is refused, as before.
    const [alone] = findings(ID, svc('39092:39092', 'INTERNAL://:19092,EXTERNAL://:39092,CONTROLLER://:9093', 'INTERNAL://kafka:19092,EXTERNAL://localhost:39093'), opts);
    assert.match(alone.message, /kafka publishes no port 39093 on this machine/);
  });

  it('published to another container port than the listener binds, also where the image derives listeners', () => {
    const [d] = findings(ID, svc('29092:9092', 'INTERNAL://:19092,HOST://:29092', 'INTERNAL://kafka:19092,HOST://localhost:29092'), opts);
    assert.match(d.message, /kafka publishes 29092 to port 9092 in the container, while listener HOST binds port 29092 there/);
    assert.equal(findings(ID, svc('29092:9092', '', 'PLAINTEXT://localhost:29092', 'apache/kafka:3.9.1'), opts).length, 1);
  });

  it('near misses stay silent: published right, a service name advertised, host networking, bitnami without listeners, a variable', () => {
    assert.deepEqual(findings(ID, svc('9092:9092', 'INTERNAL://:29092,HOST://:9092', 'INTERNAL://kafka:29092,HOST://localhost:9092'), opts), []);
    assert.deepEqual(findings(ID, svc('127.0.0.1:29092:29092', '', 'PLAINTEXT://localhost:29092', 'apache/kafka:3.9.1'), opts), []);
    assert.deepEqual(findings(ID, svc('', 'PLAINTEXT://:9092', 'PLAINTEXT://kafka:9092'), opts), []);
    assert.deepEqual(findings(ID, svc('', 'PLAINTEXT://:9092', 'PLAINTEXT://localhost:9092', 'confluentinc/cp-kafka:7.6.1', '    network_mode: host\n'), opts), []);
    assert.deepEqual(findings(ID, svc('29092:9092', '', 'PLAINTEXT://localhost:29092', 'bitnami/kafka:3.7').replace(/KAFKA_(?!CFG)/g, 'KAFKA_CFG_'), opts), []);
    assert.deepEqual(findings(ID, svc('9092:9092', 'PLAINTEXT://:9092', 'PLAINTEXT://localhost:${KAFKA_PORT}'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeAdvertisedPortUnpublished));
});

describe('compose-internal-replication: controller-only nodes', () => {
  it('a controller-only service with the default factors is silent; its cluster\'s brokers are judged', () => {
    const text = 'services:\n  controller:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@controller:9093\n  broker:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 2\n      KAFKA_PROCESS_ROLES: broker\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@controller:9093\n';
    assert.deepEqual(findings(RF, text, opts).map((d) => d.range.start.line), [7]);
  });
});

describe('compose-host-clients-get-container-name', () => {
  const ID = 'compose-host-clients-get-container-name';
  const svc = (ports: string, listeners: string, advertised: string, image = 'confluentinc/cp-kafka:7.6.1') => `services:\n  kafka:\n    image: ${image}\n    hostname: kafka\n${ports ? `    ports:\n${ports.split(',').map((p) => `      - "${p}"\n`).join('')}` : ''}    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n${listeners ? `      KAFKA_LISTENERS: ${listeners}\n` : ''}      KAFKA_ADVERTISED_LISTENERS: ${advertised}\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n`;

  it('a published port whose listener advertises the service name, none advertising localhost: information', () => {
    const [d, ...rest] = findings(ID, svc('29092:9092', 'PLAINTEXT://:9092,CONTROLLER://:9093', 'PLAINTEXT://kafka:9092'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.match(d.message, /^kafka publishes port 29092 to listener PLAINTEXT, which advertises kafka:9092: a client on this machine bootstraps through localhost:29092/);
    assert.equal(findings(ID, svc('9092:9092', '', 'PLAINTEXT://kafka:9092', 'apache/kafka:3.9.1'), opts).length, 1);
  });

  it('near misses stay silent: a localhost listener published beside it, nothing published, a DNS name or IP advertised', () => {
    assert.deepEqual(findings(ID, svc('9092:9092', 'INTERNAL://:29092,EXTERNAL://:9092', 'INTERNAL://kafka:29092,EXTERNAL://localhost:9092'), opts), []);
    assert.deepEqual(findings(ID, svc('', 'PLAINTEXT://:9092', 'PLAINTEXT://kafka:9092'), opts), []);
    assert.deepEqual(findings(ID, svc('9092:9092', 'PLAINTEXT://:9092', 'PLAINTEXT://kafka-1.example.com:9092'), opts), []);
    assert.deepEqual(findings(ID, svc('9092:9092', 'PLAINTEXT://:9092', 'PLAINTEXT://192.168.1.20:9092'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeHostClientsGetContainerName));
});

describe('compose-listener-bound-to-loopback', () => {
  const ID = 'compose-listener-bound-to-loopback';
  const svc = (ports: string, listeners: string, extra = '') => `services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n${ports ? `    ports:\n${ports.split(',').map((p) => `      - "${p}"\n`).join('')}` : ''}${extra}    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@localhost:9094\n      KAFKA_LISTENERS: ${listeners}\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n`;

  it('a published listener bound to localhost in the container: a warning naming both ports', () => {
    const [d, ...rest] = findings(ID, svc('9093:9093', 'PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:9093,CONTROLLER://localhost:9094'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^KAFKA_LISTENERS binds listener PLAINTEXT_HOST to localhost:9093 inside the container, and kafka publishes 9093:9093/);
  });

  it('near misses stay silent: bound to every interface, an unpublished loopback controller, host networking', () => {
    assert.deepEqual(findings(ID, svc('9093:9093', 'PLAINTEXT://kafka:9092,PLAINTEXT_HOST://0.0.0.0:9093,CONTROLLER://localhost:9094'), opts), []);
    assert.deepEqual(findings(ID, svc('9093:9093', 'PLAINTEXT://kafka:9092,PLAINTEXT_HOST://:9093,CONTROLLER://localhost:9094'), opts), []);
    assert.deepEqual(findings(ID, svc('9093:9093', 'PLAINTEXT://localhost:9093,CONTROLLER://localhost:9094', '    network_mode: host\n'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeListenerBoundToLoopback));

  it('a broker variable of a setting Kafka removed (KAFKA_ADVERTISED_HOST_NAME on a 3.x image): unknown-key says so, naming the variable; ZooKeeper\'s and the image-exit ones are left to their rules', () => {
    const text = 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.4.4\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_ADVERTISED_HOST_NAME: kafka\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n';
    const ds = findings('unknown-key', text, opts);
    // Beside KAFKA_ADVERTISED_LISTENERS it never had an effect (check 55): a hint that says so;
    // alone it is a warning (test/unit/rules/unknown-key-old-listener-keys.test.ts).
    assert.deepEqual(ds.map((d) => [d.range.start.line, d.severity]), [[7, 4]]);
    assert.match(ds[0].message, /^'advertised\.host\.name' \(KAFKA_ADVERTISED_HOST_NAME\) was removed in Kafka 3\.0: a Kafka 3\.4 broker does not read it.* deleting it changes nothing\.$/);
    assert.deepEqual(findings('unknown-key', text.replace('      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n', ''), opts).map((d) => d.severity), [2]);
    assert.deepEqual(findings('unknown-key', text.replace('confluentinc/cp-kafka:7.4.4', 'wurstmeister/kafka:2.13-2.8.1'), opts), []);
  });

  it('apache/kafka with no KAFKA_* setting starts from its bundled server.properties (KafkaDockerWrapper): no default is assumed', () => {
    const text = 'services:\n  kafka:\n    image: apache/kafka:3.8.0\n    ports:\n      - "9092:9092"\n';
    assert.deepEqual(lint(text, opts).filter((d) => d.code === 'compose-internal-replication'), []);
  });

  it('what several services share is said once, on the first, naming the others (check 48: one warning per broker)', () => {
    const svc = (n: number) => `  broker-${n}:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: ${n}\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@broker-1:9093,2@broker-2:9093,3@broker-3:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LOG_RETENTON_HOURS: 24\n`;
    const ds = lint(`services:\n${svc(1)}${svc(2)}${svc(3)}`, opts).filter((d) => d.code === 'compose-variable-misspelt');
    assert.equal(ds.length, 1);
    assert.equal(ds[0].range.start.line, 8);
    assert.match(ds[0].message, /Did you mean KAFKA_LOG_RETENTION_HOURS\? The same holds for services broker-2, broker-3\.$/);
  });
});
