import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'mirrormaker-cluster-jaas-missing';
const JAAS = 'org.apache.kafka.common.security.scram.ScramLoginModule required username=\\"u\\" password=\\"${file:/s.properties:p}\\";';
const conn = (cls: string, lines: string[]) => `{\n  "name": "mm2",\n  "connector.class": "org.apache.kafka.connect.mirror.${cls}",\n  "source.cluster.alias": "a",\n  "target.cluster.alias": "b",\n${lines.map((l) => `  ${l},\n`).join('')}  "topics": "orders.*"\n}\n`;
const SOURCE_SASL = ['"source.cluster.bootstrap.servers": "a:9096"', '"source.cluster.security.protocol": "SASL_SSL"', '"source.cluster.sasl.mechanism": "SCRAM-SHA-512"'];
const TARGET_SASL = ['"target.cluster.bootstrap.servers": "b:9096"', '"target.cluster.security.protocol": "SASL_SSL"', '"target.cluster.sasl.mechanism": "SCRAM-SHA-512"'];
const TARGET_JAAS = `"target.cluster.sasl.jaas.config": "${JAAS}"`;

describe('mirrormaker-cluster-jaas-missing (MirrorConnectorConfig: each cluster\'s clients from its own prefix)', () => {
  it('a warning when the other cluster\'s JAAS is written here; information when none is', () => {
    const [d, ...rest] = findings(ID, conn('MirrorSourceConnector', [...SOURCE_SASL, ...TARGET_SASL, TARGET_JAAS]), { fileName: 'mm2.json' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^source\.cluster\.security\.protocol=SASL_SSL \(sasl\.mechanism SCRAM-SHA-512\) with no sasl\.jaas\.config for the source cluster: .*target\.cluster\.sasl\.jaas\.config is written here/);
    const both = findings(ID, conn('MirrorCheckpointConnector', [...SOURCE_SASL, ...TARGET_SASL]), { fileName: 'mm2.json' });
    assert.deepEqual(both.map((x) => x.severity), [3, 3]);
    assert.match(both[0].message, /unless the worker is started with -Djava\.security\.auth\.login\.config/);
  });

  it('near misses stay silent: JAAS for both sides, a source.consumer.* JAAS, SSL only, the heartbeat connector\'s source, another connector', () => {
    assert.deepEqual(findings(ID, conn('MirrorSourceConnector', [...SOURCE_SASL, `"source.cluster.sasl.jaas.config": "${JAAS}"`, ...TARGET_SASL, TARGET_JAAS]), { fileName: 'mm2.json' }), []);
    assert.deepEqual(findings(ID, conn('MirrorSourceConnector', [...SOURCE_SASL, `"source.consumer.sasl.jaas.config": "${JAAS}"`, `"source.admin.sasl.jaas.config": "${JAAS}"`, ...TARGET_SASL, TARGET_JAAS]), { fileName: 'mm2.json' }), []);
    assert.deepEqual(findings(ID, conn('MirrorSourceConnector', ['"source.cluster.security.protocol": "SSL"', ...TARGET_SASL, TARGET_JAAS]), { fileName: 'mm2.json' }), []);
    assert.deepEqual(findings(ID, conn('MirrorHeartbeatConnector', [...SOURCE_SASL, ...TARGET_SASL, TARGET_JAAS]), { fileName: 'mm2.json' }), []);
    assert.deepEqual(findings(ID, conn('MirrorSourceConnector', [...SOURCE_SASL, ...TARGET_SASL, TARGET_JAAS]).replace('org.apache.kafka.connect.mirror.MirrorSourceConnector', 'io.confluent.connect.replicator.ReplicatorSourceConnector'), { fileName: 'mm2.json' }), []);
  });

  const driver = (lines: string[]) => ['clusters = east, west', 'east.bootstrap.servers = east-kafka:9096', 'west.bootstrap.servers = west-kafka:9096', 'east->west.enabled = true', 'east->west.topics = orders.*', ...lines, ''].join('\n');
  const SASL = (a: string) => [`${a}.security.protocol = SASL_SSL`, `${a}.sasl.mechanism = PLAIN`];
  const LOGIN = (a: string) => `${a}.sasl.jaas.config = org.apache.kafka.common.security.plain.PlainLoginModule required username="mm2" password="\${file:/etc/mm2/secrets.properties:${a}}";`;

  it('a dedicated driver file: one note for every SASL cluster when none has a login; a warning for one without while another has its own', () => {
    const none = findings(ID, driver([...SASL('east'), ...SASL('west')]), { fileName: 'mm2.properties' });
    assert.equal(none.length, 1);
    assert.equal(none[0].severity, 3);
    assert.equal(none[0].range.start.line, 5);
    assert.match(none[0].message, /^MirrorMaker 2 reaches clusters east, west over SASL, .*unless connect-mirror-maker\.sh runs with -Djava\.security\.auth\.login\.config .*add east\.sasl\.jaas\.config and west\.sasl\.jaas\.config/);
    // A top-level protocol reaches every cluster that has none of its own.
    assert.equal(findings(ID, driver(['security.protocol = SASL_SSL', 'sasl.mechanism = PLAIN']), { fileName: 'mm2.properties' }).length, 1);
    const one = findings(ID, driver([...SASL('east'), LOGIN('east'), ...SASL('west')]), { fileName: 'mm2.properties' });
    assert.equal(one.length, 1);
    assert.equal(one[0].severity, 2);
    assert.match(one[0].message, /^Cluster west is reached over SASL \(security\.protocol=SASL_SSL\) with no sasl\.jaas\.config for it, while east has its own/);
  });

  it('per-client logins do not reach the Connect worker MirrorMaker 2 runs against the cluster: still said, with why', () => {
    const [d] = findings(ID, driver([...SASL('east'), LOGIN('east'), ...SASL('west'), LOGIN('west.consumer'), LOGIN('west.producer'), LOGIN('west.admin')]), { fileName: 'mm2.properties' });
    assert.match(d.message, /^Cluster west is reached over SASL .* west\.producer\.\/consumer\.\/admin\.sasl\.jaas\.config reach only those clients, not the Connect worker MirrorMaker 2 runs against west \(MirrorMakerConfig\.workerConfig passes on west\.sasl\.jaas\.config\)\.$/);
  });

  it('driver near misses stay silent: a top-level login, a JAAS file named in the file, SSL only', () => {
    assert.deepEqual(findings(ID, driver([...SASL('east'), ...SASL('west'), LOGIN('').slice(1)]), { fileName: 'mm2.properties' }), []);

    assert.deepEqual(findings(ID, `# started with KAFKA_OPTS=-Djava.security.auth.login.config=/etc/mm2/jaas.conf\n${driver([...SASL('east'), ...SASL('west')])}`, { fileName: 'mm2.properties' }), []);
    assert.deepEqual(findings(ID, driver(['east.security.protocol = SSL', 'west.security.protocol = SSL']), { fileName: 'mm2.properties' }), []);
  });
});
