// `npm test`: the whole suite, in the order a failure is cheapest to read.
//   setup      → system packages, Maven jars, code-server (cached outside the clone)
//   typecheck  → tsc -b: every component in dependency order, each limited to what it references
//   build      → the bundles the server/CLI/host tests run
//   unit       → pure language service, in memory            (test/unit/**/*.test.ts)
//   lsp        → LSP in-process and the bundled server over stdio (test/lsp/**/*.test.ts)
//   cli        → the built kafka-tune bundle as a user runs it, and its packed npm tarball (test/cli/**/*.test.ts)
//   broker     → real Kafka (KRaft) from Maven Central jars   (test/broker/**/*.test.ts)
//   host       → real VS Code extension host (code-server)    (test/host)
// `npm test -- unit lsp` runs only the named phases. On a fresh clone (or after package-lock.json
// changed) the dependencies are installed and built first (./bootstrap.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './bootstrap.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const only = process.argv.slice(2);
const want = (phase) => only.length === 0 || only.includes(phase);

// Test counts over every phase, printed as one closing line CI can read ("tests: N passed, N failed").
const totals = { passed: 0, failed: 0, skipped: 0 };
const tapDir = mkdtempSync(join(tmpdir(), 'kafka-tuning-tap-'));
process.on('exit', () => rmSync(tapDir, { recursive: true, force: true }));

function summary() {
  return `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
}

function run(label, cmd, args, opts = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: opts.capture ? ['inherit', 'pipe', 'inherit'] : 'inherit', env: { ...process.env, ...opts.env }, maxBuffer: 256 << 20 });
  if (opts.capture) {
    const out = r.stdout?.toString() ?? '';
    process.stdout.write(out);
    opts.capture(out);
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`=== ${label} FAILED (exit ${r.status ?? r.signal}) after ${secs}s`);
    if (totals.failed === 0) totals.failed = 1;
    console.log(summary());
    process.exit(r.status || 1);
  }
  console.log(`=== ${label} ok in ${secs}s`);
}

function testFiles(dir) {
  const out = [];
  const walk = (d) => {
    if (!existsSync(d)) return;
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.test.ts')) out.push(relative(root, p));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

function nodeTests(label, dir, extra = []) {
  const files = testFiles(dir);
  if (files.length === 0) { console.log(`\n=== ${label}: no tests in ${dir}`); return; }
  // --conditions=import: java-parser's chevrotain only exports an "import" condition, which tsx's
  // require hook cannot resolve otherwise (the esbuild bundles are unaffected).
  const tap = join(tapDir, `${label}.tap`);
  const count = () => {
    const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
    const n = (k) => Number(new RegExp(`^# ${k} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    totals.passed += n('pass');
    totals.failed += n('fail') + n('cancelled');
    totals.skipped += n('skipped') + n('todo');
  };
  try {
    // load-parsers: the Java grammar (WASM) loaded before any test analyses Java (it says why).
    run(label, process.execPath, ['--conditions=import', '--import', 'tsx', '--import', './test/support/load-parsers.mts', '--test',
      '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...extra, ...files]);
  } finally {
    count();
  }
}

if (want('setup')) run('setup', process.execPath, ['--import', 'tsx', 'scripts/setup/index.ts']);
if (want('typecheck')) run('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '-b']);
if (want('build') || want('lsp') || want('cli') || want('host')) run('build', process.execPath, ['scripts/build.mjs']);
if (want('unit')) nodeTests('unit', 'test/unit');
if (want('lsp')) nodeTests('lsp', 'test/lsp');
if (want('cli')) nodeTests('cli', 'test/cli');
// One broker (or cluster) at a time: 2 cores cannot run several JVMs and stay honest about timeouts.
if (want('broker')) nodeTests('broker', 'test/broker', ['--test-concurrency=1']);
// Mocha in the extension host reports "N passing / N failing / N pending" for each run.
const mocha = (out) => {
  for (const m of out.matchAll(/^\s*(\d+) (passing|failing|pending)\b/gm)) {
    if (m[2] === 'passing') totals.passed += Number(m[1]);
    else if (m[2] === 'failing') totals.failed += Number(m[1]);
    else totals.skipped += Number(m[1]);
  }
};
if (want('host')) run('host', process.execPath, ['--import', 'tsx', 'test/host/runHostTests.ts'], { capture: mocha });
console.log('\nall phases passed');
console.log(summary());
