import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'mirrormaker-empty-separator';
const opts = { fileName: 'mm2.properties' };
const mm2 = (extra: string) => `clusters = primary, backup\nprimary.bootstrap.servers = p-1:9092\nbackup.bootstrap.servers = b-1:9092\nprimary->backup.enabled = true\nprimary->backup.topics = .*\n${extra}`;

describe('mirrormaker-empty-separator (an empty separator glues the source alias to each topic name)', () => {
  it('warns on the empty separator and names the topic it produces', () => {
    const [d, ...rest] = findings(ID, mm2('replication.policy.separator =\n'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 5);
    assert.equal(d.message, "An empty replication.policy.separator does not keep topic names: DefaultReplicationPolicy names a remote topic source alias + separator + topic, so 'orders' from cluster 'primary' (each flow's source alias is its name in 'clusters') is written to 'primaryorders'. To keep the names, set replication.policy.class=org.apache.kafka.connect.mirror.IdentityReplicationPolicy (Kafka 3.0 and newer) and remove this line.");
    assert.match(findings(ID, mm2('source.cluster.alias = dc1\nreplication.policy.separator=\n'), opts)[0].message, /from source\.cluster\.alias 'dc1' is written to 'dc1orders'/);
    assert.equal(findings(ID, mm2('replication.policy.class = org.apache.kafka.connect.mirror.DefaultReplicationPolicy\nreplication.policy.separator=\n'), opts).length, 1);
  });

  it('stays silent on a separator of its own, on the default, with an empty alias too, and with another policy', () => {
    assert.equal(findings(ID, mm2('replication.policy.separator = _\n'), opts).length, 0);
    // Near miss: with source.cluster.alias written empty too, the names are kept (connectorBaseConfig's putIfAbsent).
    assert.equal(findings(ID, mm2('source.cluster.alias =\nreplication.policy.separator =\n'), opts).length, 0);
    assert.equal(findings(ID, mm2(''), opts).length, 0);
    assert.equal(findings(ID, mm2('replication.policy.class = org.apache.kafka.connect.mirror.IdentityReplicationPolicy\nreplication.policy.separator =\n'), opts).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
