// Completion and hover inside the `kafka-tuning:` directive (issue #20, point 4): the fields come
// from WORKLOAD_FIELDS and directive.ts, in every syntax a directive is written in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CompletionItem, MarkupContent } from 'vscode-languageserver-types';
import { ROLES, WORKLOAD_FIELDS } from '../../common/src/model';
import { DIRECTIVE_KEYS } from '../../server/src/service/directive';
import { caret, doc, service } from '../support/service';

const complete = (textWithCaret: string, fileName = 'producer.properties', settings?: unknown): CompletionItem[] => {
  const c = caret(textWithCaret);
  return service({ settings }).completion(doc(c.text, fileName), c.pos);
};
const labels = (items: CompletionItem[]) => items.map((i) => i.label);
const hoverText = (text: string, line: number, character: number, fileName = 'producer.properties', settings?: unknown): string | undefined => {
  const h = service({ settings }).hover(doc(text, fileName), { line, character });
  return h ? (h.contents as MarkupContent).value : undefined;
};

describe('directive completion', () => {
  it('after "kafka-tuning:" offers every field the parser reads, with its unit and meaning', () => {
    const items = complete('# kafka-tuning: |\nacks=all\n');
    assert.deepEqual(labels(items), DIRECTIVE_KEYS);
    const recordBytes = items.find((i) => i.label === 'record-bytes')!;
    assert.equal(recordBytes.detail, 'bytes, whole number');
    assert.match((recordBytes.documentation as MarkupContent).value, /^Average record value size in bytes\. .*`record-bytes=512` reads as 512 B\./s);
    assert.deepEqual(recordBytes.textEdit, { range: { start: { line: 0, character: 16 }, end: { line: 0, character: 16 } }, newText: 'record-bytes=' });
    assert.equal(items.find((i) => i.label === 'p99-ms')!.detail, 'milliseconds');
    assert.equal(items.find((i) => i.label === 'partitions')!.detail, 'a partition count, whole number ≥ 1');
    // One item per workload field in the shared model, none invented.
    assert.deepEqual(labels(items).slice(0, WORKLOAD_FIELDS.length), WORKLOAD_FIELDS.map((f) => f.directive));
  });

  it('replaces the word being typed, skips fields already written, and keeps a space after the colon', () => {
    const items = complete('# kafka-tuning: rate=2000 rec|');
    assert.ok(!labels(items).includes('rate'));
    assert.deepEqual(items.find((i) => i.label === 'record-bytes')!.textEdit, { range: { start: { line: 0, character: 26 }, end: { line: 0, character: 29 } }, newText: 'record-bytes=' });
    const glued = complete('# kafka-tuning:|');
    assert.equal((glued[0].textEdit as { newText: string }).newText, ' record-bytes=');
  });

  it('lists the values that can be listed: roles, client kinds, the shipped Kafka versions', () => {
    assert.deepEqual(labels(complete('# kafka-tuning: role=|')), [...ROLES]);
    const clients = complete('# kafka-tuning: rate=5 client=j|');
    assert.deepEqual(labels(clients).filter((l) => !l.includes('@')), ['java', 'kafkajs', 'librdkafka', 'confluent', 'node-rdkafka']);
    const versions = labels(clients).filter((l) => l.startsWith('java@'));
    assert.ok(versions.includes('java@4.1') && versions.includes('java@3.9'), versions.join(' '));
    assert.equal(clients.find((i) => i.label === 'java@3.9')!.detail, 'Java client, defaults and keys of Kafka 3.9.1');
    // The value replaces what follows "=", not the key.
    assert.deepEqual(clients[0].textEdit!, { range: { start: { line: 0, character: 30 }, end: { line: 0, character: 31 } }, newText: 'java' });
    // A number is not a list: nothing is offered rather than a guess.
    assert.deepEqual(complete('# kafka-tuning: rate=|'), []);
  });

  it('works in Java, TS/JS and Spring YAML comments', () => {
    assert.deepEqual(labels(complete('class A {\n  // kafka-tuning: |\n}\n', 'A.java')), DIRECTIVE_KEYS);
    assert.deepEqual(labels(complete('/* kafka-tuning: role=|  */\n', 'p.ts')), [...ROLES]);
    assert.deepEqual(labels(complete(' * kafka-tuning: |\n', 'p.js')), DIRECTIVE_KEYS);
    assert.deepEqual(labels(complete('spring:\n  kafka:\n    # kafka-tuning: |\n    producer:\n      acks: all\n', 'application.yml')), DIRECTIVE_KEYS);
  });

  it('near misses: other comments, text before the marker, and the key part of a line get no directive items', () => {
    assert.deepEqual(complete('# a note about kafka-tuning: |\nacks=all\n'), []);
    assert.deepEqual(complete('# kafka-tuning| rate=5\n'), []);
    // Inside a value continued with a backslash a # line is text (Properties.load), and a comment's backslash continues nothing.
    assert.deepEqual(complete('sasl.jaas.config=a \\\n  # kafka-tuning: |\n'), []);
    assert.deepEqual(labels(complete('# note \\\n# kafka-tuning: |\n')), DIRECTIVE_KEYS);
    // In Java a # is no comment; in .properties a // is no comment.
    assert.deepEqual(complete('class A { String s = "# kafka-tuning: |"; }\n', 'A.java'), []);
    assert.ok(!labels(complete('// kafka-tuning: |\n', 'producer.properties')).includes('record-bytes'));
  });
});

