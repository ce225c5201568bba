// Fuzzed editing: a seeded PRNG replays random edits (random text and Kafka-ish fragments) over
// the real fixtures, and after every step checks what any editor relies on: the server answers,
// every range it returns lies inside the document, nothing throws, memory stays bounded.
// Two drivers share the edit generator and the checks:
//   fuzzInProcess — the pure language service, fast (most edits run here);
//   fuzzStdio     — the bundled server over stdio, full LSP (incremental didChange, then the
//                   publish for that version, then hover and code actions).
// Same seed ⇒ same edits: a failure names the seed, the step and the edit, and dumps the text.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import type { CodeAction, Command, Diagnostic, Hover, Position, Range, TextEdit } from 'vscode-languageserver-types';
import {
  CodeActionRequest,
  CompletionRequest,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  LogMessageNotification,
  MessageType,
  ShutdownRequest,
} from 'vscode-languageserver-protocol/node';
import { createLanguageService } from '../../server/src/service';
import { TestClient } from './lspClient';

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

/** The real fixtures and examples in .properties, Java, TS/JS and YAML. */
export function loadFixtures(): Fixture[] {
  const out: Fixture[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const n of readdirSync(dir).sort()) {
      const p = join(dir, n);
      if (n === 'node_modules') continue;
      if (statSync(p).isDirectory()) walk(p);
      else {
        const k = KIND.find(([re]) => re.test(n));
        // support.ts is test code next to the Java fixtures, not a fixture.
        if (k && n !== 'support.ts') out.push({ name: relative(ROOT, p), base: n, kind: k[1], languageId: k[2], text: readFileSync(p, 'utf8') });
      }
    }
  };
  walk(join(ROOT, 'examples'));
  walk(join(ROOT, 'test/fixtures'));
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

// ---------------------------------------------------------------- the oracle: LSP line semantics

/** Lines as LSP counts them (breaks: \r\n, \r, \n; columns in UTF-16 code units) — independent of the server's LineIndex. */
export class Lines {
  readonly starts: number[] = [0];
  /** Length of each line without its break. */
  readonly lengths: number[] = [];
  constructor(readonly text: string) {
    const re = /\r\n|\r|\n/g;
    let prev = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      this.lengths.push(m.index - prev);
      prev = m.index + m[0].length;
      this.starts.push(prev);
    }
    this.lengths.push(text.length - prev);
  }
  get lineCount(): number {
    return this.starts.length;
  }
  position(offset: number): Position {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: offset - this.starts[lo] };
  }
  offset(p: Position): number {
    if (p.line >= this.starts.length) return this.text.length;
    return this.starts[p.line] + Math.min(Math.max(0, p.character), this.lengths[p.line]);
  }
  randomPosition(rng: Rng): Position {
    if (rng.chance(0.03)) return { line: rng.int(this.lineCount + 5), character: rng.int(50_000) }; // past the end: clients do send these
    const line = rng.int(this.lineCount);
    return { line, character: rng.int(this.lengths[line] + 1) };
  }
}

const posStr = (p: Position) => `${p.line}:${p.character}`;

export function checkRange(lines: Lines, r: Range | undefined, what: string): string | undefined {
  if (!r || !r.start || !r.end) return `${what}: no range`;
  for (const p of [r.start, r.end]) {
    if (!Number.isInteger(p.line) || !Number.isInteger(p.character) || p.line < 0 || p.character < 0) return `${what}: bad position ${JSON.stringify(p)}`;
    if (p.line >= lines.lineCount) return `${what}: line ${p.line} ≥ lineCount ${lines.lineCount} (range ${posStr(r.start)}-${posStr(r.end)})`;
    if (p.character > lines.lengths[p.line]) return `${what}: character ${p.character} > length ${lines.lengths[p.line]} of line ${p.line} (range ${posStr(r.start)}-${posStr(r.end)})`;
  }
  if (r.start.line > r.end.line || (r.start.line === r.end.line && r.start.character > r.end.character)) return `${what}: start after end (${posStr(r.start)}-${posStr(r.end)})`;
  return undefined;
}

