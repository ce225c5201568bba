// What a Docker Compose file says about its Kafka (server/src/service/crossFile/compose.ts): the
// release each image holds, which services are brokers of which cluster, and how a bootstrap list
// reaches them. The compose files here are written for these tests, in the shapes real projects use.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../support/service';
import { composeClusterOf, composeKafkaServices, composeKafkaVersion, interpolate, isComposeFileName, kafkaImage, parseDotEnv, type ComposeFile } from '../../server/src/service/crossFile/compose';
import { composeSites } from '../../server/src/service/sites/compose';
import { kafkaOfConfluentPlatform } from '../../common/src/kafka/confluentPlatform';

const file = (text: string, uri = 'file:///repo/docker-compose.yml', label = 'docker-compose.yml'): ComposeFile => ({ file: uri, label, services: composeKafkaServices(text) });

const ZK_PAIR = `services:
  zookeeper:
    image: confluentinc/cp-zookeeper:7.5.0
  kafka:
    image: confluentinc/cp-kafka:7.5.0
    container_name: broker
    ports: ["29092:29092"]
    environment:
      KAFKA_BROKER_ID: 1
      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181
  connect:
    image: confluentinc/cp-kafka-connect:7.5.0
    environment:
      CONNECT_BOOTSTRAP_SERVERS: kafka:9092
`;

// Two one-node KRaft clusters for a MirrorMaker 2 demo, environment written as a list.
const TWO_CLUSTERS = `services:
  kafka-a:
    image: apache/kafka:3.8.0
    ports:
      - "9092:9092"
    environment:
      - KAFKA_PROCESS_ROLES=broker,controller
      - KAFKA_CONTROLLER_QUORUM_VOTERS=1@kafka-a:9093
  kafka-b:
    image: apache/kafka:3.8.0
    ports:
      - "127.0.0.1:9094:9092"
    environment:
      - KAFKA_PROCESS_ROLES=broker,controller
      - KAFKA_CONTROLLER_QUORUM_VOTERS=1@kafka-b:9093
`;

// Three brokers and a dedicated controller sharing one quorum, written in another order each time.
const THREE = `services:
  controller:
    image: bitnami/kafka:3.6.1-debian-11-r0
    environment:
      KAFKA_CFG_PROCESS_ROLES: controller
      KAFKA_CFG_CONTROLLER_QUORUM_VOTERS: 0@controller:9093
${[1, 2, 3].map((i) => `  broker-${i}:
    image: bitnami/kafka:3.6
    hostname: kafka${i}.internal
    environment:
      KAFKA_CFG_PROCESS_ROLES: broker
      KAFKA_CFG_CONTROLLER_QUORUM_VOTERS: " 0@controller:9093"
`).join('')}`;

