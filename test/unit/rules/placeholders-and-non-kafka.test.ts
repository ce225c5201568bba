// Files as deployments write them: placeholders a tool fills in later, template lines, other
// products' *.properties, and Spring YAML read the way SnakeYAML (YAML 1.1) reads it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flattenYaml } from '../../../server/src/service/sites/spring/flat';
import { isUnresolved } from '../../../server/src/service/util/placeholder';
import { findings, lint } from '../../support/service';

describe('placeholders are unknown values, not wrong ones', () => {
  it('recognises the common placeholder spellings', () => {
    for (const v of ['${BROKER_ID}', '${env:LINGER}', '%LINGER_MS%', '{{ linger_ms }}', '@linger.ms@', '<number-of-bytes>', '${HOST}:9092', '*****', '{Bootstrap connection plaintext}', '{BROKER_HOST}']) assert.ok(isUnresolved(v), v);
    // near-misses: real values that merely contain the characters
    for (const v of ['5', 'all', 'org.example.Foo', 'host:9092', '100%', 'a@b.c', '*', '**', 'a*****', '{"type":"record"}', '{}', 'a{b}']) assert.equal(isUnresolved(v), false, v);
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

describe('Confluent products\' own files', () => {
  it('a ksqlDB server or Control Center file holds no site: its listeners and zookeeper.connect are the product\'s', () => {
    const ksql = 'listeners=http://0.0.0.0:8088\nbootstrap.servers=kafka-1:9092\nksql.service.id=ksql-prod\nksql.streams.replication.factor=3\nksql.logging.processing.topic.auto.create=true\n';
    assert.deepEqual(lint(ksql, { fileName: 'ksql-server.properties' }), []);
    const c3 = 'bootstrap.servers=kafka-1:9092\nzookeeper.connect=zk:2181\nconfluent.controlcenter.id=1\nconfluent.controlcenter.data.dir=/var/lib/c3\n';
    assert.deepEqual(lint(c3, { fileName: 'control-center.properties' }), []);
  });

  it('near-miss: one ksql.* key in a client file does not make it ksqlDB\'s', () => {
    assert.ok(lint('bootstrap.servers=b:9092\nlingr.ms=5\nksql.note=x\n', { fileName: 'producer.properties' }).some((d) => d.code === 'unknown-key'));
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

describe('build and logging tools\' own .properties files', () => {
  it('the Gradle wrapper\'s retries/retryBackOffMs are not Kafka keys: no site, no finding', () => {
    const text = 'distributionBase=GRADLE_USER_HOME\ndistributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip\nretries=0\nretryBackOffMs=500\n';
    assert.deepEqual(lint(text, { fileName: 'gradle/wrapper/gradle-wrapper.properties' }), []);
  });

  it('near-miss: the same keys in a producer file, or a directive in a tool-named file, are still checked', () => {
    const text = 'retries=0\nretryBackOffMs=500\n';
    assert.ok(lint(text, { fileName: 'producer.properties' }).some((d) => d.code === 'unknown-key'));
    assert.ok(lint(`# kafka-tuning: role=producer\n${text}`, { fileName: 'gradle.properties' }).some((d) => d.code === 'unknown-key'));
  });
});

describe('keys Kafka\'s own plug-ins read, which no ConfigDef lists', () => {
  it('super.users and allow.everyone.if.no.acl.found are the authorizer\'s: no "not a setting of any Kafka version"', () => {
    const text = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nauthorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer\nsuper.users=User:admin\nallow.everyone.if.no.acl.found=false\n';
    const ds = lint(text, { fileName: 'server.properties' });
    assert.deepEqual(ds.filter((d) => /super\.users|allow\.everyone/.test(d.message)).map((d) => `${d.code}: ${d.message}`), []);
  });

  it('near-miss: a misspelt authorizer key is still reported', () => {
    const text = 'process.roles=broker\nnode.id=1\nsuper.user=User:admin\n';
    assert.ok(lint(text, { fileName: 'server.properties' }).some((d) => /super\.user\b/.test(d.message)));
  });

  it('MirrorMaker 2: source.cluster.alias is a key of its own when a cluster is named "source"', () => {
    const text = 'clusters = source, target\nsource.bootstrap.servers = a:9092\ntarget.bootstrap.servers = b:9092\nsource.cluster.alias = source\nsource->target.enabled = true\n';
    const ds = lint(text, { fileName: 'mm2.properties' });
    assert.deepEqual(ds.filter((d) => /cluster\.alias/.test(d.message)).map((d) => `${d.code}: ${d.message}`), []);
    // near-miss: a real typo under the cluster prefix is still reported
    assert.ok(lint(`${text}source.consumer.fetch.min.byte = 1\n`, { fileName: 'mm2.properties' }).some((d) => /fetch\.min\.byte\b/.test(d.message)));
  });
});

describe('a redacted value', () => {
  it('bootstrap.servers=***** (blanked before publishing) is not checked as an address', () => {
    assert.deepEqual(lint('bootstrap.servers=*****\nacks=all\n', { fileName: 'producer.properties' }).filter((d) => d.severity === 1), []);
  });
});