export function checkDiagnostics(lines: Lines, diags: Diagnostic[]): string | undefined {
  for (const d of diags) {
    const bad = checkRange(lines, d.range, `diagnostic ${String(d.code)} "${d.message.slice(0, 80)}"`);
    if (bad) return bad;
    if (typeof d.message !== 'string' || d.message.length === 0) return `diagnostic ${String(d.code)}: empty message`;
  }
  return undefined;
}

/** Every edit of every action targets this document, lies inside it, and the edits of one action do not overlap. */
export function checkCodeActions(lines: Lines, uri: string, actions: Array<CodeAction | Command> | null | undefined): string | undefined {
  if (!Array.isArray(actions)) return `code actions: expected an array, got ${JSON.stringify(actions)}`;
  for (const a of actions) {
    if (!('edit' in a) || !a.edit) continue;
    const changes = a.edit.changes ?? {};
    for (const [u, edits] of Object.entries(changes)) {
      if (u !== uri) return `code action "${a.title}" edits another document ${u}`;
      for (const e of edits) {
        const bad = checkRange(lines, e.range, `code action "${a.title}" edit`);
        if (bad) return bad;
      }
      const sorted = edits.map((e) => [lines.offset(e.range.start), lines.offset(e.range.end)]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
      for (let i = 1; i < sorted.length; i++) if (sorted[i][0] < sorted[i - 1][1]) return `code action "${a.title}": overlapping edits`;
    }
    if (a.edit.documentChanges) return `code action "${a.title}": unexpected documentChanges`;
  }
  return undefined;
}

export function checkHover(lines: Lines, h: Hover | null | undefined): string | undefined {
  if (h === null || h === undefined) return undefined;
  if (!h.contents) return 'hover without contents';
  return h.range ? checkRange(lines, h.range, 'hover range') : undefined;
}

const fixEdits = (uri: string, actions: Array<CodeAction | Command> | null | undefined): TextEdit[][] =>
  (actions ?? []).flatMap((a) => ('edit' in a && a.edit?.changes?.[uri] ? [a.edit.changes[uri]] : []));

// ---------------------------------------------------------------- failures and reports

export class FuzzFailure extends Error {
  readonly dump: string | undefined;
  constructor(readonly info: { mode: string; seed: number; step: number; fixture: string; edit?: Edit; problem: string; before?: string; edits: number; request?: unknown }) {
    // JSON, not the raw text: a lone surrogate would not survive a UTF-8 file.
    const dump = info.before === undefined ? undefined : join(mkdtempSync(join(tmpdir(), 'kt-fuzz-')), `step-${info.step}-${basename(info.fixture)}.json`);
    if (dump) writeFileSync(dump, JSON.stringify({ fixture: info.fixture, seed: info.seed, step: info.step, problem: info.problem, before: info.before, edit: info.edit, request: info.request }, null, 1));
    super(
      `fuzz ${info.mode} failed — seed ${info.seed}, step ${info.step}, fixture ${info.fixture}\n` +
        `  problem: ${info.problem}\n` +
        `  edit:    ${info.edit ? describeEdit(info.edit) : '(none: initial text)'}\n` +
        (info.request ? `  request: ${JSON.stringify(info.request)}\n` : '') +
        (dump ? `  text before the edit, the edit and the request: ${dump}\n` : '') +
        `  reproduce: npm run fuzz -- --mode ${info.mode} --seed ${info.seed} --edits ${info.edits}`,
    );
    this.dump = dump;
  }
}

export interface FuzzReport {
  mode: 'in-process' | 'stdio';
  seed: number;
  edits: number;
  /** Checkpoints: after every edit in-process; after each publish over stdio. */
  steps: number;
  ms: number;
  diagnostics: number;
  codeActions: number;
  quickFixesApplied: number;
  /** heapUsed (in-process) or the server's resident set (stdio), in MB, at the end. */
  memoryMB: number;
  peakMemoryMB: number;
}

export interface FuzzOptions {
  seed: number;
  edits: number;
  /** Edits before the document is reset to a fresh fixture. */
  editsPerRound?: number;
  /** Fails the run if memory (heapUsed in-process, server RSS over stdio) goes over this. */
  memoryCapMB?: number;
  progress?: (done: number, total: number) => void;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

// ---------------------------------------------------------------- driver (a): the language service in this process

export async function fuzzInProcess(opts: FuzzOptions): Promise<FuzzReport> {
  const fixtures = loadFixtures();
  const rng = new Rng(opts.seed);
  const start = rng.int(fixtures.length);
  const service = createLanguageService();
  const cap = opts.memoryCapMB ?? 1024;
  const perRound = opts.editsPerRound ?? 40;
  const report: FuzzReport = { mode: 'in-process', seed: opts.seed, edits: 0, steps: 0, ms: 0, diagnostics: 0, codeActions: 0, quickFixesApplied: 0, memoryMB: 0, peakMemoryMB: 0 };
  // Thrown anywhere (a rule that throws is caught and logged by analyze(): that is a bug too).
  const escaped: string[] = [];
  const onError = (e: unknown) => escaped.push(`uncaught: ${(e as Error)?.stack ?? e}`);
  const onRejection = (e: unknown) => escaped.push(`unhandled rejection: ${(e as Error)?.stack ?? e}`);
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onRejection);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => void escaped.push(`console.error: ${args.map(String).join(' ')}`);
  const t0 = Date.now();
  let round = 0;
  try {
    while (report.edits < opts.edits) {
      // Round-robin from a seeded start: every fixture (and so every language) gets its turn.
      const fx = fixtures[(start + round) % fixtures.length];
      const uri = `file:///fuzz/r${round++}/${fx.base}`;
      const fileName = `/fuzz/${fx.base}`;
      let text = fx.text;
      let fixes: TextEdit[][] = [];
      const n = Math.min(perRound, opts.edits - report.edits);
      for (let i = 0; i <= n; i++) {
        const before = text;
        const edit = i === 0 ? undefined : randomEdit(rng, text, fx.kind, fixes);
        if (edit) {
          text = applyEdit(text, edit);
          report.edits++;
          if (edit.kind === 'quickfix') report.quickFixesApplied++;
        }
        let request: unknown;
        const fail = (problem: string) =>
          new FuzzFailure({ mode: 'in-process', seed: opts.seed, step: report.edits, fixture: fx.name, edit, problem, before, edits: opts.edits, request });
        const doc = { uri, fileName, languageId: fx.languageId, text };
        const lines = new Lines(text);
        let bad: string | undefined;
        try {
          const diags = service.diagnostics(doc);
          report.diagnostics += diags.length;
          bad = checkDiagnostics(lines, diags);
          const hoverAt = lines.randomPosition(rng);
          if (!bad) request = { hover: hoverAt };
          if (!bad) bad = checkHover(lines, service.hover(doc, hoverAt));
          if (!bad) {
            const pick = diags.length > 0 && rng.chance(0.7) ? rng.pick(diags).range : { start: lines.randomPosition(rng), end: lines.randomPosition(rng) };
            const range = lines.offset(pick.start) <= lines.offset(pick.end) ? pick : { start: pick.end, end: pick.start };
            request = { codeAction: range };
            const actions = service.codeActions(doc, range);
            report.codeActions += actions.length;
            bad = checkCodeActions(lines, uri, actions);
            fixes = fixEdits(uri, actions);
          }
          if (!bad && rng.chance(0.2)) {
            const at = lines.randomPosition(rng);
            request = { completion: at };
            const items = service.completion(doc, at);
            for (const it of items) {
              const te = it.textEdit;
              if (te && 'range' in te) bad ??= checkRange(lines, te.range, `completion "${it.label}" edit`);
              for (const ae of it.additionalTextEdits ?? []) bad ??= checkRange(lines, ae.range, `completion "${it.label}" additional edit`);
            }
          }
        } catch (e) {
          bad = `threw: ${(e as Error)?.stack ?? e}`;
        }
        if (!bad && escaped.length > 0) bad = escaped.join('\n');
        if (bad) throw fail(bad);
        report.steps++;
        // Yield after every step: pending rejections surface, and a concurrent stdio run keeps its event loop.
        await new Promise((r) => setImmediate(r));
      }
      service.forget(uri);
      // Sample memory, report progress.
      const heap = mb(process.memoryUsage().heapUsed);
      report.peakMemoryMB = Math.max(report.peakMemoryMB, heap);
      if (heap > cap) throw new FuzzFailure({ mode: 'in-process', seed: opts.seed, step: report.edits, fixture: fx.name, problem: `heapUsed ${heap} MB over the ${cap} MB cap`, edits: opts.edits });
      opts.progress?.(report.edits, opts.edits);
    }
  } finally {
    console.error = consoleError;
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onRejection);
  }
  report.ms = Date.now() - t0;
  report.memoryMB = mb(process.memoryUsage().heapUsed);
  return report;
}

