// A topic cannot have more replicas than brokers (StripedReplicaPlacer); a distributed Connect
// worker that cannot create its storage topics exits at start-up (TopicAdmin.createOrFindTopics),
// and Kafka Streams' InternalTopicManager ends the stream thread. The cluster size is what the
// workspace's compose file runs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';
import { composeKafkaServices, type ComposeFile } from '../../../server/src/service/crossFile/compose';
import { EMPTY_WORKSPACE, type WorkspaceFacts } from '../../../server/src/service/workspace';

const ID = 'replicas-above-compose-brokers';

const compose = (text: string): WorkspaceFacts => {
  const file: ComposeFile = { file: 'file:///demo/docker-compose.yml', label: 'docker-compose.yml', services: composeKafkaServices(text) };
  return { ...EMPTY_WORKSPACE, compose: [file] };
};
const ONE_BROKER = compose('services:\n  broker:\n    image: confluentinc/cp-kafka:7.6.1\n    ports: ["9092:9092"]\n    environment:\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@broker:29093\n');
const THREE_BROKERS = compose(`services:\n${[1, 2, 3].map((i) => `  kafka-${i}:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka-1:9093,2@kafka-2:9093,3@kafka-3:9093\n`).join('')}`);

const WORKER = (bootstrap: string, extra = '') => `bootstrap.servers=${bootstrap}\ngroup.id=inventory-connect\nconfig.storage.topic=_connect-configs\noffset.storage.topic=_connect-offsets\nstatus.storage.topic=_connect-status\n${extra}key.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n`;
const worker = { fileName: 'connect-distributed.properties', workspace: ONE_BROKER };

describe(ID, () => {
  it('a worker keeping the defaults against the one broker of the compose file: one warning on bootstrap.servers naming the three topics', () => {
    const [d, ...rest] = findings(ID, WORKER('broker:29092'), worker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 0);
    assert.equal(d.message, "config.storage.replication.factor=3 (default), offset.storage.replication.factor=3 (default), status.storage.replication.factor=3 (default), while the cluster bootstrap.servers names has 1 broker (broker in docker-compose.yml): a topic cannot have more replicas than brokers (InvalidReplicationFactorException), so this distributed worker cannot create '_connect-configs', '_connect-offsets', '_connect-status': it retries for default.api.timeout.ms (60 s by default), then fails with TimeoutException \"Timeout expired while trying to create topic(s)\", and DistributedHerder stops the worker at start-up (\"Uncaught exception in herder work thread, exiting\"). Use 1 for this cluster, or -1 to take the broker's default.replication.factor.");
    const fixed = fix(ID, WORKER('broker:29092'), worker);
    assert.match(fixed, /^config\.storage\.replication\.factor=1$/m);
    assert.match(fixed, /^status\.storage\.replication\.factor=1$/m);
    assert.deepEqual(findings(ID, fixed, worker), []);
  });

  it('a written factor, reached as localhost with the published port: the finding sits on the value', () => {
    const text = WORKER('localhost:9092', 'config.storage.replication.factor=1\noffset.storage.replication.factor=2\nstatus.storage.replication.factor=1\n');
    const [d] = findings(ID, text, worker);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^offset\.storage\.replication\.factor=2, while the cluster bootstrap\.servers names has 1 broker/);
  });

  it('a Streams application asking for 3 replicas on the one-broker compose cluster', () => {
    const text = 'application.id=inventory\nbootstrap.servers=broker:29092\nreplication.factor=3\n';
    const [d] = findings(ID, text, { fileName: 'streams.properties', workspace: ONE_BROKER });
    assert.match(d.message, /^replication\.factor=3, while the cluster bootstrap\.servers names has 1 broker \(broker in docker-compose\.yml\).*StreamsException "Could not create topic …"/);
    assert.match(fix(ID, text, { fileName: 'streams.properties', workspace: ONE_BROKER }), /^replication\.factor=1$/m);
  });

  it('near misses: three brokers, addresses outside the compose file, -1, a standalone worker, Streams defaults, no compose file', () => {
    assert.deepEqual(findings(ID, WORKER('kafka-1:9092,kafka-2:9092'), { ...worker, workspace: THREE_BROKERS }), []);
    assert.deepEqual(findings(ID, WORKER('kafka-prod-1.internal:9092'), worker), []);
    assert.deepEqual(findings(ID, WORKER('broker:29092', 'config.storage.replication.factor=-1\noffset.storage.replication.factor=-1\nstatus.storage.replication.factor=-1\n'), worker), []);
    const standalone = 'bootstrap.servers=broker:29092\noffset.storage.file.filename=/tmp/connect.offsets\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n';
    assert.deepEqual(findings(ID, standalone, { fileName: 'connect-standalone.properties', workspace: ONE_BROKER }), []);
    assert.deepEqual(findings(ID, 'application.id=inventory\nbootstrap.servers=broker:29092\n', { fileName: 'streams.properties', workspace: ONE_BROKER }), []);
    assert.deepEqual(findings(ID, WORKER('broker:29092'), { fileName: 'connect-distributed.properties', workspace: EMPTY_WORKSPACE }), []);
  });

  it('a worker against a Kafka 3.5 compose cluster fails at once, without the retry 3.6 added', () => {
    const old = compose('services:\n  broker:\n    image: confluentinc/cp-kafka:7.5.3\n');
    const [d] = findings(ID, WORKER('broker:9092'), { ...worker, workspace: old });
    assert.match(d.message, /cannot create '_connect-configs', '_connect-offsets', '_connect-status': it fails at once with ConnectException "Error while attempting to create\/find topic\(s\) …", and DistributedHerder stops the worker/);
  });

  it('the page examples hold', () => assertDocsExamples(ID));
});
