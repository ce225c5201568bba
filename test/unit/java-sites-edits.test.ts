// Java fixes: each intent is applied, the result must still parse with java-parser, and extracting
// again must show the change (and the text must be spelled in the file's own style).
import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ConfigSite, FixIntent, SourceDocument } from '../../server/src/service/model';
import { javaEdits } from '../../server/src/service/sites/java';
import { parse } from 'java-parser';
import { catalog, doc, fixture, built } from '../fixtures/java/support';

function apply(d: SourceDocument, site: ConfigSite, intent: FixIntent): { text: string; after: ConfigSite[] } {
  const edits = javaEdits(d, site, intent, catalog);
  ok(edits.length > 0, 'expected edits');
  const text = TextDocument.applyEdits(TextDocument.create(d.uri, 'java', 1, d.text), edits);
  // java-parser (a devDependency kept for tests) stops at the first syntax error, like javac.
  ok(parses(text), `edited file must parse:\n${text}`);
  return { text, after: built({ ...d, text }) };
}

function parses(text: string): boolean {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}

const values = (s: ConfigSite) => Object.fromEntries(s.entries.map((e) => [e.key, e.value]));
const entry = (s: ConfigSite, key: string) => s.entries.find((e) => e.key === key)!;
const lineOf = (text: string, needle: string) => text.split('\n').find((l) => l.includes(needle));

describe('javaEdits: set an existing key keeps the value type', () => {
  const d = fixture('ProducerConstants.java');
  const [site] = built(d);
  const cases: [string, string, string][] = [
    ['linger.ms', '20', 'props.put(ProducerConfig.LINGER_MS_CONFIG, 20);'],
    ['batch.size', '131072', 'props.put(ProducerConfig.BATCH_SIZE_CONFIG, Integer.toString(131072));'],
    ['acks', '1', 'props.put(ProducerConfig.ACKS_CONFIG, "1");'],
    // The value was a method call: follow the siblings' dominant style (strings here).
    ['compression.type', 'zstd', 'props.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "zstd");'],
  ];
  for (const [key, value, line] of cases) {
    it(`${key}=${value}`, () => {
      const { text, after } = apply(d, site, { kind: 'set', key, value });
      strictEqual(lineOf(text, key === 'acks' ? 'ACKS_CONFIG' : line.slice(10, 40))?.trim(), line);
      strictEqual(values(after[0])[key], value);
    });
  }

  it('setProperty keeps String.valueOf and literals stay strings', () => {
    const p = fixture('SetPropertyLiterals.java');
    const [s] = built(p);
    const { text, after } = apply(p, s, { kind: 'set', key: 'request.timeout.ms', value: '5000' });
    strictEqual(lineOf(text, 'request.timeout.ms')?.trim(), 'p.setProperty("request.timeout.ms", String.valueOf(5000));');
    strictEqual(values(after[0])['request.timeout.ms'], '5000');
  });
});

