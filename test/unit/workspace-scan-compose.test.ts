// The workspace scan reads Docker Compose files for the Kafka images they run (crossFile/compose.ts),
// and leaves other YAML alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tempWorkspaces } from '../support/tempWorkspace';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanWorkspace } from '../../server/src/node/workspaceScan';
import { createLanguageService } from '../../server/src/service';

const workspace = tempWorkspaces('kt-scan-compose-');

describe('workspace scan: Docker Compose files', () => {
  it('keeps each compose file that runs Kafka, with its path shown relative to the folder', async () => {
    const root = workspace({
      'deploy/docker-compose.yml': 'services:\n  kafka:\n    image: bitnami/kafka:3.7.1\n    ports: ["9092:9092"]\n',
      'compose.yaml': 'services:\n  db:\n    image: postgres:16\n',
      'src/main/resources/application.yml': 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n',
    });
    const facts = await scanWorkspace([root]);
    assert.equal(facts.compose?.length, 1);
    const [c] = facts.compose!;
    assert.equal(c.label, 'deploy/docker-compose.yml');
    assert.match(c.file, /^file:\/\/.*\/deploy\/docker-compose\.yml$/);
    assert.deepEqual(c.services.map((s) => [s.service, s.kafkaVersion, s.localPorts]), [['kafka', '3.7.1', [9092]]]);
  });

  it('reads the .env beside a compose file for its image tags, and the compose document\'s own sites use it', async () => {
    const root = workspace({
      'docker-compose.yml': 'services:\n  kafka:\n    image: confluentinc/cp-kafka:${CP_VERSION}\n    environment:\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n',
      '.env': 'CP_VERSION=8.0.1\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.compose?.[0].env, { CP_VERSION: '8.0.1' });
    assert.equal(facts.compose?.[0].services[0].kafkaVersion, '4.0');
    const doc = { uri: facts.compose![0].file, fileName: `${root}/docker-compose.yml`, languageId: 'dockercompose', text: readFileSync(join(root, 'docker-compose.yml'), 'utf8') };
    const found = createLanguageService({ workspace: facts }).diagnostics(doc).filter((d) => d.code === 'compose-zookeeper-on-kafka-4');
    assert.equal(found[0]?.severity, 1, 'the tag from .env says Kafka 4.0: an error, not the floating-tag warning');
  });

  it('reads the Dockerfile of a service built with build: — its FROM image decides the release of the connectors it runs', async () => {
    const connector = '{\n  "name": "inventory",\n  "config": {\n    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n    "database.hostname": "postgres",\n    "database.server.name": "shop"\n  }\n}\n';
    const root = workspace({
      'docker-compose.yml': 'services:\n  connect:\n    build: ./connect\n    image: shop/connect:latest\n    environment:\n      BOOTSTRAP_SERVERS: kafka:9092\n  postgres:\n    image: postgres:14\n',
      'connect/Dockerfile': 'ARG DEBEZIUM=1.9\nFROM debezium/connect:${DEBEZIUM}\n# the JDBC sink for the reporting copy\nCOPY jdbc-sink/ /kafka/connect/jdbc-sink/\n',
      'connectors/inventory.json': connector,
    });
    const facts = await scanWorkspace([root]);
    const compose = facts.compose!.find((c) => c.label === 'docker-compose.yml')!;
    assert.deepEqual(compose.baseImages, { connect: 'debezium/connect:1.9' });
    assert.equal(compose.services[0].debeziumVersion, '1.9');
    const doc = { uri: `${compose.file.replace(/docker-compose\.yml$/, '')}connectors/inventory.json`, fileName: `${root}/connectors/inventory.json`, languageId: 'json', text: connector };
    // Debezium 1.9 reads database.server.name: nothing to rename.
    assert.deepEqual(createLanguageService({ workspace: facts }).diagnostics(doc).filter((d) => d.code === 'debezium-renamed-key'), []);
    // Without the Dockerfile the release is unknown, and the key gets the hedged note.
    const unbuilt = await scanWorkspace([workspace({ 'docker-compose.yml': 'services:\n  connect:\n    build: ./connect\n', 'connectors/inventory.json': connector })]);
    assert.equal(unbuilt.compose, undefined);
  });

  it('a Compose file under another name is told by its content (top-level services on a Kafka image); other YAML is not', async () => {
    const stack = 'services:\n  kafka-1:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka-1:9093\n';
    const root = workspace({
      'deploy/dc.apache.multi.yml': stack,
      'k8s/kafka.yaml': 'apiVersion: apps/v1\nkind: StatefulSet\nspec:\n  template:\n    spec:\n      containers:\n        - name: kafka\n          image: apache/kafka:3.9.1\n',
      'ci/services.yml': 'services:\n  redis:\n    image: redis:7\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.compose?.map((c) => c.label), ['deploy/dc.apache.multi.yml']);
    const doc = { uri: facts.compose![0].file, fileName: `${root}/deploy/dc.apache.multi.yml`, languageId: 'yaml', text: stack };
    assert.equal(createLanguageService({ workspace: facts }).analyze(doc).sites.filter((s) => s.syntax === 'compose').length, 1);
  });

  it('a Dockerfile FROM a Kafka image speaks for the files beside it: a worker file there is checked against that release', async () => {
    const worker = 'bootstrap.servers=kafka:9092\ngroup.id=connect\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\ninternal.key.converter=org.apache.kafka.connect.json.JsonConverter\n';
    const root = workspace({ 'connect/Dockerfile': 'FROM confluentinc/cp-kafka-connect:5.3.1\nCOPY plugins /usr/share/java/\n', 'connect/connect-distributed.properties': worker });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(facts.compose?.map((c) => [c.label, c.services[0].kafkaVersion, c.services[0].kind]), [['connect/Dockerfile', '2.3', 'connect']]);
    const doc = { uri: facts.compose![0].file.replace(/Dockerfile$/, 'connect-distributed.properties'), fileName: `${root}/connect/connect-distributed.properties`, languageId: 'properties', text: worker };
    // Kafka 2.3 still reads the internal converters: nothing said about them.
    assert.deepEqual(createLanguageService({ workspace: facts }).diagnostics(doc).filter((d) => d.code === 'unknown-key'), []);
  });

  it('reads the env_file a service names: its variables count for the cluster and the compose document\'s sites, anchored at the env_file line, with no fix', async () => {
    const compose = 'services:\n  kafka:\n    image: apache/kafka:3.9.1\n    env_file:\n      - ./config/kafka.env\n      - path: ./missing.env\n        required: false\n    environment:\n      KAFKA_NODE_ID: 1\n';
    const root = workspace({
      'docker-compose.yml': compose,
      'config/kafka.env': '# broker settings\nKAFKA_PROCESS_ROLES=broker,controller\nKAFKA_CONTROLLER_QUORUM_VOTERS=1@kafka:9093\nKAFKA_LISTENERS=PLAINTEXT://:9092,CONTROLLER://:9093\nKAFKA_CONTROLLER_LISTENER_NAMES=CONTROLLER\nKAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR=3\nKAFKA_NODE_ID=7\n',
    });
    const facts = await scanWorkspace([root]);
    assert.deepEqual(Object.keys(facts.compose?.[0].envFiles ?? {}), ['./config/kafka.env']);
    assert.equal(facts.compose?.[0].services[0].cluster, 'quorum:1@kafka:9093');
    const doc = { uri: facts.compose![0].file, fileName: `${root}/docker-compose.yml`, languageId: 'dockercompose', text: compose };
    const service = createLanguageService({ workspace: facts });
    const site = service.analyze(doc).sites.find((s) => s.syntax === 'compose')!;
    // The service's own environment replaces the file's KAFKA_NODE_ID.
    assert.equal(site.entries.find((e) => e.key === 'node.id')?.value, '1');
    const rf = site.entries.find((e) => e.key === 'offsets.topic.replication.factor')!;
    assert.equal(rf.writtenIn, './config/kafka.env');
    assert.equal(rf.valueRange.start.line, 4);
    // Its key too is the line naming the file, not a stretch of the name's length from there.
    assert.deepEqual(rf.keyRange, rf.valueRange);
    const [d] = service.diagnostics(doc).filter((x) => x.code === 'compose-internal-replication');
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR=3/);
    const actions = service.codeActions(doc, d.range).filter((a) => /KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR/.test(a.title));
    assert.deepEqual(actions, [], 'no edit is offered for a variable written in another file');
    // The same variable written in the service's environment gets its fix.
    const inline = compose.replace('      KAFKA_NODE_ID: 1\n', '      KAFKA_NODE_ID: 1\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 3\n');
    const here = { ...doc, text: inline };
    const [h] = service.diagnostics(here).filter((x) => x.code === 'compose-internal-replication');
    assert.equal(service.codeActions(here, h.range).filter((a) => /KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR/.test(a.title)).length, 1);
  });

  it('a workspace without compose files has no compose facts', async () => {
    const facts = await scanWorkspace([workspace({ 'config/server.properties': 'process.roles=broker\n' })]);
    assert.equal(facts.compose, undefined);
  });
});
