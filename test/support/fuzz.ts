// Fuzzed editing: a seeded PRNG replays random edits (random text and Kafka-ish fragments) over
// the real fixtures, and after every step checks what any editor relies on: the server answers,
// every range it returns lies inside the document, nothing throws, memory stays bounded.
// Two drivers share the edit generator (fuzzEdits.ts) and the checks (lspLines.ts):
//   fuzzInProcess — the pure language service, fast (most edits run here);
//   fuzzStdio     — the bundled server over stdio, full LSP (incremental didChange, then the
//                   publish for that version, then hover and code actions).
// Same seed ⇒ same edits: a failure names the seed, the step and the edit, and dumps the text.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Diagnostic, Position, Range, TextEdit } from 'vscode-languageserver-types';
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
import type { SiteSummary } from '../../common/src/protocol';
import { uriToFsPath } from '../../common/src/uri';
import { MAX_PUBLISHED_DIAGNOSTICS } from '../../server/src/lsp/startServer';
import { createLanguageService, type SourceDocument } from '../../server/src/service';
import { applyEdit, describeEdit, kindOf, loadFixtures, randomEdit, Rng, ROOT, type Edit } from './fuzzEdits';
import { TestClient } from './lspClient';
import { checkCodeActions, checkDiagnostics, checkHover, checkRange, fixEdits, Lines } from './lspLines';

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

// ---------------------------------------------------------------- the incremental oracle

/**
 * The same text analysed from scratch: a service that never saw the document, under a uri no
 * earlier text was kept for (no previous syntax tree, no stored rule results), forgotten after.
 */
export function fromScratch(doc: SourceDocument): { diagnostics: Diagnostic[]; sites: SiteSummary[] } {
  const uri = `${doc.uri}#from-scratch`;
  const scratch = createLanguageService();
  const fresh = { ...doc, uri };
  try {
    return { diagnostics: scratch.diagnostics(fresh), sites: scratch.sites(fresh) };
  } finally {
    scratch.forget(uri);
  }
}

/** Where the incremental answer differs from the from-scratch one; undefined when equal. */
export function differsFromScratch(doc: SourceDocument, diagnostics: Diagnostic[], sites?: SiteSummary[]): string | undefined {
  const want = fromScratch(doc);
  const a = JSON.stringify(diagnostics);
  const b = JSON.stringify(want.diagnostics);
  if (a !== b) return `incremental diagnostics differ from a from-scratch analysis of the same text:\n  incremental:  ${a.slice(0, 2000)}\n  from scratch: ${b.slice(0, 2000)}`;
  if (sites) {
    const c = JSON.stringify(sites);
    const d = JSON.stringify(want.sites);
    if (c !== d) return `incremental sites differ from a from-scratch analysis of the same text:\n  incremental:  ${c.slice(0, 2000)}\n  from scratch: ${d.slice(0, 2000)}`;
  }
  return undefined;
}

// ---------------------------------------------------------------- driver (a): the language service in this process

export async function fuzzInProcess(opts: FuzzOptions): Promise<FuzzReport> {
  const fixtures = loadFixtures();
  const rng = new Rng(opts.seed);
  const start = rng.int(fixtures.length);
  const cap = opts.memoryCapMB ?? 1024;
  const perRound = opts.editsPerRound ?? 40;
  const report: FuzzReport = { mode: 'in-process', seed: opts.seed, edits: 0, steps: 0, ms: 0, diagnostics: 0, codeActions: 0, quickFixesApplied: 0, memoryMB: 0, peakMemoryMB: 0 };
  // Thrown anywhere (a rule that throws is caught and logged by analyze(): that is a bug too).
  const escaped: string[] = [];
  const service = createLanguageService({ onInternalError: (what, e) => void escaped.push(`${what}: ${(e as Error)?.stack ?? e}`) });
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
          bad = checkDiagnostics(lines, diags) ?? differsFromScratch(doc, diags, service.sites(doc));
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
  const text = j.edit ? applyEdit(j.before, j.edit) : j.before;
  const doc = { uri: `file:///fuzz/replay/${base}`, fileName: `/fuzz/${base}`, languageId: kindOf(base)?.languageId ?? 'plaintext', text };
  const survived: string[] = [];
  const service = createLanguageService({ onInternalError: (what, e) => void survived.push(`${what}: ${(e as Error)?.stack ?? e}`) });
  const lines = new Lines(text);
  const all = { start: { line: 0, character: 0 }, end: { line: lines.lineCount - 1, character: lines.lengths[lines.lineCount - 1] } };
  const diags = service.diagnostics(doc);
  return checkDiagnostics(lines, diags)
    ?? (j.request?.hover ? checkHover(lines, service.hover(doc, j.request.hover)) : undefined)
    ?? (j.request?.codeAction ? checkCodeActions(lines, doc.uri, service.codeActions(doc, j.request.codeAction)) : undefined)
    ?? checkCodeActions(lines, doc.uri, service.codeActions(doc, all))
    ?? diags.map((d) => checkCodeActions(lines, doc.uri, service.codeActions(doc, d.range))).find(Boolean)
    ?? (survived.length ? `the service caught and survived: ${survived.join('; ')}` : undefined);
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
          // The server analysed this text after a chain of incremental didChanges; past the publish
          // cap its list is a selection, so the oracle compares only complete lists.
          if (!bad && published.diagnostics.length < MAX_PUBLISHED_DIAGNOSTICS) bad = differsFromScratch({ uri, fileName: uriToFsPath(uri), languageId: fx.languageId, text }, published.diagnostics);
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
