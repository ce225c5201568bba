// A .properties document analysed edit by edit re-reads only the lines an edit touched
// (parse/propertiesIncremental.ts) and takes the sites of untouched sections again
// (sites/propertiesMemo.ts). Oracles: the updated parse equals a fresh parse (and the line index
// equals a fresh one) along seeded random edits of every .properties fixture; the analysis after
// each edit that changes what a section is (its directive, a directive line added or removed, a
// role-deciding key, a duplicate, a comment naming librdkafka, a continuation that swallows a
// directive, lines added, CRLF) equals a from-scratch analysis; and a one-character edit in one
// section of the 2,000-line benchmark file leaves the other sections' sites the same objects.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLanguageService } from '../../server/src/service';
import { LineIndex } from '../../server/src/service/parse/lineIndex';
import { forgetParsedEntries, parseProperties } from '../../server/src/service/parse/properties';
import { reparseProperties } from '../../server/src/service/parse/propertiesIncremental';
import { propertiesFile } from '../../scripts/bench/generatedFiles';
import { differsFromScratch } from '../support/fuzz';
import { loadFixtures, Rng } from '../support/fuzzEdits';

const FRAGMENTS = ['\n', '\r\n', '\r', '\\', '\\\n', '\\\r\n', '\\\\', '=', ' ', '#', '!', ':', 'acks', '0', '\\u00', 'linger.ms=5\n', '# kafka-tuning: role=consumer\n', 'a\\\n  b=1\n'];
const starts = (l: LineIndex) => (l as unknown as { starts: number[] }).starts;

describe('.properties parse updated for an edit equals a fresh parse', () => {
  const files = loadFixtures(['examples', 'test/fixtures', 'test/corpus']).filter((f) => f.kind === 'properties');
  it('has .properties fixtures', () => assert.ok(files.length >= 5, `only ${files.length}`));
  for (const f of files) {
    it(f.name, () => {
      const rng = new Rng(77);
      let text = f.text;
      let parsed = parseProperties(text);
      for (let step = 0; step < 150; step++) {
        const at = rng.int(text.length + 1);
        const cut = rng.chance(0.4) ? rng.int(Math.min(12, text.length - at) + 1) : 0;
        const next = text.slice(0, at) + (rng.chance(0.8) ? rng.pick(FRAGMENTS) : '') + text.slice(at + cut);
        const warm = reparseProperties(text, parsed, next);
        forgetParsedEntries();
        const cold = parseProperties(next);
        const where = `step ${step}: ${JSON.stringify(text.slice(Math.max(0, at - 20), at + 20))} at ${at}`;
        assert.deepEqual(starts(warm.lines), starts(new LineIndex(next)), `line index, ${where}`);
        assert.deepEqual({ ...warm, lines: undefined }, { ...cold, lines: undefined }, where);
        text = next;
        parsed = warm;
      }
    });
  }

  it('keeps the entries of lines the edit did not touch as the same objects', () => {
    const text = 'acks=all\nlinger.ms=5\nbatch.size=16384\ncompression.type=lz4\n';
    const before = parseProperties(text);
    const after = reparseProperties(text, before, text.replace('batch.size=16384', 'batch.size=26384'));
    assert.equal(after.entries.length, 4);
    assert.equal(after.entries[0], before.entries[0]);
    assert.equal(after.entries[3], before.entries[3]);
    assert.equal(after.entries[2].value, '26384');
    // A line added above moves what follows: copies one line down.
    const moved = reparseProperties(text, before, `# top\n${text}`);
    assert.deepEqual(moved.entries.map((e) => e.keyRange.start.line), [1, 2, 3, 4]);
  });
});

const BASE = [
  '# the orders service',
  '# kafka-tuning: role=producer rate=1000',
  'bootstrap.servers=localhost:9092',
  'acks=all',
  'security.protocol=SASL_SSL',
  'sasl.mechanism=PLAIN',
  'linger.ms=5',
  '',
  '# kafka-tuning: rate=200',
  'group.id=orders',
  'enable.auto.commit=false',
  'max.poll.records=500',
  '',
  'bootstrap.servers=b:9092',
  'key.serializer=org.apache.kafka.common.serialization.StringSerializer',
  '',
].join('\n');

