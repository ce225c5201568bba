// Reproduced with kafka-streams 3.0.2 and 4.1.2: getMainConsumerConfigs/getProducerConfigs hand on
// enable.auto.commit=false always, and under exactly-once enable.idempotence=true and
// isolation.level=read_committed, whatever the file says.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsIgnoredClientKey } from '../../../server/src/service/rules/streamsIgnoredClientKey';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'streams-ignored-client-key';
const opts = { fileName: 'streams.properties' };
const ALOS = 'application.id=ledger\nbootstrap.servers=kafka:9092\n';
const EOS = `${ALOS}processing.guarantee=exactly_once_v2\n`;

describe('streams-ignored-client-key (Streams overwrites these client settings)', () => {
  it('consumer.enable.auto.commit=true: a warning on the value; auto-commit-without-group stays silent', () => {
    const text = `${ALOS}consumer.enable.auto.commit=true\n`;
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 2, character: 28 }, end: { line: 2, character: 32 } });
    assert.match(d.message, /^consumer\.enable\.auto\.commit=true is overwritten: Kafka Streams commits offsets itself/);
    assert.deepEqual(findings('auto-commit-without-group', text, opts), []);
  });

  it('unprefixed enable.auto.commit=true (it reaches the consumers as written): the same warning; in a Spring Streams block too', () => {
    const [d, ...rest] = findings(ID, `${ALOS}enable.auto.commit=true\n`, opts);
    assert.equal(rest.length, 0);
    assert.match(d.message, /^enable\.auto\.commit=true is overwritten: Kafka Streams commits offsets itself/);
    const spring = 'spring:\n  kafka:\n    streams:\n      application-id: ledger\n      properties:\n        enable.auto.commit: true\n';
    assert.equal(findings(ID, spring, { fileName: 'application.yml' }).length, 1);
    assert.deepEqual(findings(ID, `${ALOS}enable.auto.commit=false\n`, opts), []);
  });

  it('under exactly-once: idempotence off, read_uncommitted, a transactional.id', () => {
    const text = `${EOS}producer.enable.idempotence=false\nmain.consumer.isolation.level=read_uncommitted\nproducer.transactional.id=ledger-tx\n`;
    assert.deepEqual(findings(ID, text, opts).map((d) => d.range.start.line), [3, 4, 5]);
  });

  it('allow.auto.create.topics=true up to 4.1: the main consumer gets false, silently (kafka-streams 2.8.2, 3.9.1, 4.1.2)', () => {
    const at = (v: string, body: string) => findings(ID, `# kafka-tuning: client=java@${v}\n${ALOS}${body}`, opts);
    const [d, ...rest] = at('3.9.1', 'consumer.allow.auto.create.topics=true\n');
    assert.equal(rest.length, 0);
    assert.equal(d.message, 'consumer.allow.auto.create.topics=true is overwritten without a word: Kafka Streams up to 4.1 hands the main consumer, which reads the source topics, allow.auto.create.topics=false (StreamsConfig.getMainConsumerConfigs). A missing source topic is not created: Streams reports it with a MissingSourceTopicException (KIP-662) instead. Create the source topics beforehand; for the main consumer the line has no effect.');
    assert.equal(at('2.8.2', 'main.consumer.allow.auto.create.topics=TRUE\n').length, 1);
    // The restore and global consumers keep the value up to 4.1.
    assert.deepEqual(at('4.1.2', 'restore.consumer.allow.auto.create.topics=true\nglobal.consumer.allow.auto.create.topics=true\n'), []);
  });

  it('allow.auto.create.topics=true from 4.2: every consumer gets false, and Streams logs it (kafka-streams 4.2.0, 4.4.0)', () => {
    const [d] = findings(ID, `# kafka-tuning: client=java@4.2.0\n${ALOS}consumer.allow.auto.create.topics=true\n`, opts);
    assert.match(d.message, /^consumer\.allow\.auto\.create\.topics=true is overwritten: Kafka Streams creates the topics it needs itself and hands every consumer allow\.auto\.create\.topics=false \(Kafka 4\.2 and newer\), logging only "User setting \(true\) will be ignored"/);
    assert.equal(findings(ID, `${ALOS}restore.consumer.allow.auto.create.topics=true\nglobal.consumer.allow.auto.create.topics=true\n`, opts).length, 2);
  });

  it('near miss: allow.auto.create.topics=false', () => {
    assert.deepEqual(findings(ID, `${ALOS}consumer.allow.auto.create.topics=false\nrestore.consumer.allow.auto.create.topics=false\n`, opts), []);
  });

  it('near misses: values Streams would pick anyway, exactly-once-only keys under at-least-once', () => {
    assert.deepEqual(findings(ID, `${EOS}consumer.enable.auto.commit=false\nconsumer.isolation.level=read_committed\n`, opts), []);
    assert.deepEqual(findings(ID, `${ALOS}producer.enable.idempotence=false\nconsumer.isolation.level=read_uncommitted\n`, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(streamsIgnoredClientKey));
});

describe('streams-ignored-client-key: group.id (Streams uses application.id)', () => {
  it('an unprefixed or consumer group.id other than application.id: a warning naming the group Streams uses', () => {
    const [d] = findings(ID, `${ALOS}group.id=ledger-group\n`, opts);
    assert.match(d.message, /^group\.id=ledger-group is not used: Kafka Streams always uses application\.id \('ledger'\) as its consumer group id/);
    assert.equal(findings(ID, `${ALOS}main.consumer.group.id=other\n`, opts).length, 1);
    const java = `import java.util.Properties;\nimport org.apache.kafka.clients.consumer.ConsumerConfig;\nimport org.apache.kafka.streams.*;\nclass App {\n  void run() {\n    Properties props = new Properties();\n    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "wordcount");\n    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "wordcount-group");\n    new KafkaStreams(new StreamsBuilder().build(), props).start();\n  }\n}\n`;
    assert.deepEqual(findings(ID, java, { fileName: 'App.java' }).map((x) => x.range.start.line), [8]);
  });
  it('near misses stay silent: group.id equal to application.id, a producer-prefixed key, no group.id', () => {
    assert.deepEqual(findings(ID, `${ALOS}group.id=ledger\n`, opts), []);
    assert.deepEqual(findings(ID, ALOS, opts), []);
  });
});