describe('compose facts', () => {
  it('recognises compose file names and not other YAML', () => {
    for (const n of ['docker-compose.yml', 'docker-compose.yaml', 'compose.yaml', 'docker-compose.override.yml', 'docker-compose-mm2.yaml']) assert.ok(isComposeFileName(n), n);
    for (const n of ['application.yml', 'kafka-compose-notes.md', 'composer.json', 'compose.json']) assert.ok(!isComposeFileName(n), n);
  });

  it('reads the Kafka release from each image family, and nothing from latest, variables or other images', () => {
    assert.deepEqual(kafkaImage('apache/kafka:3.7.0'), { kind: 'broker', family: 'apache', version: '3.7.0' });
    assert.deepEqual(kafkaImage('docker.io/apache/kafka-native:4.0.0'), { kind: 'broker', family: 'apache', version: '4.0.0' });
    assert.deepEqual(kafkaImage('confluentinc/cp-kafka:7.3.1'), { kind: 'broker', family: 'confluent', version: '3.3' });
    assert.deepEqual(kafkaImage('confluentinc/cp-server:8.0.0'), { kind: 'broker', family: 'confluent', version: '4.0' });
    assert.deepEqual(kafkaImage('confluentinc/cp-kafka-connect:6.2.0'), { kind: 'connect', family: 'confluent', version: '2.8' });
    assert.deepEqual(kafkaImage('bitnami/kafka:3.6.1-debian-11-r0'), { kind: 'broker', family: 'bitnami', version: '3.6.1' });
    assert.deepEqual(kafkaImage('wurstmeister/kafka:2.13-2.8.1'), { kind: 'broker', family: 'wurstmeister', version: '2.8.1' });
    assert.deepEqual(kafkaImage('quay.io/strimzi/kafka:0.40.0-kafka-3.7.0'), { kind: 'broker', family: 'strimzi', version: '3.7.0' });
    assert.deepEqual(kafkaImage('confluentinc/cp-kafka:latest'), { kind: 'broker', family: 'confluent', version: undefined });
    assert.deepEqual(kafkaImage('apache/kafka'), { kind: 'broker', family: 'apache', version: undefined });
    assert.deepEqual(kafkaImage('confluentinc/cp-kafka:${CP_VERSION}'), { kind: 'broker', family: 'confluent', version: undefined });
    // Debezium's Connect image: the tag is the Debezium release; the Kafka it runs follows its line.
    assert.deepEqual(kafkaImage('quay.io/debezium/connect:2.5'), { kind: 'connect', family: 'debezium', version: '3.6', debezium: '2.5' });
    assert.deepEqual(kafkaImage('debezium/connect:1.9.2.Final'), { kind: 'connect', family: 'debezium', version: '3.1', debezium: '1.9.2' });
    assert.deepEqual(kafkaImage('debezium/connect:1.9'), { kind: 'connect', family: 'debezium', version: '3.2', debezium: '1.9' });
    assert.deepEqual(kafkaImage('debezium/connect:latest'), { kind: 'connect', family: 'debezium', version: undefined });
    assert.equal(kafkaImage('debezium/postgres:15'), undefined);
    // Lenses' all-in-one image runs one broker: counted, its variables not read as keys.
    assert.deepEqual(kafkaImage('landoop/fast-data-dev:latest'), { kind: 'broker', family: 'fast-data-dev' });
    assert.equal(kafkaImage('confluentinc/cp-zookeeper:7.5.0'), undefined);
    assert.equal(kafkaImage('redpandadata/redpanda:v24.1.1'), undefined);
    assert.equal(kafkaOfConfluentPlatform('5.5.1'), '2.5');
    assert.equal(kafkaOfConfluentPlatform('4.1.2'), '1.1');
    assert.equal(kafkaOfConfluentPlatform('6.3.0'), undefined);
  });

  it('finds brokers, workers and controllers with their names and published ports', () => {
    const zk = composeKafkaServices(ZK_PAIR);
    assert.deepEqual(zk.map((s) => [s.service, s.kind, s.kafkaVersion, s.cluster]), [
      ['kafka', 'broker', '3.5', 'zookeeper:zookeeper:2181'],
      ['connect', 'connect', '3.5', undefined],
    ]);
    assert.deepEqual(zk[0].hosts, ['kafka', 'broker']);
    assert.deepEqual(zk[0].localPorts, [29092]);
    const three = composeKafkaServices(THREE);
    assert.deepEqual(three.map((s) => s.kind), ['controller', 'broker', 'broker', 'broker']);
    assert.equal(new Set(three.map((s) => s.cluster)).size, 1);
    assert.deepEqual(three[1].hosts, ['broker-1', 'kafka1.internal']);
  });

  it('a broker image run for its tools (a one-shot kafka-topics container) is no broker; one whose command ends in the image\'s start is', () => {
    const text = [
      'services:',
      '  kafka:',
      '    image: confluentinc/cp-kafka:7.4.3',
      '    environment:',
      '      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181',
      '  create-topics:',
      '    image: confluentinc/cp-kafka:7.4.3',
      '    depends_on: [kafka]',
      '    working_dir: /scripts',
      '    command: ["bash", "./create-topics.sh"]',
      '    volumes: ["./scripts:/scripts"]',
      '  init:',
      '    image: apache/kafka:3.8.0',
      '    entrypoint: ["/bin/sh", "-c"]',
      '    command: ["/opt/kafka/bin/kafka-topics.sh --bootstrap-server kafka:9092 --create --topic orders"]',
      '  delayed:',
      '    image: confluentinc/cp-kafka:7.4.3',
      '    command: sh -c "sleep 10 && /etc/confluent/docker/run"',
      '    environment:',
      '      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181',
      '',
    ].join('\n');
    assert.deepEqual(composeKafkaServices(text).map((s) => [s.service, s.kind]), [['kafka', 'broker'], ['delayed', 'broker']]);
  });

  it('ZooKeeper-mode brokers: one cluster where their connect strings share an address; none known where each names its own member of an ensemble', () => {
    const zkBroker = (name: string, connect: string) => `  ${name}:\n    image: confluentinc/cp-kafka:7.5.0\n    environment:\n      KAFKA_ZOOKEEPER_CONNECT: "${connect}"\n`;
    const zkNode = (name: string, servers?: string) => `  ${name}:\n    image: confluentinc/cp-zookeeper:7.5.0\n    environment:\n      ZOOKEEPER_CLIENT_PORT: 2181\n${servers ? `      ZOOKEEPER_SERVERS: "${servers}"\n` : ''}`;
    const clusters = (text: string) => composeKafkaServices(text).map((s) => s.cluster);
    // Overlapping lists (zk1,zk2 and zk2): one cluster of both.
    const overlap = clusters(`services:\n${zkNode('zk1')}${zkNode('zk2')}${zkBroker('kafka1', 'zk1:2181,zk2:2181')}${zkBroker('kafka2', 'zk2:2181')}`);
    assert.equal(overlap.length, 2);
    assert.equal(overlap[0], overlap[1]);
    // A MirrorMaker demo: two ZooKeepers, no ensemble, each cluster its own.
    const two = clusters(`services:\n${zkNode('zk-a')}${zkNode('zk-b')}${zkBroker('kafka-a', 'zk-a:2181')}${zkBroker('kafka-b', 'zk-b:2181')}`);
    assert.notEqual(two[0], two[1]);
    assert.ok(two[0] && two[1]);
    // A three-node ensemble, each broker given one member: which brokers share a cluster is not known.
    const servers = 'zk1:2888:3888;zk2:2888:3888;zk3:2888:3888';
    const ensemble = clusters(`services:\n${zkNode('zk1', servers)}${zkNode('zk2', servers)}${zkNode('zk3', servers)}${zkBroker('kafka1', 'zk1:2181')}${zkBroker('kafka2', 'zk2:2181')}${zkBroker('kafka3', 'zk3:2181')}`);
    assert.deepEqual(ensemble, [undefined, undefined, undefined]);
    // The same ensemble with every broker given the whole list: one cluster of three.
    const whole = clusters(`services:\n${zkNode('zk1', servers)}${zkNode('zk2', servers)}${zkNode('zk3', servers)}${zkBroker('kafka1', 'zk1:2181,zk2:2181,zk3:2181')}${zkBroker('kafka2', 'zk3:2181,zk2:2181,zk1:2181')}${zkBroker('kafka3', 'zk1:2181,zk2:2181,zk3:2181')}`);
    assert.equal(new Set(whole).size, 1);
    assert.ok(whole[0]);
    // Another chroot on the same ZooKeeper is another cluster.
    const chroot = clusters(`services:\n${zkNode('zk')}${zkBroker('kafka-a', 'zk:2181/a')}${zkBroker('kafka-b', 'zk:2181/b')}`);
    assert.notEqual(chroot[0], chroot[1]);
  });

  it('a bootstrap list is matched to one cluster by service name, hostname or localhost port', () => {
    const files = [file(TWO_CLUSTERS)];
    assert.deepEqual(composeClusterOf(files, 'kafka-b:9092'), { label: 'docker-compose.yml', brokers: ['kafka-b'] });
    assert.deepEqual(composeClusterOf(files, 'PLAINTEXT://localhost:9094'), { label: 'docker-compose.yml', brokers: ['kafka-b'] });
    assert.deepEqual(composeClusterOf([file(THREE)], 'kafka1.internal:9092,broker-2:9092')?.brokers, ['broker-1', 'broker-2', 'broker-3']);
  });

  it('says nothing when the addresses are elsewhere, span two clusters, or are placeholders', () => {
    const files = [file(TWO_CLUSTERS)];
    assert.equal(composeClusterOf(files, 'kafka-a:9092,kafka-b:9092'), undefined);
    assert.equal(composeClusterOf(files, 'prod-kafka-1.example.com:9092'), undefined);
    assert.equal(composeClusterOf(files, 'localhost:19092'), undefined);
    assert.equal(composeClusterOf(files, '${KAFKA_BOOTSTRAP}'), undefined);
    assert.equal(composeClusterOf(files, undefined), undefined);
    // Two compose files with a service of the same name and a different cluster size.
    const big = file(THREE.replaceAll('broker-', 'kafka-a-x').replace('kafka-a-x1:', 'kafka-a:'), 'file:///repo/prod/compose.yaml', 'prod/compose.yaml');
    assert.equal(composeClusterOf([...files, big], 'kafka-a:9092'), undefined);
  });

  it('a service name with a port none of its written listeners has names no cluster (check 57)', () => {
    // No listener written: the image's own are not assumed, and any port is taken.
    assert.deepEqual(composeClusterOf([file(TWO_CLUSTERS)], 'kafka-b:29092')?.brokers, ['kafka-b']);
    const listening = file(`services:\n  broker:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@broker:29093\n      KAFKA_LISTENERS: PLAINTEXT://broker:29092,CONTROLLER://broker:29093,PLAINTEXT_HOST://0.0.0.0:9092\n`);
    assert.deepEqual(composeClusterOf([listening], 'broker:29092')?.brokers, ['broker']);
    assert.equal(composeClusterOf([listening], 'broker:39092'), undefined);
  });

  it('localhost ties a document to a compose file only in its folder or above it, not to one elsewhere in the workspace (check 58)', () => {
    const demo = file(TWO_CLUSTERS, 'file:///work/demo/docker-compose.yml', 'demo/docker-compose.yml');
    assert.deepEqual(composeClusterOf([demo], 'localhost:9094', 'file:///work/demo/config/streams.properties')?.brokers, ['kafka-b']);
    assert.equal(composeClusterOf([demo], 'localhost:9094', 'file:///work/course/src/main/resources/streams.properties'), undefined);
    // By service name it still reaches a compose file of another folder (a deploy/ folder beside config/).
    assert.deepEqual(composeClusterOf([demo], 'kafka-b:9092', 'file:///work/config/streams.properties')?.brokers, ['kafka-b']);
    assert.equal(composeKafkaVersion([demo], 'file:///work/course/mm2.properties', 'mirrormaker', ['localhost:9094']), undefined);
  });

  it('several compose files run a broker of that name: the one beside the document (or nearest above it) speaks for it', () => {
    const demo = file(TWO_CLUSTERS, 'file:///repo/mirror/docker-compose.yml', 'mirror/docker-compose.yml');
    const other = file(TWO_CLUSTERS, 'file:///repo/s3-sink/docker-compose.yml', 's3-sink/docker-compose.yml');
    assert.equal(composeClusterOf([other, demo], 'kafka-b:9092', 'file:///repo/mirror/config/mm2.properties')?.label, 'mirror/docker-compose.yml');
    assert.equal(composeClusterOf([demo, other], 'kafka-b:9092', 'file:///repo/s3-sink/sink.properties')?.label, 's3-sink/docker-compose.yml');
    // Near miss: a document under neither folder is matched only where the files agree (here, the first).
    assert.equal(composeClusterOf([other, demo], 'kafka-b:9092', 'file:///repo/tools/client.properties')?.label, 's3-sink/docker-compose.yml');
  });

  it('gives a broker, Connect or MirrorMaker file the release its images agree on, nearest compose file first', () => {
    const files = [file(ZK_PAIR)];
    assert.deepEqual(composeKafkaVersion(files, 'file:///repo/config/server.properties', 'broker'), { version: '3.5', origin: 'docker-compose.yml (confluentinc/cp-kafka:7.5.0)' });
    assert.deepEqual(composeKafkaVersion(files, 'file:///repo/connect/worker.properties', 'connect'), { version: '3.5', origin: 'docker-compose.yml (confluentinc/cp-kafka-connect:7.5.0)' });
    assert.equal(composeKafkaVersion(files, 'file:///repo/producer.properties', 'producer'), undefined);
    // Two releases, or one "latest": no version.
    const mixed = file(`services:\n  a:\n    image: apache/kafka:3.7.0\n  b:\n    image: apache/kafka:3.9.1\n`);
    assert.equal(composeKafkaVersion([mixed], 'file:///repo/mm2.properties', 'mirrormaker'), undefined);
    const latest = file(`services:\n  a:\n    image: apache/kafka:3.7.0\n  b:\n    image: apache/kafka:latest\n`);
    assert.equal(composeKafkaVersion([latest], 'file:///repo/server.properties', 'broker'), undefined);
    // The compose file above the document wins over one elsewhere in the workspace.
    const other = file('services:\n  k:\n    image: apache/kafka:4.1.0\n', 'file:///repo/other/docker-compose.yml', 'other/docker-compose.yml');
    const near = file('services:\n  k:\n    image: apache/kafka:3.9.1\n', 'file:///repo/mm2/docker-compose.yml', 'mm2/docker-compose.yml');
    assert.equal(composeKafkaVersion([other, near], 'file:///repo/mm2/mm2.properties', 'mirrormaker')?.version, '3.9.1');
    // Elsewhere in the workspace, a compose file counts only when the file's addresses name one of its services.
    const deploy = file(ZK_PAIR, 'file:///repo/deploy/docker-compose.yml', 'deploy/docker-compose.yml');
    assert.equal(composeKafkaVersion([deploy], 'file:///repo/config/worker.properties', 'connect'), undefined);
    assert.equal(composeKafkaVersion([deploy], 'file:///repo/config/worker.properties', 'connect', ['prod-kafka:9092']), undefined);
    assert.deepEqual(composeKafkaVersion([deploy], 'file:///repo/config/worker.properties', 'connect', ['broker:9092']), { version: '3.5', origin: 'deploy/docker-compose.yml (confluentinc/cp-kafka-connect:7.5.0)' });
  });

  it('a service that takes its image and environment from a merge key (<<: *anchor) is read as Compose reads it', () => {
    const text = `x-node: &node
  image: apache/kafka:3.9.0
  environment:
    KAFKA_PROCESS_ROLES: broker,controller
    KAFKA_NODE_ID: 9
services:
  kafka-1:
    <<: *node
    hostname: kafka-1
  kafka-2:
    <<: *node
    environment:
      KAFKA_NODE_ID: 2
  tools:
    <<: *node
    image: busybox:1.36
`;
    const services = composeKafkaServices(text);
    assert.deepEqual(services.map((s) => [s.service, s.kafkaVersion, s.kind]), [['kafka-1', '3.9.0', 'broker'], ['kafka-2', '3.9.0', 'broker']]);
    // kafka-2's own environment replaces the anchor's whole (YAML merge is shallow): no process.roles there.
    const keys = composeSites({ uri: 'file:///repo/docker-compose.yml', fileName: 'docker-compose.yml', languageId: 'dockercompose', text })
      .map((s) => [s.identity, s.entries.map((e) => e.key).sort()]);
    assert.deepEqual(keys, [['compose:kafka-1', ['node.id', 'process.roles']], ['compose:kafka-2', ['node.id']]]);
    // YAML's merge precedence, whatever the written order (review): an own key written above the
    // merge key still wins, and in <<: [*a, *b] the earlier map wins.
    const images = (service: string) => composeKafkaServices(`x-a: &a\n  image: apache/kafka:4.0.0\nx-b: &b\n  image: apache/kafka:3.7.0\nservices:\n  kafka:\n${service}`).map((s) => s.image);
    assert.deepEqual(images('    image: apache/kafka:4.0.0\n    <<: *b\n'), ['apache/kafka:4.0.0']);
    assert.deepEqual(images('    <<: [*a, *b]\n'), ['apache/kafka:4.0.0']);
    assert.deepEqual(images('    <<: [*b, *a]\n'), ['apache/kafka:3.7.0']);
  });

  it('a file that is not YAML, has no services or no Kafka image gives nothing', () => {
    assert.deepEqual(composeKafkaServices('services: [unclosed'), []);
    assert.deepEqual(composeKafkaServices('version: "3"\n'), []);
    assert.deepEqual(composeKafkaServices('services:\n  db:\n    image: postgres:16\n'), []);
  });

  it('a MirrorMaker 2 file is checked against the compose image\'s release: a 3.3 alias is "removed in 4.0", not unknown', () => {
    const workspace = { compose: [file('services:\n  kafka:\n    image: confluentinc/cp-kafka:7.3.1\n', 'file:///test/repo/docker-compose.yml')] };
    const mm2 = 'clusters = a, b\na.bootstrap.servers = kafka-a:9092\nb.bootstrap.servers = kafka-b:9092\na->b.enabled = true\ntopics.blacklist = .*internal\n';
    const without = lint(mm2, { fileName: 'repo/mm2/mm2.properties' }).filter((d) => /blacklist/.test(d.message));
    assert.deepEqual(without.map((d) => d.code), ['unknown-key']);
    const withCompose = lint(mm2, { fileName: 'repo/mm2/mm2.properties', workspace }).filter((d) => /blacklist/.test(d.message));
    assert.deepEqual(withCompose.map((d) => d.code), ['removed-in-newer-kafka']);
    assert.match(withCompose[0].message, /^'topics\.blacklist' works on Kafka 3\.3,/);
  });
});

