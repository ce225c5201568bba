// The edit generator of the fuzz (test/support/fuzz.ts): a seeded PRNG, the real fixtures, and
// random edits — random text, Kafka-ish fragments, now and then a quick fix the server offered.
// Same seed ⇒ same edits, so a failure can be replayed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TextEdit } from 'vscode-languageserver-types';
import { Lines } from './lspLines';

export const ROOT = join(__dirname, '../..');

// ---------------------------------------------------------------- PRNG (mulberry32, 32-bit seed)

export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)];
  }
}

// ---------------------------------------------------------------- fixtures

export interface Fixture {
  /** Path relative to the repo, for messages. */
  name: string;
  /** Base name the service sees (decides the extractor: application.yml is Spring…). */
  base: string;
  languageId: string;
  kind: 'properties' | 'java' | 'ts' | 'yaml';
  text: string;
}

const KIND: Array<[RegExp, Fixture['kind'], string]> = [
  [/\.properties$/, 'properties', 'properties'],
  [/\.java$/, 'java', 'java'],
  [/\.ts$/, 'ts', 'typescript'],
  [/\.js$/, 'ts', 'javascript'],
  [/\.ya?ml$/, 'yaml', 'yaml'],
];

/** The fixture kind and VS Code language id a file name implies, if it is one the fuzz edits. */
export function kindOf(fileName: string): { kind: Fixture['kind']; languageId: string } | undefined {
  const k = KIND.find(([re]) => re.test(fileName));
  return k && { kind: k[1], languageId: k[2] };
}

/** The real fixtures and examples in .properties, Java, TS/JS and YAML (`dirs` relative to the repository). */
export function loadFixtures(dirs = ['examples', 'test/fixtures']): Fixture[] {
  const out: Fixture[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const n of readdirSync(dir).sort()) {
      const p = join(dir, n);
      if (n === 'node_modules') continue;
      if (statSync(p).isDirectory()) walk(p);
      else {
        const k = kindOf(n);
        // support.ts is test code next to the Java fixtures, not a fixture.
        if (k && n !== 'support.ts') out.push({ name: relative(ROOT, p), base: n, ...k, text: readFileSync(p, 'utf8') });
      }
    }
  };
  for (const d of dirs) walk(join(ROOT, d));
  return out;
}

// ---------------------------------------------------------------- edits

export interface Edit {
  kind: string;
  /** UTF-16 offsets in the text before the edit. */
  start: number;
  end: number;
  text: string;
}