/**
 * Re-checks one dumped failure (the JSON a FuzzFailure writes) in process: the edit, then the
 * diagnostics, the failing request and code actions over the whole document. Returns the problem
 * or undefined once fixed.
 */
export function replayFailure(dumpPath: string): string | undefined {
  const j = JSON.parse(readFileSync(dumpPath, 'utf8')) as { fixture: string; before: string; edit?: Edit; request?: { hover?: Position; codeAction?: Range; completion?: Position } };
  const base = basename(j.fixture);
  const k = KIND.find(([re]) => re.test(base));
  const text = j.edit ? applyEdit(j.before, j.edit) : j.before;
  const doc = { uri: `file:///fuzz/replay/${base}`, fileName: `/fuzz/${base}`, languageId: k?.[2] ?? 'plaintext', text };
  const service = createLanguageService();
  const lines = new Lines(text);
  const all = { start: { line: 0, character: 0 }, end: { line: lines.lineCount - 1, character: lines.lengths[lines.lineCount - 1] } };
  const diags = service.diagnostics(doc);
  return checkDiagnostics(lines, diags)
    ?? (j.request?.hover ? checkHover(lines, service.hover(doc, j.request.hover)) : undefined)
    ?? (j.request?.codeAction ? checkCodeActions(lines, doc.uri, service.codeActions(doc, j.request.codeAction)) : undefined)
    ?? checkCodeActions(lines, doc.uri, service.codeActions(doc, all))
    ?? diags.map((d) => checkCodeActions(lines, doc.uri, service.codeActions(doc, d.range))).find(Boolean);
}

