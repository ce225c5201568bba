// A topic cannot have more replicas than brokers (StripedReplicaPlacer); a distributed Connect
// worker that cannot create its storage topics exits at start-up (TopicAdmin.createOrFindTopics),
// and Kafka Streams' InternalTopicManager ends the stream thread. A MirrorMaker 2 driver runs such
// a worker against each cluster of MirrorMakerConfig.clusterPairs and exits with it, while its
// connectors only log the topics they cannot create. The cluster size is what the workspace's
// compose file runs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, quickFixes } from '../../support/service';
import { composeKafkaServices, type ComposeFile } from '../../../server/src/service/crossFile/compose';
import { EMPTY_WORKSPACE, type WorkspaceFacts } from '../../../server/src/service/workspace';

const ID = 'replicas-above-compose-brokers';

const compose = (text: string): WorkspaceFacts => {
  // Beside the test documents (file:///test/…): localhost reaches only a compose file there or above.
  const file: ComposeFile = { file: 'file:///test/docker-compose.yml', label: 'docker-compose.yml', services: composeKafkaServices(text) };
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

  it('Spring Boot\'s streams block (its entries carry the Boot prefix): named as written; the fix sets the Boot key', () => {
    const text = 'spring:\n  kafka:\n    streams:\n      bootstrap-servers: broker:29092\n      application-id: inventory\n      replication-factor: 2\n';
    const opts = { fileName: 'application.yml', workspace: ONE_BROKER };
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /^spring\.kafka\.streams\.replication-factor=2, while the cluster spring\.kafka\.streams\.bootstrap-servers names has 1 broker/);
    assert.match(fix(ID, text, opts), /replication-factor: 1$/m);
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

// MirrorMaker 2's dedicated mode, as the demos run it: two one-broker KRaft clusters in one compose
// file, the driver in a third container, and an mm2.properties that leaves the factors alone.
const mm2Compose = (image: string) => compose(`services:
  kafka-source:
    image: ${image}
    environment:
      KAFKA_NODE_ID: 1
      KAFKA_PROCESS_ROLES: broker,controller
      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka-source:9093
  kafka-target:
    image: ${image}
    ports: ["29092:9092"]
    environment:
      KAFKA_NODE_ID: 1
      KAFKA_PROCESS_ROLES: broker,controller
      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka-target:9093
  mirror-maker:
    image: ${image}
    depends_on: [kafka-source, kafka-target]
    command: ["/opt/kafka/bin/connect-mirror-maker.sh", "/etc/mm2/mm2.properties"]
`);
const PAIR = mm2Compose('apache/kafka:3.9.1');
const MM2 = (extra = '', target = 'kafka-target:9092') => `clusters = source, target
source.bootstrap.servers = kafka-source:9092
target.bootstrap.servers = ${target}
source->target.enabled = true
source->target.topics = orders.*
${extra}`;
const mm2 = { fileName: 'mm2.properties', workspace: PAIR };

/** Applies the preferred fix of the first finding until none is left (at most `max` times). */
function fixAll(text: string, opts: typeof mm2, max = 8): string {
  for (let i = 0; i < max && findings(ID, text, opts).length > 0; i++) text = fix(ID, text, opts);
  return text;
}

describe(`${ID}: MirrorMaker 2 driver files`, () => {
  it('the demo: both workers exit the driver (warnings), the connectors\' topics are only logged (information), target first', () => {
    const ds = findings(ID, MM2(), mm2);
    assert.deepEqual(ds.map((d) => [d.severity, d.range.start.line, d.range.start.character]), [[2, 2, 27], [3, 3, 0], [2, 1, 27], [3, 1, 0]]);
    assert.equal(ds[0].message, "config.storage.replication.factor=3 (default), offset.storage.replication.factor=3 (default), status.storage.replication.factor=3 (default) for the Connect worker MirrorMaker 2 runs against cluster 'target' for source->target, while target.bootstrap.servers names a cluster of 1 broker (kafka-target in docker-compose.yml): a topic cannot have more replicas than brokers (InvalidReplicationFactorException), so the worker cannot create 'mm2-configs.source.internal', 'mm2-offsets.source.internal', 'mm2-status.source.internal': it retries for default.api.timeout.ms (60 s by default), then fails with TimeoutException \"Timeout expired while trying to create topic(s)\", and DistributedHerder ends the whole driver (\"Uncaught exception in herder work thread, exiting\", exit status 1). Set config.storage.replication.factor=1, offset.storage.replication.factor=1 and status.storage.replication.factor=1, or -1 to take the broker's default.replication.factor.");
    assert.equal(ds[1].message, "replication.factor=2 (default) for the remote topics of source->target, checkpoints.topic.replication.factor=3 (default) for 'source.checkpoints.internal' (source->target), heartbeats.topic.replication.factor=3 (default) for 'heartbeats' (source->target) on cluster 'target', while target.bootstrap.servers names a cluster of 1 broker (kafka-target in docker-compose.yml): the controller refuses these topics (InvalidReplicationFactorException), and MirrorMaker 2's connectors only log it and go on replicating (MirrorSourceConnector: \"Could not create topic …\"; the others: MirrorUtils.createCompactedTopic's ConnectException, logged as \"caught exception in scheduled task\"). The topics then exist only if the broker creates them on first write (auto.create.topics.enable), with its default.replication.factor and not compacted. Set replication.factor=1, checkpoints.topic.replication.factor=1 and heartbeats.topic.replication.factor=1.");
    // The reverse pair runs for heartbeats alone, and the offset-syncs topic lives on the source.
    assert.match(ds[2].message, /^config\.storage\.replication\.factor=3 \(default\), .* for the Connect worker MirrorMaker 2 runs against cluster 'source' for target->source \(run for heartbeats: emit\.heartbeats\.enabled, MirrorMakerConfig\.clusterPairs\), while source\.bootstrap\.servers names a cluster of 1 broker \(kafka-source in docker-compose\.yml\): .* cannot create 'mm2-configs\.target\.internal', 'mm2-offsets\.target\.internal', 'mm2-status\.target\.internal'/);
    assert.match(ds[3].message, /^offset-syncs\.topic\.replication\.factor=3 \(default\) for 'mm2-offset-syncs\.target\.internal' \(source->target\), heartbeats\.topic\.replication\.factor=3 \(default\) for 'heartbeats' \(target->source\) on cluster 'source'/);
  });

  it('every cluster of the file is a one-broker compose cluster: the fixes write the top-level lines, and the fixed file is silent', () => {
    assert.deepEqual(quickFixes(ID, MM2(), mm2).map((a) => a.title), ["Set the 3 storage replication factors of cluster 'target' to 1", "Set the 3 storage replication factors of cluster 'target' to -1 (the broker's default)"]);
    const fixed = fixAll(MM2(), mm2);
    assert.equal(fixed, MM2(['config.storage', 'offset.storage', 'status.storage', '', 'checkpoints.topic', 'heartbeats.topic', 'offset-syncs.topic'].map((k) => `${k ? `${k}.` : ''}replication.factor = 1\n`).join('')));
    assert.deepEqual(findings(ID, fixed, mm2), []);
  });

  it('a source outside the compose file: only the target is judged, and the fixes write the target\'s and the flow\'s keys', () => {
    const text = MM2().replace('kafka-source:9092', 'kafka-1.dc1.example.com:9092');
    const ds = findings(ID, text, mm2);
    assert.deepEqual(ds.map((d) => [d.severity, d.range.start.line]), [[2, 2], [3, 3]]);
    assert.match(ds[0].message, /Set target\.config\.storage\.replication\.factor=1, target\.offset\.storage\.replication\.factor=1 and target\.status\.storage\.replication\.factor=1, or -1/);
    assert.match(ds[1].message, /Set source->target\.replication\.factor=1, source->target\.checkpoints\.topic\.replication\.factor=1 and source->target\.heartbeats\.topic\.replication\.factor=1\.$/);
    const fixed = fixAll(text, mm2);
    assert.match(fixed, /^target\.status\.storage\.replication\.factor = 1$/m);
    assert.match(fixed, /^source->target\.heartbeats\.topic\.replication\.factor = 1$/m);
    assert.doesNotMatch(fixed, /^replication\.factor/m);
    assert.deepEqual(findings(ID, fixed, mm2), []);
  });

  it('written factors: the line MirrorMaker 2 reads carries the finding and gets the fix; a top-level storage factor wins over the cluster\'s', () => {
    const text = MM2('config.storage.replication.factor = 2\ntarget.config.storage.replication.factor = 1\noffset.storage.replication.factor = 1\nstatus.storage.replication.factor = 1\nsource->target.replication.factor = 3\nreplication.factor = 1\n')
      .replace('kafka-source:9092', 'kafka-1.dc1.example.com:9092');
    const [w, i] = findings(ID, text, mm2);
    assert.equal(w.range.start.line, 5);
    assert.match(w.message, /^config\.storage\.replication\.factor=2 for the Connect worker .* cannot create 'mm2-configs\.source\.internal': /);
    assert.equal(i.range.start.line, 9);
    assert.match(i.message, /^source->target\.replication\.factor=3 for the remote topics of source->target, checkpoints\.topic\.replication\.factor=3 \(default\)/);
    const fixed = fixAll(text, mm2);
    assert.match(fixed, /^config\.storage\.replication\.factor = 1$/m);
    assert.match(fixed, /^source->target\.replication\.factor = 1$/m);
    assert.deepEqual(findings(ID, fixed, mm2), []);
  });

  it('offset-syncs.topic.location = target moves the offset-syncs topic onto the target; a cluster-prefixed connector key is not read', () => {
    const text = MM2('source->target.offset-syncs.topic.location = target\ntarget.checkpoints.topic.replication.factor = 1\n');
    const ds = findings(ID, text, mm2);
    assert.match(ds[1].message, /checkpoints\.topic\.replication\.factor=3 \(default\) for 'source\.checkpoints\.internal' .* offset-syncs\.topic\.replication\.factor=3 \(default\) for 'mm2-offset-syncs\.source\.internal' \(source->target\) on cluster 'target'/);
    assert.match(ds[3].message, /^heartbeats\.topic\.replication\.factor=3 \(default\) for 'heartbeats' \(target->source\) on cluster 'source'/);
  });

  it('a one-broker cluster no flow replicates into still gets heartbeat workers (MirrorMakerConfig.clusterPairs)', () => {
    const three = compose(`services:\n${['east', 'west', 'lab'].map((c) => `  kafka-${c}:\n    image: apache/kafka:3.9.1\n`).join('')}`);
    const text = 'clusters = east, west, lab\neast.bootstrap.servers = kafka-east:9092\nwest.bootstrap.servers = kafka-west:9092\nlab.bootstrap.servers = kafka-lab:9092\neast->west.enabled = true\nconfig.storage.replication.factor = 1\noffset.storage.replication.factor = 1\n';
    const ds = findings(ID, text, { ...mm2, workspace: three });
    const lab = ds.find((d) => d.severity === 2 && /cluster 'lab'/.test(d.message));
    assert.match(lab!.message, /^status\.storage\.replication\.factor=3 \(default\) for the Connect workers MirrorMaker 2 runs against cluster 'lab' for east->lab \(run for heartbeats: .*\) and west->lab \(run for heartbeats: .*\), .* each worker cannot create 'mm2-status\.east\.internal', 'mm2-status\.west\.internal'/);
  });

  it('near misses: factors within the cluster, three brokers, an address outside the compose file, a placeholder, no enabled flow, heartbeats off', () => {
    const ones = ['config.storage', 'offset.storage', 'status.storage', '', 'checkpoints.topic', 'heartbeats.topic', 'offset-syncs.topic'].map((k) => `${k ? `${k}.` : ''}replication.factor = 1\n`).join('');
    assert.deepEqual(findings(ID, MM2(ones), mm2), []);
    assert.deepEqual(findings(ID, MM2(ones.replace(/ = 1/g, ' = -1')), mm2), []);
    const threeEach = compose(`services:\n${['source', 'target'].flatMap((c) => [1, 2, 3].map((i) => `  ${c}-${i}:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@${c}-1:9093,2@${c}-2:9093,3@${c}-3:9093\n`)).join('')}`);
    assert.deepEqual(findings(ID, MM2().replace('kafka-source:9092', 'source-1:9092,source-2:9092').replace('kafka-target:9092', 'target-1:9092'), { ...mm2, workspace: threeEach }), []);
    // Only the target is a compose cluster, and heartbeats are off: no worker runs against the source.
    const prodSource = MM2('emit.heartbeats.enabled = false\n').replace('kafka-source:9092', 'kafka-1.dc1.example.com:9092');
    assert.deepEqual(findings(ID, prodSource, mm2).map((d) => /cluster '(\w+)'/.exec(d.message)![1]), ['target', 'target']);
    assert.deepEqual(findings(ID, MM2('', 'kafka-1.dc2.example.com:9092').replace('kafka-source:9092', 'kafka-1.dc1.example.com:9092'), mm2), []);
    assert.deepEqual(findings(ID, MM2('', '${TARGET_BOOTSTRAP}').replace('kafka-source:9092', '${SOURCE_BOOTSTRAP}'), mm2), []);
    assert.deepEqual(findings(ID, MM2().replace('source->target.enabled = true', 'source->target.enabled = false'), mm2), []);
    assert.deepEqual(findings(ID, MM2(), { ...mm2, workspace: EMPTY_WORKSPACE }), []);
  });

  it('a driver of a Kafka release before 3.6 (confluentinc/cp-kafka 7.5): the worker fails at once', () => {
    const [d] = findings(ID, MM2(), { ...mm2, workspace: mm2Compose('confluentinc/cp-kafka:7.5.3') });
    assert.match(d.message, /: it fails at once with ConnectException "Error while attempting to create\/find topic\(s\) …", and DistributedHerder ends the whole driver/);
  });
});