/** Each step's text, from the one before: what changes a section's role, bounds, dialect or ids. */
const STEPS: Array<[string, (t: string) => string]> = [
  ['the file', (t) => t],
  ['a comment made to name librdkafka (the Java-only keys still outvote it)', (t) => t.replace('the orders service', 'read by confluent-kafka-python')],
  ['a key in the last section made librdkafka\'s: every section changes dialect, lines and entries above stay', (t) => t.replace('key.serializer=org.apache.kafka.common.serialization.StringSerializer', 'enable.partition.eof=true')],
  ['…and back', () => BASE],
  ['a directive\'s role changed', (t) => t.replace('role=producer', 'role=consumer')],
  ['…and back', (t) => t.replace('role=consumer', 'role=producer')],
  ['a directive line removed: two sections become one', (t) => t.replace('# kafka-tuning: rate=200\n', '')],
  ['…and put back', () => BASE],
  ['a directive line added inside a section', (t) => t.replace('linger.ms=5\n', '# kafka-tuning: role=consumer\nlinger.ms=5\n')],
  ['…and removed', (t) => t.replace('# kafka-tuning: role=consumer\nlinger.ms=5\n', 'linger.ms=5\n')],
  ['a role-deciding key: group.id becomes transactional.id', (t) => t.replace('group.id=orders', 'transactional.id=orders')],
  ['a duplicate key', (t) => t.replace('acks=all\n', 'acks=all\nacks=1\n')],
  ['the duplicate typed over', (t) => t.replace('acks=1\n', 'acks=2\n')],
  ['a comment naming librdkafka: every section changes dialect', (t) => `# read by confluent-kafka-python\n${t}`],
  ['…and removed', (t) => t.replace('# read by confluent-kafka-python\n', '')],
  ['a continuation that swallows the directive below', (t) => t.replace('linger.ms=5\n\n# kafka-tuning', 'linger.ms=5\\\n# kafka-tuning')],
  ['…undone', (t) => t.replace('linger.ms=5\\\n# kafka-tuning', 'linger.ms=5\n\n# kafka-tuning')],
  ['a line break at the top: every line moves', (t) => `\n${t}`],
  ['a character typed at the top', (t) => `x${t}`],
  ['…removed', (t) => t.slice(1)],
  ['lines across two sections deleted', (t) => t.replace('linger.ms=5\n\n# kafka-tuning: rate=200\ntransactional.id', 'transactional.id')],
  ['back to the file', () => BASE],
  ['a line below the first section names sasl.jaas.config: the first section\'s site is the same object, its finding is not', (t) => `${t}# sasl.jaas.config comes from the vault\n`],
  ['…and removed', () => BASE],
  ['a template line', (t) => t.replace('acks=all\n', '{% if tls %}\nacks=all\n')],
  ['a malformed \\u escape', (t) => t.replace('max.poll.records=500', 'max.poll.records=\\u50')],
  ['CRLF line breaks', (t) => t.replace(/\n/g, '\r\n')],
  ['a value typed in a CRLF file', (t) => t.replace('linger.ms=5', 'linger.ms=50')],
  ['back to the file', () => BASE],
];

describe('.properties: edits that change what a section is equal a from-scratch analysis', () => {
  it('every step', () => {
    const service = createLanguageService();
    const uri = 'file:///incremental/sections/client.properties';
    let text = BASE;
    const seen = new Set<string>();
    for (const [what, edit] of STEPS) {
      const next = edit(text);
      // Each step must be an edit (the replacements above find their text), or it tests nothing.
      if (what !== 'the file') assert.notEqual(next, text, what);
      text = next;
      const doc = { uri, fileName: '/incremental/sections/client.properties', languageId: 'properties', text };
      const diagnostics = service.diagnostics(doc);
      const sites = service.sites(doc);
      seen.add(JSON.stringify([sites.map((s) => [s.role, s.client]), diagnostics.map((d) => d.code)]));
      assert.equal(differsFromScratch(doc, diagnostics, sites), undefined, what);
    }
    service.forget(uri);
    assert.ok(seen.size >= 6, `the steps changed too little: ${seen.size} distinct answers`);
  });
});

describe('.properties: a one-character edit keeps the other sections\' sites', () => {
  it('49 of the 50 sites of the 2,000-line file are the same objects after an edit in one section', () => {
    const service = createLanguageService();
    const uri = 'file:///incremental/producer-2000.properties';
    const doc = (text: string) => ({ uri, fileName: '/incremental/producer-2000.properties', languageId: 'properties', text });
    const text = propertiesFile();
    const before = service.analyze(doc(text)).sites;
    const at = text.indexOf('linger.ms=', text.length >> 1) + 'linger.ms='.length;
    const edited = text.slice(0, at) + '7' + text.slice(at + 1);
    const after = service.analyze(doc(edited)).sites;
    service.forget(uri);
    assert.equal(after.length, 50);
    const kept = after.filter((s, i) => s === before[i]).length;
    assert.equal(kept, 49);
    const changed = after.find((s, i) => s !== before[i])!;
    assert.equal(changed.entries.find((e) => e.key === 'linger.ms')?.value, '7');
  });
});

describe('.properties: random edits, each analysis equal to a from-scratch one', () => {
  // Sections, directives and continuations typed and deleted at random over the benchmark file's
  // first 400 lines and every .properties fixture; the same edit fragments as the parse test.
  const files = [
    { name: 'producer-400.properties', text: propertiesFile(400) },
    ...loadFixtures(['examples', 'test/fixtures', 'test/corpus']).filter((f) => f.kind === 'properties').map((f) => ({ name: f.base, text: f.text })),
  ];
  for (const f of files) {
    it(f.name, () => {
      const rng = new Rng(101);
      const service = createLanguageService();
      const uri = `file:///incremental/random/${f.name}`;
      let text = f.text;
      for (let step = 0; step < 40; step++) {
        // Mostly one-line edits near each other, as typing is; sometimes a jump.
        const at = rng.int(text.length + 1);
        const cut = rng.chance(0.3) ? rng.int(Math.min(12, text.length - at) + 1) : 0;
        text = text.slice(0, at) + (rng.chance(0.85) ? rng.pick(FRAGMENTS) : '') + text.slice(at + cut);
        const doc = { uri, fileName: `/incremental/random/${f.name}`, languageId: 'properties', text };
        const problem = differsFromScratch(doc, service.diagnostics(doc), service.sites(doc));
        assert.equal(problem, undefined, `step ${step}: ${problem}`);
      }
      service.forget(uri);
    });
  }
});