describe('javaEdits: set a new key inserts next to its siblings', () => {
  it('qualified constant style, same indentation, after the last put', () => {
    const d = fixture('ProducerConstants.java');
    const { text, after } = apply(d, built(d)[0], { kind: 'set', key: 'enable.idempotence', value: 'true' });
    const lines = text.split('\n');
    strictEqual(lines[20], '        props.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");');
    strictEqual(values(after[0])['enable.idempotence'], 'true');
  });

  it('setProperty with string literals', () => {
    const d = fixture('SetPropertyLiterals.java');
    const { text, after } = apply(d, built(d)[0], { kind: 'set', key: 'linger.ms', value: '5' });
    strictEqual(text.split('\n')[10], '        p.setProperty("linger.ms", "5");');
    strictEqual(values(after[0])['linger.ms'], '5');
  });

  it('wildcard static import: bare constant, no new import', () => {
    const d = fixture('StaticImports.java');
    const { text, after } = apply(d, built(d)[0], { kind: 'set', key: 'max.poll.interval.ms', value: '60000' });
    strictEqual(text.split('\n')[15], '        cfg.put(MAX_POLL_INTERVAL_MS_CONFIG, 60000);');
    strictEqual(values(after[0])['max.poll.interval.ms'], '60000');
  });

  it('single static imports only: adds the import with the bare constant', () => {
    const d = doc(`import static org.apache.kafka.clients.producer.ProducerConfig.ACKS_CONFIG;

class S {
  java.util.Properties p() {
    java.util.Properties props = new java.util.Properties();
    props.put(ACKS_CONFIG, "all");
    return props;
  }
}
`);
    const { text, after } = apply(d, built(d)[0], { kind: 'set', key: 'linger.ms', value: '10' });
    ok(text.includes('import static org.apache.kafka.clients.producer.ProducerConfig.LINGER_MS_CONFIG;\n'));
    ok(text.includes('    props.put(LINGER_MS_CONFIG, "10");\n'));
    deepStrictEqual(values(after[0]), { acks: 'all', 'linger.ms': '10' });
  });

  it('Map.of on one line gets ", key, value" on that line', () => {
    const d = fixture('MapOf.java');
    const { text, after } = apply(d, built(d)[0], { kind: 'set', key: 'batch.size', value: '16384' });
    // 20 and "1": a tie, so the new value is a String.
    strictEqual(text.split('\n')[7].trim(), 'Map<String, Object> conf = Map.of("linger.ms", 20, "acks", "1", "batch.size", "16384");');
    deepStrictEqual(values(after[0]), { 'linger.ms': '20', acks: '1', 'batch.size': '16384' });
  });

  it('Map.ofEntries one per line gets a new entry(…) line', () => {
    const d = fixture('MapOfEntries.java');
    const { text, after } = apply(d, built(d)[0], { kind: 'set', key: 'fetch.min.bytes', value: '1024' });
    // One string and one 500L sibling: a tie goes to a String, and no L is copied to an INT key.
    strictEqual(text.split('\n')[13], '            entry(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, "1024"));');
    strictEqual(values(after[0])['fetch.min.bytes'], '1024');
  });

  it('double-brace init gets an unqualified put', () => {
    const d = fixture('DoubleBrace.java');
    const { text, after } = apply(d, built(d)[0], { kind: 'set', key: 'acks', value: 'all' });
    strictEqual(text.split('\n')[9], '        put("acks", "all");');
    strictEqual(values(after[0]).acks, 'all');
  });

  it('a map with no puts yet gets one after its declaration', () => {
    const d = doc(`class E {
  void m() {
    java.util.Properties props = new java.util.Properties();
    new KafkaProducer<>(props);
  }
}
`);
    const { text, after } = apply(d, built(d)[0], { kind: 'set', key: 'linger.ms', value: '5' });
    strictEqual(text.split('\n')[3], '    props.put("linger.ms", "5");');
    deepStrictEqual(values(after[0]), { 'linger.ms': '5' });
  });

  it('Map.of already at its ten-pair limit gets no edit rather than code that cannot compile', () => {
    const pairs = Array.from({ length: 10 }, (_, i) => `"k${i}.x", ${i}`).join(', ');
    const d = doc(`class T { Object m() { return new KafkaProducer<>(Map.of(${pairs})); } }\n`);
    deepStrictEqual(javaEdits(d, built(d)[0], { kind: 'set', key: 'linger.ms', value: '5' }, catalog), []);
  });
});

describe('javaEdits: remove, rename, edits', () => {
  it('remove deletes the whole statement line', () => {
    const d = fixture('ProducerConstants.java');
    const [site] = built(d);
    const { text, after } = apply(d, site, { kind: 'remove', entry: entry(site, 'linger.ms') });
    strictEqual(text.split('\n').length, d.text.split('\n').length - 1);
    deepStrictEqual(after[0].entries.map((e) => e.key), ['bootstrap.servers', 'batch.size', 'acks', 'key.serializer', 'compression.type']);
  });

  it('remove a Map.of pair takes its comma (last pair and first pair)', () => {
    const d = fixture('MapOf.java');
    const [one, multi] = built(d);
    const last = apply(d, one, { kind: 'remove', entry: entry(one, 'acks') });
    strictEqual(last.text.split('\n')[7].trim(), 'Map<String, Object> conf = Map.of("linger.ms", 20);');
    const first = apply(d, multi, { kind: 'remove', entry: entry(multi, 'bootstrap.servers') });
    deepStrictEqual(first.after[1].entries.map((e) => [e.key, e.value]), [['enable.idempotence', 'true']]);
    strictEqual(first.text.split('\n')[13], '            "enable.idempotence", true));');
  });

  it('remove an entry(…) from Map.ofEntries', () => {
    const d = fixture('MapOfEntries.java');
    const [site] = built(d);
    const { after } = apply(d, site, { kind: 'remove', entry: entry(site, 'max.poll.records') });
    deepStrictEqual(after[0].entries.map((e) => e.key), ['group.id']);
  });

  it('rename keeps a constant a constant and a literal a literal', () => {
    const c = fixture('ProducerConstants.java');
    const [cs] = built(c);
    const renamed = apply(c, cs, { kind: 'rename', entry: entry(cs, 'acks'), newKey: 'retries' });
    ok(renamed.text.includes('props.put(ProducerConfig.RETRIES_CONFIG, "all");'));
    strictEqual(values(renamed.after[0]).retries, 'all');
    const l = fixture('ConsumerApp.java');
    const [ls] = built(l);
    const lit = apply(l, ls, { kind: 'rename', entry: entry(ls, 'group.id'), newKey: 'group.instance.id' });
    ok(lit.text.includes('props.put("group.instance.id", "app");'));
  });

  it('edits pass through unchanged', () => {
    const d = fixture('ConsumerApp.java');
    const edits = [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: '// x\n' }];
    deepStrictEqual(javaEdits(d, built(d)[0], { kind: 'edits', edits }, catalog), edits);
  });
});