describe('compose interpolation: .env and defaults', () => {
  it('reads .env lines and interpolates ${VAR}, $VAR, ${VAR:-default}; an unset variable without default stays', () => {
    const env = parseDotEnv('# versions\nCP_VERSION=7.5.2\nexport KAFKA_TAG="3.9.1"\nEMPTY=\n');
    assert.deepEqual(env, { CP_VERSION: '7.5.2', KAFKA_TAG: '3.9.1', EMPTY: '' });
    // Compose's own parser (compose-go dotenv) also reads `NAME: value` and blanks around "=".
    assert.deepEqual(parseDotEnv('KAFKA_INTER_BROKER_LISTENER_NAME: INNER\nKAFKA_BROKER_ID = 7\nKAFKA_ADVERTISED_LISTENERS=INNER://kafka:29092\n'), { KAFKA_INTER_BROKER_LISTENER_NAME: 'INNER', KAFKA_BROKER_ID: '7', KAFKA_ADVERTISED_LISTENERS: 'INNER://kafka:29092' });
    assert.equal(interpolate('confluentinc/cp-kafka:${CP_VERSION}', env), 'confluentinc/cp-kafka:7.5.2');
    assert.equal(interpolate('apache/kafka:$KAFKA_TAG', env), 'apache/kafka:3.9.1');
    assert.equal(interpolate('apache/kafka:${NOPE:-3.8.0}', env), 'apache/kafka:3.8.0');
    assert.equal(interpolate('apache/kafka:${EMPTY:-3.8.0}', env), 'apache/kafka:3.8.0');
    assert.equal(interpolate('apache/kafka:${EMPTY-3.8.0}', env), 'apache/kafka:');
    assert.equal(interpolate('apache/kafka:${NOPE}', env), 'apache/kafka:${NOPE}');
  });
  it('an image tag from .env gives the Kafka release; without it the tag says nothing', () => {
    const text = 'services:\n  kafka:\n    image: confluentinc/cp-kafka:${CP_VERSION}\n    environment:\n      KAFKA_ZOOKEEPER_CONNECT: zk:2181\n';
    assert.equal(composeKafkaServices(text, { env: { CP_VERSION: '7.5.2' } })[0].kafkaVersion, '3.5');
    assert.equal(composeKafkaServices(text)[0].kafkaVersion, undefined);
  });
});