const BREAKS = ['\n', '\r', '\r\n', '\n\n', '\r\r\n'];
const COMMON = [
  '=', ':', ' = ', '"', "'", '`', '{', '}', '(', ')', '[', ']', ',', ';', '.', '\\', '\\\n', '\\\r\n', '\\\\', '\\u', '\\u00', '\\u0041',
  '\\uZZZZ', '\\u12', '\\t', '#', '!', '//', '/*', '*/', ' ', '\t', '\f', '\x01', '\u0085', '\u00a0', '\ufeff', '\u200b', '\u2028', '\u2029', 'é', 'ß', '日本',
  '😀', '𝔘𝔫𝔦', '\ud83d', '\ude00', '\u0301', 'ﬀ', '-1', '0', '99999999999999999999', '1e309', '0x10', 'NaN', 'true', 'false', 'null',
  '${x}', '5ms', '16KB', '1MB', 'PT3S',
  '# kafka-tuning: record-bytes=512 rate=2000 partitions=4 p99-ms=50\n', 'kafka-tuning:', '// kafka-tuning: role=producer\n',
  '# kafka-tuning: client=java@3.9 record-bytes=\n', 'kafka-tuning: process-ms=abc bogus=1', '# kafka-tuning: record-bytes=99999999999999999999999\n',
];
const PROPS = [
  'linger.ms=', 'linger.ms=5\n', 'batch.size=16384\n', 'batch.size=1\n', 'acks=all\n', 'acks=0\n', 'enable.idempotence=false\n', 'compression.type=zstd\n',
  'max.in.flight.requests.per.connection=10\n', 'bootstrap.servers=localhost:9092\n', 'buffer.memory=1024\n', 'max.request.size=', 'retries=0\n',
  'transactional.id=tx\n', 'fetch.min.bytes=1048576\n', 'max.poll.records=', 'group.id=g\n', 'isolation.level=read_committed\n', 'min.insync.replicas=1\n',
  'producer.linger.ms=', 'consumer.', 'key\\ with\\ spaces=v\n', 'a:b\n', 'k = v \\\n   continued\n', 'unknown.key=1\n', 'linger.ms = \\u0035\n',
];
const JAVA = [
  'props.put(ProducerConfig.LINGER_MS_CONFIG, 5);\n', 'props.put("linger.ms", "5");\n', 'props.setProperty("acks", "0");\n', 'Properties props = new Properties();\n',
  'Map.of(', 'Map.ofEntries(Map.entry("batch.size", 1)', 'ProducerConfig.', 'ConsumerConfig.MAX_POLL_RECORDS_CONFIG', 'new KafkaProducer<>(props)',
  'new KafkaConsumer<String, String>(', '{{ put("acks", "all"); }}', '"""\n  text\n"""', 'public class X {', 'import static org.apache.kafka.clients.producer.ProducerConfig.*;\n',
  'static final int B = 64 * 1024;\n', '@Bean', 'Integer.toString(', '<String, String>', 'var x = ', 'ProducerConfig.BATCH_SIZE_CONFIG, "16384"',
];
const TS = [
  'kafka.producer({ ', 'idempotent: true, ', 'maxInFlightRequests: 5, ', 'compression: CompressionTypes.GZIP', "new Kafka({ clientId: 'x', brokers: ['a:9092'] })",
  "kafka.consumer({ groupId: 'g', sessionTimeout: 30000 })", '`', '${', '=>', 'async ', 'await producer.send({ acks: 0, messages: [] })', 'const cfg = { ...base, ',
  "new Producer({ 'linger.ms': 5, 'batch.num.messages': 1 })", "import { Kafka } from 'kafkajs';\n", '/* */', '<T>', '?.', 'as any', 'require("node-rdkafka")',
  'transactionalId: ', 'retry: { retries: 0 }', 'maxBytes: 1', 'minBytes: 1048576',
  // What joins a top-level statement to its neighbours (sites/ts/statementChunk.ts): a line that
  // continues the previous expression, a top-level await, an export or import.meta (module or
  // script), a shebang out of place, an else.
  ';\n(', '\n(x)', '\n[1]', '\n`t`', 'await ', 'export ', 'import.meta', '#!', '} else {',
];
const YAML = [
  'spring:\n  kafka:\n    producer:\n      ', '  batch-size: 16384\n', '      linger-ms: 5\n', 'properties:\n  "[linger.ms]": 5\n', '"[acks]": 0', '- ', '? ', '&a ', '*a',
  '!!binary ', '---\n', '...\n', '|\n', '>-\n', '\t', 'consumer:\n  max-poll-records: 1\n', 'acks: all', 'compression-type: gzip', 'bootstrap-servers: [a, b]',
  'spring.kafka.producer.acks=0\n', 'spring.kafka.properties.linger.ms=5\n', '{a: [', '# kafka-tuning: record-bytes=512\n', 'fetch-max-wait: 100ms', '  ', '      ',
];
const BY_KIND: Record<Fixture['kind'], string[]> = { properties: PROPS, java: JAVA, ts: TS, yaml: YAML };
const ALL_CODE = [...PROPS, ...JAVA, ...TS, ...YAML];

function randomChars(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = rng.next();
    if (r < 0.6) s += String.fromCharCode(32 + rng.int(95));
    else if (r < 0.7) s += rng.pick(BREAKS);
    else if (r < 0.8) s += String.fromCharCode(1 + rng.int(31)); // no NUL: a NUL marks a file binary (skipped)
    else if (r < 0.9) s += String.fromCharCode(0xa0 + rng.int(0xd7ff - 0xa0));
    else if (r < 0.97) s += String.fromCodePoint(0x10000 + rng.int(0x10ffff - 0x10000));
    else s += String.fromCharCode(0xd800 + rng.int(0x800)); // a lone surrogate now and then
  }
  return s;
}

function fragment(rng: Rng, kind: Fixture['kind'], text: string): string {
  const r = rng.next();
  if (r < 0.3) return rng.pick(COMMON);
  if (r < 0.6) return rng.pick(BY_KIND[kind]);
  if (r < 0.7) return rng.pick(ALL_CODE);
  if (r < 0.78) return rng.pick(BREAKS);
  if (r < 0.93) return randomChars(rng, 1 + rng.int(rng.chance(0.2) ? 200 : 12));
  if (r < 0.97 || text.length === 0) {
    // a very long line: one fragment repeated, or a long value after a key
    const unit = rng.chance(0.5) ? rng.pick(COMMON.concat(BY_KIND[kind])).replace(/[\r\n]/g, '') || 'x' : 'a';
    const target = 500 + rng.int(rng.chance(0.2) ? 20_000 : 3_000);
    return (rng.chance(0.5) ? 'linger.ms=' : '') + unit.repeat(Math.ceil(target / unit.length)).slice(0, target);
  }
  // copy-paste of a slice of the document itself
  const a = rng.int(text.length);
  return text.slice(a, a + 1 + rng.int(400));
}

/** Bounds the text so a long run keeps exercising edits, not a runaway megabyte document. */
const MAX_TEXT = 40_000;

/**
 * A random edit of `text`. `fixes` are the code-action edit lists the server offered for this text:
 * now and then one is applied, as a user accepting a quick fix would.
 */
