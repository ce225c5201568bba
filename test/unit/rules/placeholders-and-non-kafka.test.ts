// Files as deployments write them: placeholders a tool fills in later, template lines, other
// products' *.properties, and Spring YAML read the way SnakeYAML (YAML 1.1) reads it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flattenYaml } from '../../../server/src/service/sites/spring/flat';
import { isUnresolved } from '../../../server/src/service/util/placeholder';
import { findings, lint } from '../../support/service';

describe('placeholders are unknown values, not wrong ones', () => {
  it('recognises the common placeholder spellings', () => {
    for (const v of ['${BROKER_ID}', '${env:LINGER}', '%LINGER_MS%', '{{ linger_ms }}', '@linger.ms@', '<number-of-bytes>', '${HOST}:9092']) assert.ok(isUnresolved(v), v);
    // near-misses: real values that merely contain the characters
    for (const v of ['5', 'all', 'org.example.Foo', 'host:9092', '100%', 'a@b.c']) assert.equal(isUnresolved(v), false, v);
  });

  it('broker.id=${BROKER_ID} is not an invalid INT', () => {
    assert.deepEqual(lint('broker.id=${BROKER_ID}\nlog.dirs=/var/lib/kafka\n', { fileName: 'server.properties' }).filter((d) => d.severity === 1), []);
  });

  it('a placeholder in a validated key is skipped, a real bad value next to it is not', () => {
    const ds = findings('invalid-value', 'acks={{ producer_acks }}\nlinger.ms=5ms\n');
    assert.equal(ds.length, 1);
    assert.equal(ds[0].range.start.line, 1);
  });

  it('rules reading a number treat a placeholder as unknown, not as the default', () => {
    // batch.size unknown: the rule that compares batch.size against the record size stays silent
    const ds = lint('batch.size=%BATCH%\nlinger.ms=@linger@\n# kafka-tuning: record=2000\n', { fileName: 'producer.properties' });
    assert.deepEqual(ds.filter((d) => d.code === 'batch-size-below-record' || d.code === 'invalid-value'), []);
  });
});

describe('template lines', () => {
  it('Jinja control lines are not keys, and branches are not duplicates', () => {
    const text = 'bootstrap.servers={{ brokers }}\n{% if tls %}\nsecurity.protocol=SSL\n{% else %}\nsecurity.protocol=PLAINTEXT\n{% endif %}\n';
    assert.deepEqual(lint(text, { fileName: 'consumer.properties' }), []);
  });

  it('a real duplicate outside any branch is still reported', () => {
    assert.equal(findings('duplicate-key', '{% if x %}\nacks=all\n{% endif %}\nlinger.ms=5\nlinger.ms=10\n').length, 1);
  });
});

describe('files that are not Kafka configs', () => {
  it('another product\'s consumer.properties gets no finding', () => {
    const text = 'namesrvAddr=127.0.0.1:9876\nconsumerGroup=orders\nconsumeThreadMin=4\npullBatchSize=32\n';
    assert.deepEqual(lint(text, { fileName: 'consumer.properties' }), []);
  });

  it('one Kafka key makes it a Kafka file again', () => {
    assert.ok(lint('bootstrap.servers=b:9092\nlinger.msec=5\n', { fileName: 'producer.properties' }).length > 0);
  });
});

describe('Spring YAML is read as YAML 1.1 (SnakeYAML)', () => {
  const value = (yaml: string) => flattenYaml(yaml).entries.map((e) => [e.name, e.value]);
  it('underscores in numbers, octal, yes/no', () => {
    assert.deepEqual(value('a: 20_000\nb: 010\nc: yes\nd: off\n'), [['a', '20000'], ['b', '8'], ['c', 'true'], ['d', 'false']]);
  });
  it('a date stays text and a long stays exact', () => {
    assert.deepEqual(value('a: 2024-01-01\nb: 9223372036854775807\n'), [['a', '2024-01-01'], ['b', '9223372036854775807']]);
  });
  it('20_000 in spring.kafka.properties reaches Kafka as 20000 (no invalid value)', () => {
    const yaml = 'spring:\n  kafka:\n    producer:\n      properties:\n        linger.ms: 20_000\n';
    assert.deepEqual(findings('invalid-value', yaml, { fileName: 'application.yml' }), []);
  });
});
