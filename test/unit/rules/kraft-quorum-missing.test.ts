// KafkaConfig.validateValues refuses a KRaft node (process.roles set) that names no controller
// quorum: ConfigException "If using process.roles, either controller.quorum.bootstrap.servers must …".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';
import { kraftQuorumMissing } from '../../../server/src/service/rules/kraftQuorumMissing';

const ID = 'kraft-quorum-missing';
const opts = { fileName: 'server.properties' };
const NODE = 'process.roles=broker,controller\nnode.id=1\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/tmp/kraft-combined-logs\n';

describe('kraft-quorum-missing', () => {
  it('a combined node with no quorum: an error on process.roles quoting the exception', () => {
    const [d, ...rest] = findings(ID, NODE, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 0, character: 14 }, end: { line: 0, character: 31 } });
    assert.match(d.message, /^process\.roles=broker,controller with neither controller\.quorum\.voters nor controller\.quorum\.bootstrap\.servers: the node does not start \(Kafka 4\.4\.0, the newest/);
    assert.match(d.message, /ConfigException "If using process\.roles, either controller\.quorum\.bootstrap\.servers must contain the set of bootstrap controllers or controller\.quorum\.voters must contain a parseable set of controllers\."/);
  });

  it('a broker-only node on 3.9.1 and a 3.5 node (voters only, the older wording)', () => {
    const broker = 'process.roles=broker\nnode.id=2\nlisteners=PLAINTEXT://:9092\nlog.dirs=/var/lib/kafka\n';
    const [d] = findings(ID, `# kafka-tuning: client=java@3.9.1\n${broker}`, opts);
    assert.match(d.message, /the node does not start \(Kafka 3\.9\.1\)/);
    const [old] = findings(ID, `# kafka-tuning: client=java@3.5\n${broker}`, opts);
    assert.match(old.message, /^process\.roles=broker with no controller\.quorum\.voters: .*"If using process\.roles, controller\.quorum\.voters must contain a parseable set of voters\."/);
  });

  it('near misses: voters or bootstrap servers written, a blank one in a fill-in file, fragments, templates, ZooKeeper mode', () => {
    assert.deepEqual(findings(ID, `${NODE}controller.quorum.voters=1@localhost:9093\n`, opts), []);
    assert.deepEqual(findings(ID, `${NODE}controller.quorum.bootstrap.servers=localhost:9093\n`, opts), []);
    assert.deepEqual(findings(ID, `${NODE}controller.quorum.voters=\${KAFKA_VOTERS}\n`, opts), []);
    // A fragment an image completes: no node.id, or no listener/log directory.
    assert.deepEqual(findings(ID, 'process.roles=broker,controller\nlisteners=PLAINTEXT://:9092\n', opts), []);
    assert.deepEqual(findings(ID, 'process.roles=broker\nnode.id=3\n', opts), []);
    // A template: its quorum is rendered in.
    assert.deepEqual(findings(ID, `{% if kraft %}\n${NODE}{% endif %}\n`, opts), []);
    assert.deepEqual(findings(ID, NODE.replace('broker,controller', '{{ roles }}'), opts), []);
    // ZooKeeper mode: no process.roles.
    assert.deepEqual(findings(ID, 'broker.id=0\nzookeeper.connect=zk:2181\nlisteners=PLAINTEXT://:9092\nlog.dirs=/var/lib/kafka\n', opts), []);
  });

  it('its documented examples', () => assertDocsExamples(kraftQuorumMissing));
});
