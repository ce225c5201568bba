// Incremental analysis equals analysis from scratch, over every file of the test corpus, the
// fixtures and the examples: one service receives a sequence of edits that ends at the file's text
// (a half-typed file, a deleted line, stray characters typed and removed, a line break), so each
// step reuses the previous step's syntax tree (TS/JS) and rule results; after every step its
// diagnostics and sites must equal those of a service that sees the text for the first time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLanguageService } from '../../server/src/service';
import { differsFromScratch } from '../support/fuzz';
import { loadFixtures } from '../support/fuzzEdits';

/** Texts that end at `text`, each a plausible state of the file while it is being written. */
function route(text: string): string[] {
  const at = (f: number) => {
    const i = text.indexOf('\n', Math.floor(text.length * f));
    return i < 0 ? text.length : i + 1;
  };
  const mid = at(0.5);
  const lineEnd = text.indexOf('\n', mid);
  const withoutLine = text.slice(0, mid) + (lineEnd < 0 ? '' : text.slice(lineEnd + 1));
  const insert = (o: number, s: string) => text.slice(0, o) + s + text.slice(o);
  return [
    text.slice(0, mid), // the first half typed
    withoutLine, // the rest pasted but for one line
    text, // the file
    insert(at(0.3), 'x'), // a stray character typed…
    text, // …and removed
    insert(at(0.7), '\n'), // a line break added…
    insert(Math.max(0, at(0.7) - 2), '0'), // …replaced by a digit elsewhere
    text.replace(/=/, '= '), // a space after the first '='
    text, // back to the file
  ];
}

describe('incremental analysis equals a from-scratch analysis', () => {
  const files = loadFixtures(['examples', 'test/fixtures', 'test/corpus']);

  it('covers the corpus, the fixtures and the examples in every language', () => {
    const kinds = new Set(files.map((f) => f.kind));
    assert.ok(files.length >= 50, `only ${files.length} files`);
    for (const k of ['properties', 'java', 'ts', 'yaml']) assert.ok([...kinds].some((x) => x === k), `no ${k} file in ${[...kinds].join(', ')}`);
  });

  for (const f of files) {
    it(f.name, () => {
      const service = createLanguageService();
      const uri = `file:///incremental/${f.base}`;
      route(f.text).forEach((text, step) => {
        const doc = { uri, fileName: `/incremental/${f.base}`, languageId: f.languageId, text };
        const problem = differsFromScratch(doc, service.diagnostics(doc), service.sites(doc));
        assert.equal(problem, undefined, `step ${step}: ${problem}`);
      });
      service.forget(uri);
    });
  }
});

// Java members an edit does not touch keep their syntax nodes and what was read from them
// (sites/java/collect.ts, codeUse.ts); what those members mean still depends on the others: a
// field's declared type decides whether a method's put is a site and whether its send is a
// producer's. Each step edits only the fields; the methods below are the same nodes throughout.
describe('Java: an edit to one class member changes what the untouched members mean', () => {
  const fields = [
    'private Map<String, Object> props = new HashMap<>();\n  private KafkaProducer<String, String> producer;',
    'private String props = "";\n  private KafkaProducer<String, String> producer;',
    'private String props = "";\n  private Object producer;',
    'private Map<String, Object> props = new HashMap<>();\n  private Object producer;',
    'private Map<String, Object> props = new HashMap<>();\n  private KafkaProducer<String, String> producer;',
  ];
  const file = (f: string) => [
    'import java.util.HashMap;',
    'import java.util.Map;',
    'import org.apache.kafka.clients.producer.KafkaProducer;',
    'import org.apache.kafka.clients.producer.ProducerConfig;',
    'import org.apache.kafka.clients.producer.ProducerRecord;',
    '',
    'public class Orders {',
    `  ${f}`,
    '',
    '  void configure() {',
    '    props.put(ProducerConfig.ACKS_CONFIG, "0");',
    '    props.put(ProducerConfig.LINGER_MS_CONFIG, 0);',
    '    producer = new KafkaProducer<>(props);',
    '  }',
    '',
    '  void publish(String v) {',
    '    producer.send(new ProducerRecord<>("orders", v));',
    '  }',
    '}',
    '',
  ].join('\n');

  it('every step equals a from-scratch analysis', () => {
    const service = createLanguageService();
    const uri = 'file:///incremental/Orders.java';
    const seen = new Set<string>();
    fields.forEach((f, step) => {
      const doc = { uri, fileName: '/incremental/Orders.java', languageId: 'java', text: file(f) };
      const diagnostics = service.diagnostics(doc);
      seen.add(JSON.stringify(diagnostics.map((d) => d.code)));
      const problem = differsFromScratch(doc, diagnostics, service.sites(doc));
      assert.equal(problem, undefined, `step ${step}: ${problem}`);
    });
    service.forget(uri);
    // The steps must change the answer, or they test nothing.
    assert.ok(seen.size >= 2, `every step gave the same diagnostics: ${[...seen].join(' | ')}`);
  });
});
