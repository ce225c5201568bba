// Issue #20 point 7: one lens per config (the client puts "Benchmark this config" on the first line
// of each producer and consumer site, client/src/bench/ui/lens.ts), and no two actions with the
// same title in one code-action list, checked on every line of the files where configs share lines.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { doc, service } from '../support/service';

const ROOT = join(__dirname, '../..');
const FILES = [
  'examples/spring/src/main/resources/application.yml',
  'test/fixtures/spring/application.yml',
  'test/fixtures/spring/application.properties',
  'test/corpus/streams/streams.properties',
  'test/corpus/connect/worker.properties',
];

const analysed = (path: string) => {
  const s = service();
  const d = doc(readFileSync(join(ROOT, path), 'utf8'), path.split('/').pop());
  return { s, d, sites: s.analyze(d).sites };
};

describe('one lens per site', () => {
  for (const path of FILES) {
    it(`${path}: each producer and consumer config starts on a line of its own`, () => {
      const { sites } = analysed(path);
      const starts = sites.filter((x) => x.role === 'producer' || x.role === 'consumer').map((x) => x.range.start.line);
      assert.ok(starts.length > 0, 'a benchmarkable config is found');
      assert.equal(new Set(starts).size, starts.length, `start lines ${starts.join(', ')}`);
    });
  }

  it('a Streams file: producer.* and consumer.* groups start at their own first key, the plain keys at the top', () => {
    const text = 'application.id=a\nbootstrap.servers=b:9092\nproducer.linger.ms=20\nproducer.compression.type=lz4\nconsumer.max.poll.records=250\n';
    const sites = service().analyze(doc(text, 'streams.properties')).sites;
    assert.deepEqual(sites.map((s) => [s.label, s.range.start.line, s.range.end.line]), [
      ['streams.properties (streams)', 0, 4],
      ['producer.* in streams.properties', 2, 3],
      ['consumer.* in streams.properties', 4, 4],
    ]);
  });
});

describe('no duplicate titles in a code-action list', () => {
  for (const path of FILES) {
    it(`${path}: on every line`, () => {
      const { s, d } = analysed(path);
      const lines = d.text.split('\n').length;
      for (let line = 0; line < lines; line++) {
        const titles = s.codeActions(d, { start: { line, character: 0 }, end: { line, character: 1000 } }).map((a) => a.title);
        assert.deepEqual(titles.filter((t, i) => titles.indexOf(t) !== i), [], `line ${line + 1}`);
      }
    });
  }

  it('presets of configs sharing a line name their config; a selection over two same-named sections names the line too', () => {
    // The plain keys are the Streams application's and span the file; the producer.* group sits inside them.
    const text = 'group.id=g\nenable.auto.commit=false\nproducer.linger.ms=20\n';
    const titles = service().codeActions(doc(text, 'streams.properties'), { start: { line: 2, character: 0 }, end: { line: 2, character: 5 } }, ['refactor']).map((a) => a.title);
    assert.ok(titles.some((t) => t.startsWith('Kafka: tune producer for latency (producer.* in streams.properties) — ')), titles.join('\n'));
    assert.ok(!titles.some((t) => t.includes('streams.properties (streams)')), `the Streams application itself has no client preset:\n${titles.join('\n')}`);
    const two = '# kafka-tuning: rate=10\nacks=all\n# kafka-tuning: rate=20\nacks=all\n';
    const both = service().codeActions(doc(two), { start: { line: 0, character: 0 }, end: { line: 3, character: 8 } }, ['refactor']).map((a) => a.title);
    assert.ok(both.some((t) => t.includes('(producer.properties (producer), line 3)')), both.join('\n'));
    assert.equal(new Set(both).size, both.length);
  });

  it('near miss: one config alone keeps the short title', () => {
    const titles = service().codeActions(doc('acks=all\nlinger.ms=5\n'), { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } }, ['refactor']).map((a) => a.title);
    assert.ok(titles.length > 0 && titles.every((t) => !t.includes('producer.properties')), titles.join('\n'));
  });
});