export function randomEdit(rng: Rng, text: string, kind: Fixture['kind'], fixes: TextEdit[][] = []): Edit {
  const e = rawEdit(rng, text, kind, fixes);
  // No LSP position lies between the \r and \n of a CRLF (editors treat it as one break; a
  // server clamps such a position to the line end), so no edit starts or ends there.
  const snap = (o: number) => (text[o - 1] === '\r' && text[o] === '\n' ? o - 1 : o);
  return { ...e, start: snap(e.start), end: Math.max(snap(e.start), e.end === e.start ? snap(e.start) : text[e.end - 1] === '\r' && text[e.end] === '\n' ? e.end + 1 : e.end) };
}

function rawEdit(rng: Rng, text: string, kind: Fixture['kind'], fixes: TextEdit[][]): Edit {
  const len = text.length;
  const at = () => rng.int(len + 1);
  if (fixes.length > 0 && rng.chance(0.08)) {
    const fix = toEdit(text, rng.pick(fixes));
    if (fix) return fix;
  }
  if (len > MAX_TEXT) {
    const a = rng.int(len);
    return { kind: 'trim', start: a, end: Math.min(len, a + 1 + rng.int(len / 2)), text: '' };
  }
  if (kind === 'ts' && rng.chance(0.05)) {
    // A `;` that ends a line deleted: the next line may now continue this statement.
    const semis = [...text.matchAll(/;[ \t]*\r?\n/g)];
    if (semis.length > 0) {
      const at = rng.pick(semis).index;
      return { kind: 'delete', start: at, end: at + 1, text: '' };
    }
  }
  if ((kind === 'ts' || kind === 'java') && rng.chance(0.15)) {
    const id = identifierEdit(rng, text);
    if (id) return id;
  }
  const r = rng.next();
  if (r < 0.5 || len === 0) {
    const o = at();
    return { kind: 'insert', start: o, end: o, text: fragment(rng, kind, text) };
  }
  const a = at();
  const span = rng.chance(0.9) ? 1 + rng.int(rng.chance(0.3) ? 80 : 6) : 1 + rng.int(2_000);
  const b = Math.min(len, a + span);
  if (r < 0.8) return { kind: 'delete', start: a, end: b, text: '' };
  return { kind: 'replace', start: a, end: b, text: fragment(rng, kind, text) };
}

/**
 * An edit of one identifier of the code: renamed to another name the file uses (a client's
 * variable now names another one, a helper's call now calls another), given a character more or
 * one less (it binds nothing any more), or its occurrence deleted. What a site reads through names
 * (declarations, a send's producer, calls of a helper, a consumer's run/disconnect calls) is what
 * the per-statement caches of the TS and Java walks keep, so these edits aim at them; the oracle
 * compares the result with a fresh analysis.
 */
function identifierEdit(rng: Rng, text: string): Edit | undefined {
  const ids = [...text.matchAll(/[A-Za-z_$][\w$]*/g)];
  if (ids.length === 0) return undefined;
  const m = rng.pick(ids);
  const start = m.index;
  const end = start + m[0].length;
  const r = rng.next();
  if (r < 0.5) return { kind: 'rename', start, end, text: rng.pick(ids)[0] };
  if (r < 0.75) return { kind: 'rename', start, end, text: m[0] + rng.pick(['x', '1', '$', '_']) };
  if (r < 0.9 && m[0].length > 1) return { kind: 'rename', start, end, text: m[0].slice(0, -1) };
  return { kind: 'delete', start, end, text: '' };
}

/** Several non-overlapping TextEdits (one code action) as one replacement of the span they cover. */
function toEdit(text: string, edits: TextEdit[]): Edit | undefined {
  if (edits.length === 0) return undefined;
  const lines = new Lines(text);
  const spans = edits.map((e) => ({ a: lines.offset(e.range.start), b: lines.offset(e.range.end), t: e.newText })).sort((x, y) => x.a - y.a || x.b - y.b);
  for (let i = 1; i < spans.length; i++) if (spans[i].a < spans[i - 1].b) return undefined;
  const start = spans[0].a;
  const end = Math.max(...spans.map((s) => s.b));
  let out = '';
  let pos = start;
  for (const s of spans) {
    out += text.slice(pos, s.a) + s.t;
    pos = s.b;
  }
  out += text.slice(pos, end);
  return { kind: 'quickfix', start, end, text: out };
}

export function applyEdit(text: string, e: Edit): string {
  return text.slice(0, e.start) + e.text + text.slice(e.end);
}

/** JSON, plus \\u escapes for what would print as a plain space or nothing (U+2028 looked like " "). */
const visible = (s: string) => JSON.stringify(s).replace(/[\u0080-\u00a0\u2000-\u200f\u2028-\u202f\u2060-\u206f\ufeff\ufff9-\ufffb]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function describeEdit(e: Edit): string {
  const t = e.text.length > 160 ? `${visible(e.text.slice(0, 160))}… (${e.text.length} chars)` : visible(e.text);
  return `${e.kind} [${e.start}, ${e.end}) ← ${t}`;
}
