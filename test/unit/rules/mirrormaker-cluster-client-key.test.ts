// Checked with connect-mirror 4.1.2 (MirrorMakerConfig → connectorBaseConfig →
// MirrorConnectorConfig.sourceConsumerConfig): primary.auto.offset.reset=latest leaves the source
// consumer at earliest, primary.max.partition.fetch.bytes does not reach it, and
// primary.consumer.max.poll.records=7 does; backup.linger.ms reaches the worker config unprefixed,
// where the task producers (producer.* only) do not read it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { mirrormakerClusterClientKey } from '../../../server/src/service/rules/mirrormakerClusterClientKey';
import { mm2Example } from '../../../server/src/service/rules/mirrormakerScopes';
import { findings, fix } from '../../support/service';

const ID = 'mirrormaker-cluster-client-key';
const opts = { fileName: 'mm2.properties' };

describe('mirrormaker-cluster-client-key (MirrorClientConfig.CLIENT_CONFIG_DEF)', () => {
  it('a consumer setting under a cluster prefix: a warning naming the prefixed key that reaches the consumers, and the rename', () => {
    const text = mm2Example('primary.max.poll.records = 2000');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 4);
    assert.equal(d.message, "'primary.max.poll.records' is a consumer setting under the cluster prefix 'primary.': MirrorMaker 2's replication clients keep only bootstrap.servers, security.protocol and the ssl.*/sasl.* settings of a cluster (MirrorClientConfig.CLIENT_CONFIG_DEF), so they keep their default max.poll.records. Write 'primary.consumer.max.poll.records' to reach the consumers that read primary.");
    assert.equal(fix(ID, text, opts), mm2Example('primary.consumer.max.poll.records = 2000'));
  });

  it('a producer setting under the target cluster\'s prefix', () => {
    const [d] = findings(ID, mm2Example('backup.linger.ms = 20'), opts);
    assert.match(d.message, /^'backup\.linger\.ms' is a producer setting .*Write 'backup\.producer\.linger\.ms' to reach the producers that write to backup\.$/);
  });

  it('a client setting under the other end of the flow: the rename goes to the cluster the flow\'s clients read or write (check 73, U)', () => {
    const [c] = findings(ID, mm2Example('backup.max.poll.records = 2000'), opts);
    assert.match(c?.message ?? '', /No replicating flow of this file reads backup: their consumers read primary, so 'backup\.consumer\.max\.poll\.records' would not reach them either; write 'primary\.consumer\.max\.poll\.records'\.$/);
    assert.equal(fix(ID, mm2Example('backup.max.poll.records = 2000'), opts), mm2Example('primary.consumer.max.poll.records = 2000'));
    const [p] = findings(ID, mm2Example('primary.batch.size = 65536'), opts);
    assert.match(p?.message ?? '', /No replicating flow of this file writes to primary: their producers write to backup, so 'primary\.producer\.batch\.size' would not reach them either; write 'backup\.producer\.batch\.size'\.$/);
  });

  it('auto.offset.reset=earliest under a cluster prefix is a hint: the line does nothing, the value holds (check 17)', () => {
    const text = mm2Example('primary.auto.offset.reset = earliest');
    const [d] = findings(ID, text, opts);
    assert.equal(d.severity, 4);
    assert.match(d.message, /so this line changes nothing; the value holds all the same, since MirrorMaker 2 gives its source consumer auto\.offset\.reset=earliest itself\.$/);
    assert.equal(fix(ID, text, opts), mm2Example('').replace(/\n\n$/, '\n'));
    // latest is a setting lost: a warning
    const [latest] = findings(ID, mm2Example('primary.auto.offset.reset = latest'), opts);
    assert.equal(latest.severity, 2);
    assert.match(latest.message, /so they keep the auto\.offset\.reset=earliest MirrorMaker 2 gives its source consumer\. Write 'primary\.consumer\.auto\.offset\.reset' to reach the consumers that read primary\.$/);
  });

  it('auto-commit settings: a hint that no prefix reaches them (MirrorMaker 2 forces enable.auto.commit=false after every prefix; check 27, U); a default written out: a hint', () => {
    for (const line of ['primary.enable.auto.commit = true', 'primary.auto.commit.interval.ms = 1000']) {
      const [d] = findings(ID, mm2Example(line), opts);
      assert.equal(d.severity, 4, line);
      assert.match(d.message, /no prefix would help: MirrorMaker 2 gives its consumers enable\.auto\.commit=false after every setting/);
      assert.doesNotMatch(d.message, /Write '/);
    }
    const [dflt] = findings(ID, mm2Example('backup.compression.type = none'), opts);
    assert.equal(dflt.severity, 4);
    assert.match(dflt.message, /the value is the producer's default \(compression\.type=none\) all the same/);
    // Near miss: a non-default value still warns with the rename.
    assert.equal(findings(ID, mm2Example('backup.compression.type = zstd'), opts)[0].severity, 2);
  });

  it('near misses: shared client settings, the client-prefixed form, worker settings and connector settings stay silent', () => {
    for (const line of ['primary.security.protocol = SASL_SSL', 'primary.ssl.truststore.location = /etc/kafka/ts.jks', 'primary.sasl.mechanism = SCRAM-SHA-512',
      'primary.consumer.max.poll.records = 2000', 'backup.producer.linger.ms = 20', 'primary.client.id = mm2-primary', 'backup.metadata.max.age.ms = 60000',
      'max.poll.records = 2000', 'primary->backup.consumer.max.poll.records = 2000']) {
      assert.deepEqual(findings(ID, mm2Example(line), opts), [], line);
    }
  });

  it('the rule page\'s examples fire and stay silent as they say', () => assertDocsExamples(mirrormakerClusterClientKey));
});