// ---------------------------------------------------------------- driver (b): the bundled server over stdio

export const SERVER = join(ROOT, 'server/out/server.js');

function rssMB(pid: number | undefined): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0; // not Linux: no figure, no check
  }
}

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

export async function fuzzStdio(opts: FuzzOptions & { server?: string; answerTimeoutMs?: number }): Promise<FuzzReport> {
  const fixtures = loadFixtures();
  const rng = new Rng(opts.seed);
  const start = rng.int(fixtures.length);
  const cap = opts.memoryCapMB ?? 1536;
  const perRound = opts.editsPerRound ?? 25;
  const timeout = opts.answerTimeoutMs ?? 15_000;
  const report: FuzzReport = { mode: 'stdio', seed: opts.seed, edits: 0, steps: 0, ms: 0, diagnostics: 0, codeActions: 0, quickFixesApplied: 0, memoryMB: 0, peakMemoryMB: 0 };
  const child: ChildProcess = spawn(process.execPath, [opts.server ?? SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => void (stderr = (stderr + b.toString()).slice(-20_000)));
  let exited: string | undefined;
  child.on('exit', (code, signal) => void (exited = `server exited (code ${code}, signal ${signal})\n${stderr}`));
  const client = new TestClient(child.stdout!, child.stdin!);
  // The server logs what its handlers swallow ("… failed:"), and process-level throws, as errors.
  const logged: string[] = [];
  client.conn.onNotification(LogMessageNotification.type, (m) => {
    if (m.type === MessageType.Error) logged.push(m.message);
  });
  const t0 = Date.now();
  let round = 0;
  try {
    await within(client.initialize(), timeout, 'initialize');
    while (report.edits < opts.edits) {
      // Round-robin from a seeded start: every fixture (and so every language) gets its turn.
      const fx = fixtures[(start + round) % fixtures.length];
      const uri = `file:///fuzz/r${round++}/${fx.base}`;
      let text = fx.text;
      let version = 1;
      let fixes: TextEdit[][] = [];
      await client.open(uri, fx.languageId, text, version);
      const n = Math.min(perRound, opts.edits - report.edits);
      let sent = 0;
      let before = text;
      let last: Edit | undefined;
      for (let step = 0; ; step++) {
        const fail = (problem: string) =>
          new FuzzFailure({ mode: 'stdio', seed: opts.seed, step: report.edits, fixture: fx.name, edit: last, problem, before, edits: opts.edits });
        // Step 0 checks the open; then bursts of 1–4 edits, each its own incremental didChange, as
        // fast typing sends them: the server debounces and publishes the last version.
        if (step > 0) {
          const burst = Math.min(1 + rng.int(4), n - sent);
          for (let k = 0; k < burst; k++) {
            const edit = randomEdit(rng, text, fx.kind, k === 0 ? fixes : []);
            const lines = new Lines(text);
            before = text;
            last = edit;
            text = applyEdit(text, edit);
            sent++;
            report.edits++;
            if (edit.kind === 'quickfix') report.quickFixesApplied++;
            await client.conn.sendNotification(DidChangeTextDocumentNotification.type, {
              textDocument: { uri, version: ++version },
              contentChanges: [{ range: { start: lines.position(edit.start), end: lines.position(edit.end) }, text: edit.text }],
            });
          }
        }
        const lines = new Lines(text);
        let bad: string | undefined;
        try {
          const v = version;
          const published = await client.diagnostics(uri, (p) => p.version === v, timeout);
          report.diagnostics += published.diagnostics.length;
          bad = checkDiagnostics(lines, published.diagnostics);
          if (!bad) bad = checkHover(lines, await within(client.conn.sendRequest(HoverRequest.type, { textDocument: { uri }, position: lines.randomPosition(rng) }), timeout, 'hover'));
          if (!bad) {
            const ds = published.diagnostics;
            const pick = ds.length > 0 && rng.chance(0.7) ? rng.pick(ds).range : { start: lines.randomPosition(rng), end: lines.randomPosition(rng) };
            const range = lines.offset(pick.start) <= lines.offset(pick.end) ? pick : { start: pick.end, end: pick.start };
            const actions = await within(client.conn.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range, context: { diagnostics: ds.filter((d) => d.range === pick) } }), timeout, 'code action');
            report.codeActions += actions?.length ?? 0;
            bad = checkCodeActions(lines, uri, actions);
            fixes = fixEdits(uri, actions);
          }
          if (!bad && rng.chance(0.2)) await within(client.conn.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: lines.randomPosition(rng) }), timeout, 'completion');
        } catch (e) {
          bad = (e as Error).message;
        }
        if (!bad && logged.length > 0) bad = `server logged errors:\n${logged.join('\n')}`;
        if (!bad && exited) bad = exited;
        if (bad) throw fail(exited && exited !== bad ? `${bad}\n${exited}` : bad);
        report.steps++;
        if (sent >= n) break;
      }
      await client.conn.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
      const rss = rssMB(child.pid);
      report.peakMemoryMB = Math.max(report.peakMemoryMB, rss);
      if (rss > cap) throw new FuzzFailure({ mode: 'stdio', seed: opts.seed, step: report.edits, fixture: fx.name, problem: `server RSS ${rss} MB over the ${cap} MB cap`, edits: opts.edits });
      opts.progress?.(report.edits, opts.edits);
    }
    report.memoryMB = rssMB(child.pid);
    await within(client.conn.sendRequest(ShutdownRequest.type), timeout, 'shutdown');
    await client.conn.sendNotification(ExitNotification.type);
    if (child.exitCode === null) await within(once(child, 'exit'), timeout, 'exit');
  } finally {
    client.dispose();
    if (child.exitCode === null) child.kill();
  }
  report.ms = Date.now() - t0;
  return report;
}

export function formatReport(r: FuzzReport): string {
  return `${r.mode}: ${r.edits} edits (${r.steps} checked steps, ${r.quickFixesApplied} quick fixes applied) in ${(r.ms / 1000).toFixed(1)} s, seed ${r.seed}; ` +
    `${r.diagnostics} diagnostics and ${r.codeActions} code actions checked; memory ${r.memoryMB} MB (peak ${r.peakMemoryMB} MB)`;
}
