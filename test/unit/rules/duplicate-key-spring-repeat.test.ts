// duplicate-key on a Spring document pasted twice: one finding for the repeated document instead of
// one per key; where only some keys of a document are written again later, each stays its own finding.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, lint } from '../../support/service';

const profileDoc = (extra = '') => `---
spring:
  config:
    activate:
      on-profile: cloud
  kafka:
    bootstrap-servers: events.internal:9092
    producer:
      acks: all
      compression-type: zstd
    consumer:
      group-id: shipments
      auto-offset-reset: earliest
${extra}`;
const base = 'spring:\n  application:\n    name: shipments\n  kafka:\n    bootstrap-servers: localhost:9092\n';
const dup = (text: string) => findings('duplicate-key', text, { fileName: 'application.yml' });

describe('duplicate-key on a repeated Spring document', () => {
  it('reports a profile document repeated whole by a later one once, with both line spans', () => {
    const found = dup(base + profileDoc() + profileDoc());
    assert.equal(found.length, 1);
    assert.equal(found[0].range.start.line, 11);
    assert.equal(found[0].message, 'Lines 7–18 are repeated by the document at lines 20–31, which has the same activation (profile cloud): each of the 5 Kafka keys here is set again there to the same value, and the later document wins, so this one changes nothing for Kafka. Keep one of the two.');
  });

  it('says nothing of equal values when the later copy changes one', () => {
    const [d, ...rest] = dup(base + profileDoc() + profileDoc().replace('zstd', 'lz4'));
    assert.equal(rest.length, 0);
    assert.match(d.message, /each of the 5 Kafka keys here is set again there, and the later document wins/);
  });

  it('near miss: a later document with the same activation that repeats only some keys keeps one finding per key', () => {
    const partial = `---
spring:
  config:
    activate:
      on-profile: cloud
  kafka:
    producer:
      acks: all
      compression-type: lz4
`;
    const found = dup(base + profileDoc() + partial);
    assert.equal(found.length, 2);
    // acks is written again with the same value (a redundant line, a hint); compression-type with another one.
    assert.deepEqual(found.map((d) => [d.severity, /set again to the same value/.test(d.message), /which wins; this line has no effect/.test(d.message)]), [[4, true, false], [2, false, true]]);
  });
});

describe('duplicate-key: values that differ only in blanks (check 80)', () => {
  it('a trailing space is kept by java.util.Properties and trimmed by ConfigDef: the same value, said with the reason', () => {
    const text = 'bootstrap.servers=localhost:9092\nssl.truststore.location=/etc/kafka/truststore.jks \nsecurity.protocol=SSL\nssl.truststore.location=/etc/kafka/truststore.jks\n';
    const [d] = lint(text, { fileName: 'client.properties' }).filter((x) => x.code === 'duplicate-key');
    assert.equal(d?.severity, 4);
    assert.match(d.message, /set again to the same value on line 4 \(apart from blanks around it, which Kafka's ConfigDef trims\)/);
    // Near miss: identical text says nothing about blanks.
    const [same] = lint(text.replace('jks \n', 'jks\n'), { fileName: 'client.properties' }).filter((x) => x.code === 'duplicate-key');
    assert.doesNotMatch(same?.message ?? 'x', /blanks/);
  });
});