describe('directive hover', () => {
  const text = '# kafka-tuning: record-bytes=1536 rate=20000 p99-ms=120000 process-ms=0.5 client=java@3.9 role=producer\nbatch.size=16384\nlinger.ms=5\n# kafka-tuning: role=consumer\ngroup.id=g\n';

  it('says what each field means, its value in readable units, and which lines it applies to', () => {
    const h = hoverText(text, 0, 20)!;
    assert.match(h, /\| `record-bytes` \| 1536 \(1\.5 KiB\) \| Average record value size in bytes\. \|/);
    assert.match(h, /\| `rate` \| 20,000 records\/s \|/);
    assert.match(h, /\| `p99-ms` \| 120,000 ms \(2 min\) \|/);
    assert.match(h, /\| `process-ms` \| 0\.5 ms \|/);
    assert.match(h, /\| `client` \| Java client, defaults and keys of Kafka 3\.9\.1 \|/);
    assert.match(h, /\| `role` \| producer \|/);
    // Its scope ends where the next directive starts.
    assert.match(h, /Applies to `producer\.properties \(producer\)` \(lines 1–3\)\./);
    assert.match(h, /Not declared: `key-bytes`, `partitions`\. Rules that need them stay silent\./);
    assert.doesNotMatch(h, /Not understood/);
  });

  it('names the fields the settings fill in, and reports bad fields with the parser\'s words', () => {
    const h = hoverText('# kafka-tuning: rate=fast colour=red 12\nacks=all\n', 0, 5, 'producer.properties', { workload: { partitions: 6 } })!;
    assert.match(h, /\*\*Not understood\*\* \(ignored\):\n- 'rate' takes a number ≥ 0, found 'fast'\n- Unknown kafka-tuning directive key 'colour'\. Keys: record-bytes, .*\n- Expected key=value in the kafka-tuning directive, found '12'\./);
    assert.match(h, /From the workload settings: `partitions=6`\./);
  });

  it('Spring YAML: a directive above kafka: covers the sibling client blocks; a client it does not match is said to change nothing', () => {
    const yml = 'spring:\n  # kafka-tuning: partitions=4 client=kafkajs\n  kafka:\n    producer:\n      acks: all\n    consumer:\n      group-id: g\n';
    const h = hoverText(yml, 1, 10, 'application.yml')!;
    assert.match(h, /Applies to `application\.yml spring\.kafka\.producer` \(lines 4–5\), `application\.yml spring\.kafka\.consumer` \(lines 6–7\)\./);
    assert.match(h, /`client=kafkajs` does not change `application\.yml spring\.kafka\.producer`: that config is written for java\./);
    // Above producer: it is the producer's alone.
    const own = hoverText('spring:\n  kafka:\n    # kafka-tuning: partitions=4\n    producer:\n      acks: all\n    consumer:\n      group-id: g\n', 2, 8, 'application.yml')!;
    assert.match(own, /Applies to `application\.yml spring\.kafka\.producer` \(lines 4–5\)\.$/m);
  });

  it('Java and TS: a directive above a class reaches the configs below it', () => {
    const java = 'import java.util.Properties;\nimport org.apache.kafka.clients.producer.KafkaProducer;\n// kafka-tuning: record-bytes=512\nclass P {\n  KafkaProducer<String, String> make() {\n    Properties props = new Properties();\n    props.put("linger.ms", "5");\n    return new KafkaProducer<>(props);\n  }\n}\n';
    assert.match(hoverText(java, 2, 5, 'P.java')!, /\| `record-bytes` \| 512 B \|[^]*Applies to `[^`]+` \(lines? \d/);
    const ts = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['b:9092'] });\n// kafka-tuning: rate=100\nexport const p = kafka.producer({ idempotent: true });\n";
    assert.match(hoverText(ts, 2, 5, 'p.ts')!, /\| `rate` \| 100 records\/s \|[^]*Applies to `kafka\.producer/);
  });

  it('near misses: a directive with nothing below says so; off the comment the key hover answers', () => {
    const java = 'import java.util.Properties;\nclass P {\n  Properties make() {\n    Properties props = new Properties();\n    props.put("linger.ms", "5");\n    return props;\n  }\n}\n// kafka-tuning: rate=5\n';
    assert.match(hoverText(java, 8, 5, 'P.java')!, /Applies to no configuration yet/);
    // In .properties a directive opens a section of its own, even before any key is written.
    assert.match(hoverText('acks=all\n# kafka-tuning: rate=5\n', 1, 5)!, /Applies to `producer\.properties \(producer\)` \(line 2, no keys yet\)\./);
    assert.doesNotMatch(hoverText(text, 1, 2)!, /kafka-tuning directive/);
    assert.equal(hoverText('# just a comment\nacks=all\n', 0, 5), undefined);
  });
});