describe('compose files Docker Compose refuses', () => {
  const KAFKA = 'services:\n  kafka:\n    image: apache/kafka:3.8.0\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n';
  it('a key written twice in one mapping: one error at the second, naming both lines and what Compose says', () => {
    const text = `${KAFKA}  connect:\n    image: confluentinc/cp-kafka-connect:7.6.1\n    depends_on: [kafka]\n    ports: ["8083:8083"]\n    depends_on: [kafka]\n`;
    const found = lint(text, { fileName: 'docker-compose.yml' }).filter((d) => d.code === 'syntax');
    assert.equal(found.length, 1);
    assert.equal(found[0].range.start.line, 10);
    assert.match(found[0].message, /^'depends_on' is written twice in one mapping \(lines 9 and 11\): Docker Compose refuses the file \("mapping key "depends_on" already defined at line 9"\)/);
  });

  it('near misses: the same key in two services, and a compose file that runs no Kafka image', () => {
    assert.deepEqual(lint(`${KAFKA}  db:\n    image: postgres:16\n    environment:\n      KAFKA_NODE_ID: 2\n`, { fileName: 'docker-compose.yml' }).filter((d) => d.code === 'syntax'), []);
    assert.deepEqual(lint('services:\n  db:\n    image: postgres:16\n    ports: ["5432:5432"]\n    ports: ["5433:5432"]\n', { fileName: 'docker-compose.yml' }), []);
  });
});
