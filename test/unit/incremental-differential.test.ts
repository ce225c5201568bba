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

// Untouched methods are not walked again: what walking each did is replayed (sites/java/collect.ts
// memberEffects), and the code-use pass reads each member once (codeUse.ts unitFacts). Each step
// below edits one place; the replayed methods must mean what a fresh walk says they mean.
describe('Java: replayed members equal a fresh walk', () => {
  const head = [
    'import java.util.HashMap;',
    'import java.util.Map;',
    'import java.util.Properties;',
    'import org.apache.kafka.clients.consumer.ConsumerRecord;',
    'import org.apache.kafka.clients.consumer.KafkaConsumer;',
    'import org.apache.kafka.clients.producer.KafkaProducer;',
    'import org.apache.kafka.clients.producer.ProducerConfig;',
    'import org.apache.kafka.clients.producer.ProducerRecord;',
    '',
  ].join('\n');
  const methods = [
    '  // kafka-tuning: rate=100',
    '  void configure() {',
    '    props.put(ProducerConfig.ACKS_CONFIG, "0");',
    '    props.put(ProducerConfig.LINGER_MS_CONFIG, 0);',
    '    producer = new KafkaProducer<>(props);',
    '  }',
    '',
    '  KafkaProducer<String, String> inline() {',
    '    // kafka-tuning: rate=500',
    '    return new KafkaProducer<>(Map.of("linger.ms", 0, "acks", "1"));',
    '  }',
    '',
    '  Properties braces() {',
    '    return new Properties() {{ put("batch.size", 1); put("linger.ms", 0); }};',
    '  }',
    '',
    '  void publish(String v) throws Exception {',
    '    for (int i = 0; i < 10; i++) {',
    '      producer.send(new ProducerRecord<>("orders", v)).get();',
    '      this.producer.flush();',
    '    }',
    '  }',
    '',
    '  void consume(KafkaConsumer<String, String> consumer) {',
    '    for (ConsumerRecord<String, String> r : consumer.poll(java.time.Duration.ofMillis(100))) {',
    '      consumer.commitSync();',
    '    }',
    '  }',
  ].join('\n');
  const fields = '  private Map<String, Object> props = new HashMap<>();\n  private KafkaProducer<String, String> producer;';
  const base = `${head}public class Orders {\n${fields}\n\n${methods}\n}\n`;
  const edit = (find: string, replace: string) => (t: string) => {
    assert.ok(t.includes(find), `the step's text ${JSON.stringify(find)} is in the file`);
    return t.replace(find, replace);
  };
  const steps: Array<[string, (t: string) => string]> = [
    ['a field becomes a String (the puts in configure() are no map)', edit('private Map<String, Object> props = new HashMap<>();', 'private String props = "";')],
    ['back to a map, declared without an initializer', edit('private String props = "";', 'private Map<String, Object> props;')],
    ['the producer field becomes an Object (its sends are no producer\'s)', edit('private KafkaProducer<String, String> producer;', 'private Object producer;')],
    ['and a producer again', edit('private Object producer;', 'private KafkaProducer<String, String> producer;')],
    ['the fields move below the methods (what a method reads depends on what comes before it)', (t) => t.replace(`${fields}\n`, '').replace(/\n}\n$/, `\n${fields}\n}\n`)],
    ['and back on top', (t) => t.replace(`\n${fields}\n}\n`, '\n}\n').replace('public class Orders {\n', `public class Orders {\n${fields}\n`)],
    ['lines inserted above everything (every member moves down)', edit('import java.util.HashMap;', 'import java.util.List;\nimport java.util.HashMap;\n\n')],
    ['characters inserted inside a line above the methods', edit('public class Orders {', 'public final class Orders {')],
    ['the class renamed', edit('public final class Orders {', 'public final class OrdersService {')],
    ['a method split in two', edit('    props.put(ProducerConfig.LINGER_MS_CONFIG, 0);\n', '  }\n  void more() {\n    props.put(ProducerConfig.LINGER_MS_CONFIG, 0);\n')],
    ['and merged again', edit('  }\n  void more() {\n', '')],
    ['two methods merged (a closing brace deleted)', edit('    return new KafkaProducer<>(Map.of("linger.ms", 0, "acks", "1"));\n  }\n', '    return new KafkaProducer<>(Map.of("linger.ms", 0, "acks", "1"));\n')],
    ['and split again', edit('    return new KafkaProducer<>(Map.of("linger.ms", 0, "acks", "1"));\n', '    return new KafkaProducer<>(Map.of("linger.ms", 0, "acks", "1"));\n  }\n')],
    ['a local that shadows the field map', edit('  void configure() {\n', '  void configure() {\n    Properties props = new Properties();\n')],
    ['a parameter that shadows it', edit('  void configure() {\n    Properties props = new Properties();\n', '  void configure(Map<String, Object> props) {\n')],
    ['a static initializer that writes the field map', edit('  // kafka-tuning: rate=100\n', '  { props.put("retries", 0); }\n  // kafka-tuning: rate=100\n')],
    ['a nested class with a field of the same name', edit('\n}\n', '\n  static class Inner {\n    private String props;\n    void f() { props.put("acks", "0"); }\n  }\n}\n')],
    ['lines removed above everything', edit('import java.util.List;\nimport java.util.HashMap;\n\n', 'import java.util.HashMap;\n')],
    ['a half-typed statement in one method', edit('      this.producer.flush();\n', '      this.producer.flush(\n')],
    ['and finished', edit('      this.producer.flush(\n', '      this.producer.flush();\n')],
  ];

  it('every step equals a from-scratch analysis', () => {
    const service = createLanguageService();
    const uri = 'file:///incremental/OrdersReplay.java';
    const seen = new Set<string>();
    let text = base;
    const check = (label: string) => {
      const doc = { uri, fileName: '/incremental/OrdersReplay.java', languageId: 'java', text };
      const diagnostics = service.diagnostics(doc);
      seen.add(JSON.stringify(diagnostics.map((d) => [d.code, d.range.start.line])));
      const problem = differsFromScratch(doc, diagnostics, service.sites(doc));
      assert.equal(problem, undefined, `${label}: ${problem}`);
    };
    check('the file');
    for (const [label, step] of steps) {
      text = step(text);
      check(label);
    }
    service.forget(uri);
    // The steps must move and change the findings, or they test nothing.
    assert.ok(seen.size >= 8, `only ${seen.size} different results over ${steps.length + 1} steps`);
  });
});
