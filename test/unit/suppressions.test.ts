// Inline suppressions in every syntax the analysis reads, the quick fix that writes one, and the
// report of suppressions that silence nothing — through the same service the server and CLI run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, doc, lint, service } from '../support/service';
import { findSuppressions } from '../../server/src/service/suppressions';
import { keyMatcher } from '../../server/src/service/util/keyPattern';

const codes = (text: string, fileName: string, settings?: unknown) => lint(text, { fileName, settings }).map((d) => `${d.range.start.line}:${d.code}`);

/** Inserts the suppression quick fix offered for `code` and returns the new text. */
function suppressWithQuickFix(text: string, fileName: string, code: string): string {
  const s = service();
  const d = doc(text, fileName);
  const diag = s.diagnostics(d).find((x) => x.code === code);
  assert.ok(diag, `a ${code} finding to suppress in ${fileName}`);
  const action = s.codeActions(d, diag.range, ['quickfix']).find((a) => a.kind === 'quickfix.suppress' && a.diagnostics?.[0]?.code === code);
  assert.ok(action?.edit?.changes, `a suppress quick fix for ${code}`);
  return applyEdits(text, Object.values(action.edit.changes)[0]);
}

const kafkajs = `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ brokers: ['127.0.0.1:9092'] });
const producer = kafka.producer({ idempotent: true });
export async function run(events: string[]) {
  for (const e of events) {
    await producer.send({ topic: 'orders', acks: 1, messages: [{ value: e }] });
  }
}
`;

const CASES: Array<{ syntax: string; fileName: string; text: string; code: string; line: number }> = [
  { syntax: '.properties', fileName: 'producer.properties', text: 'acks=all\nlingr.ms=5\n', code: 'unknown-key', line: 1 },
  { syntax: 'Spring YAML', fileName: 'application.yml', text: 'spring:\n  kafka:\n    # kafka-tuning: record-bytes=512\n    producer:\n      batch-size: 1KB\n', code: 'batch-size-below-record', line: 4 },
  { syntax: 'TypeScript (kafkajs)', fileName: 'producer.ts', text: kafkajs, code: 'kafkajs-idempotent-acks', line: 5 },
  {
    syntax: 'Java',
    fileName: 'Producer.java',
    text: 'import java.util.Properties;\nimport org.apache.kafka.clients.producer.KafkaProducer;\nclass P {\n  KafkaProducer<String, String> p() {\n    Properties props = new Properties();\n    props.put("lingr.ms", "5");\n    return new KafkaProducer<>(props);\n  }\n}\n',
    code: 'unknown-key',
    line: 5,
  },
];

describe('kafka-tuning-disable-next-line', () => {
  for (const c of CASES) {
    it(`${c.syntax}: the quick fix writes a comment that silences exactly that finding`, () => {
      assert.ok(codes(c.text, c.fileName).includes(`${c.line}:${c.code}`), `fires before: ${codes(c.text, c.fileName).join(', ')}`);
      const fixed = suppressWithQuickFix(c.text, c.fileName, c.code);
      const inserted = fixed.split('\n')[c.line];
      assert.match(inserted, c.fileName.endsWith('.ts') || c.fileName.endsWith('.java') ? /^\s*\/\/ kafka-tuning-disable-next-line / : /^\s*# kafka-tuning-disable-next-line /);
      // Indented like the line it silences, so YAML stays valid.
      assert.equal(/^\s*/.exec(inserted)?.[0], /^\s*/.exec(c.text.split('\n')[c.line])?.[0]);
      const after = codes(fixed, c.fileName);
      assert.ok(!after.includes(`${c.line + 1}:${c.code}`), `silenced: ${after.join(', ')}`);
      assert.ok(!after.some((x) => x.endsWith(':unused-suppression')), `used: ${after.join(', ')}`);
      assert.ok(!after.some((x) => x.endsWith(':syntax')), `still parses: ${after.join(', ')}`);
    });
  }

  it('only the named rule on the next line is silenced; a reason after -- is allowed', () => {
    // acks=all makes it a Kafka file: one holding nothing but misspelt keys is not taken for one.
    const text = '# kafka-tuning-disable-next-line unknown-key -- read by our own wrapper\nlingr.ms=5\nbatch.sise=10\nacks=all\n';
    assert.deepEqual(codes(text, 'producer.properties').filter((x) => x.endsWith('unknown-key')), ['2:unknown-key']);
    const [s] = findSuppressions(text);
    assert.equal(s.reason, 'read by our own wrapper');
    assert.deepEqual(s.rules.map((r) => r.id), ['unknown-key']);
  });

  it('an unused suppression is reported where it is, naming the rule; a misspelt id says so', () => {
    const text = 'acks=all\n# kafka-tuning-disable-next-line unknown-key, unknwn-key\nlinger.ms=5\n';
    const unused = lint(text).filter((d) => d.code === 'unused-suppression');
    assert.equal(unused.length, 2);
    assert.equal(unused[0].range.start.line, 1);
    assert.match(unused[0].message, /no 'unknown-key' finding on the next line\.$/);
    assert.match(unused[1].message, /'unknwn-key' is not a rule id/);
    // Its level is set like a rule's: "off" silences the report.
    assert.equal(lint(text, { settings: { rules: { 'unused-suppression': 'off' } } }).filter((d) => d.code === 'unused-suppression').length, 0);
  });

  it('lines are counted as LSP counts them: a lone \\r ends a line (fuzz seed 20240611)', () => {
    const text = 'acks=all\rclient.id=a\r\n# kafka-tuning-disable-next-line unknown-key\rlingr.ms=5\n';
    const [s] = findSuppressions(text);
    assert.equal(s.line, 2);
    assert.deepEqual(s.rules[0].range, { start: { line: 2, character: 33 }, end: { line: 2, character: 44 } });
    assert.deepEqual(codes(text, 'producer.properties').filter((x) => /unknown-key|unused-suppression/.test(x)), []);
  });

  it('a marker inside a value or after code is not a suppression', () => {
    assert.equal(findSuppressions('client.id=x # kafka-tuning-disable-next-line unknown-key\n').length, 0);
    assert.equal(findSuppressions('# kafka-tuning-disable-next-lines unknown-key\n').length, 0);
    assert.equal(findSuppressions('/* kafka-tuning-disable-next-line unknown-key */\n')[0].rules[0].id, 'unknown-key');
  });

  it('no quick fix inside a .properties value continued with a backslash (a comment there would end it)', () => {
    const text = 'acks=all\nclient.id=a,\\\n  b\nlingr.ms=5\n';
    const s = service();
    const d = doc(text);
    const actions = s.codeActions(d, { start: { line: 2, character: 0 }, end: { line: 2, character: 3 } }, ['quickfix']);
    assert.ok(!actions.some((a) => a.kind === 'quickfix.suppress' && a.diagnostics?.[0]?.range.start.line === 2));
  });
});

describe('applicationKeys', () => {
  it('keeps unknown-key off the keys a project declares as its own, and only those', () => {
    const text = 'acks=all\napp.retry.count=3\nmyservice.a.b.c=1\nlingr.ms=5\n';
    const got = codes(text, 'producer.properties', { applicationKeys: ['app.*.count', 'myservice.**'] }).filter((x) => x.endsWith('unknown-key'));
    assert.deepEqual(got, ['3:unknown-key']);
    const matches = keyMatcher(['app.*']);
    assert.equal(matches('app.x'), true);
    assert.equal(matches('app.x.y'), false, '* stays inside one segment');
    assert.equal(matches('appx'), false);
  });
});
