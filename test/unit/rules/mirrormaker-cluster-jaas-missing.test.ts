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
});
