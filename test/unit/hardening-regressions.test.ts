// Regressions for bugs the fuzz and the hostile-file tests found (issue 6).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parenDepthExceeds } from '../../server/src/service/parse/nesting';
import { flattenYaml } from '../../server/src/service/sites/spring/flat';
import { closest, distanceWithin, editDistance, NearIndex } from '../../server/src/service/util/similar';
import { applyEdits, doc, service } from '../support/service';
import { Rng } from '../support/fuzzEdits';

describe('hardening regressions', () => {
  it('a preset on an empty single-line kafkajs object is one edit, not two overlapping ones (fuzz seed 777)', () => {
    for (const empty of ['{}', '{ }']) {
      const text = `import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'a', brokers: ['b:9092'] });\nconst p = kafka.producer(${empty});\n`;
      const s = service();
      const d = doc(text, 'p.ts');
      const actions = s.codeActions(d, { start: { line: 2, character: 0 }, end: { line: 2, character: 40 } }, ['refactor']);
      const durable = actions.find((a) => /durability/.test(a.title));
      assert.ok(durable, 'durability preset offered');
      const edits = durable.edit!.changes![d.uri];
      assert.equal(edits.length, 1, JSON.stringify(edits));
      const fixed = applyEdits(text, edits);
      assert.match(fixed, /kafka\.producer\(\{ idempotent: true, maxInFlightRequests: 5 \}\)/);
      // The fixed text analyses to the same site with both options set.
      const site = s.analyze(doc(fixed, 'p.ts')).sites.find((x) => x.role === 'producer')!;
      assert.deepEqual(site.entries.map((e) => e.key).sort(), ['enable.idempotence', 'max.in.flight.requests.per.connection']);
    }
  });

  it('distanceWithin is the edit distance capped at limit + 1 (the early exit changes no answer)', () => {
    const rng = new Rng(42);
    const word = () => Array.from({ length: rng.int(14) }, () => 'abc.ms'[rng.int(6)]).join('');
    for (let i = 0; i < 3000; i++) {
      const a = word();
      const b = word();
      const limit = rng.int(6);
      assert.equal(distanceWithin(a, b, limit), Math.min(editDistance(a, b), limit + 1), `${a} / ${b} / ${limit}`);
    }
  });

  it('NearIndex (prepared once per site for unknown-key) answers as the brute-force search', () => {
    const pool = ['linger.ms', 'batch.size', 'acks', 'fetch.min.bytes', 'fetch.max.bytes', 'max.poll.records', 'retries', 'retry.backoff.ms'];
    const brute = (w: string) => {
      const limit = Math.max(2, Math.floor(w.length / 3));
      return pool.map((c) => [c, editDistance(w.toLowerCase(), c.toLowerCase())] as const).filter(([, d]) => d <= limit)
        .sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0])).slice(0, 3).map(([c]) => c);
    };
    const index = new NearIndex(pool);
    for (const w of ['linger.msec', 'LINGER.MS', 'fetch.min.byte', 'acsk', 'retrys', 'x', 'batchsize', 'fetch.max.bites', 'app.key.123']) {
      assert.deepEqual(index.closest(w), brute(w), w);
      assert.deepEqual(closest(w, pool), brute(w), w);
    }
  });

  it('unknown-key still suggests the nearest key in a file with many unknown keys', () => {
    // acks=all: a file with no Kafka key at all is not analysed as Kafka config.
    let text = 'acks=all\n';
    for (let i = 0; i < 2000; i++) text += `app.key.${i}=v\n`;
    text += 'linger.msec=5\n';
    const all = service().diagnostics(doc(text, 'producer.properties'));
    const diags = all.filter((x) => x.code === 'unknown-key');
    // The 2000 application keys are one application-keys hint; the typo stays a warning.
    assert.equal(diags.length, 1);
    assert.match(diags[0].message, /Did you mean 'linger\.ms'\?/);
    assert.match(all.find((x) => x.code === 'application-keys')!.message, /^2000 keys here are not settings of any Kafka version/);
  });

  it('TS/JS ranges count lines as LSP does: a U+2028 in a comment does not shift them (fuzz seed 9001)', () => {
    const text = `import { Kafka } from 'kafkajs';\n// pasted text\u2028with a line separator\nconst kafka = new Kafka({ clientId: 'a', brokers: ['b:9092'] });\nconst p = kafka.producer({ idempotent: true, maxInFlightRequests: 10 });\n`;
    const d = doc(text, 'p.ts');
    const site = service().analyze(d).sites.find((x) => x.role === 'producer')!;
    const entry = site.entries.find((e) => e.rawKey === 'maxInFlightRequests')!;
    assert.equal(entry.keyRange.start.line, 3);
    const line = text.split('\n')[3];
    assert.equal(line.slice(entry.keyRange.start.character, entry.keyRange.end.character), 'maxInFlightRequests');
  });

  it('a Spring YAML value before a lone \\r ends on its own line (fuzz seed 9003: overlapping preset edits)', () => {
    const flat = flattenYaml('spring:\n  kafka:\n    producer:\n      acks: all\r');
    const acks = flat.entries.find((e) => e.name === 'spring.kafka.producer.acks')!;
    assert.deepEqual(acks.valueRange, { start: { line: 3, character: 12 }, end: { line: 3, character: 15 } });
    assert.deepEqual(acks.range.end, { line: 3, character: 15 });
  });

  it('a Java file with thousands of unclosed parentheses is skipped with a notice, not parsed into an out-of-memory (fuzz seed 20240611, step 6362)', () => {
    // The fuzzed edit typed 3,207 '(' between '=' and 'new HashMap<>()'; java-parser then ran a
    // 4 GB heap out of memory. Rebuilt here in the same shape.
    const text = `import java.util.*;\nimport org.apache.kafka.clients.producer.KafkaProducer;\nclass A {\n  void wire() {\n    Map<String, Object> base = linger.ms=${'('.repeat(3207)}new HashMap<>();\n    base.put("bootstrap.servers", "b:9092");\n    new KafkaProducer<>(base);\n  }\n}\n`;
    const diags = service().diagnostics(doc(text, 'A.java'));
    // The notice alone: the skip is decided before any parse.
    assert.deepEqual(diags.map((d) => d.code), ['file-too-nested']);
    assert.match(diags[0].message, /more than 64 deep/);
  });

  it('parenthesis depth: literals and comments do not count; hand-written nesting stays far below the limit', () => {
    assert.equal(parenDepthExceeds('x = ' + '('.repeat(65) + '1' + ')'.repeat(65), 64), true);
    assert.equal(parenDepthExceeds('x = ' + '('.repeat(64) + '1' + ')'.repeat(64), 64), false);
    assert.equal(parenDepthExceeds('s = "' + '('.repeat(200) + '"; c = \'(\'; // ' + '('.repeat(200) + '\n/* ' + '('.repeat(200) + ' */ f(g(h(1)));', 64), false);
    assert.equal(parenDepthExceeds('s = "unterminated ((((\n' + 'f(1);', 2), false);
    // Closing parentheses never make the depth negative: a stray ')' does not buy room for more '('.
    assert.equal(parenDepthExceeds(')'.repeat(10) + '('.repeat(5), 4), true);
  });
});
