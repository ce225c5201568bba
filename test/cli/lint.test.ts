// `kafka-tune lint` as a user runs it: the built bundle as a child process on real files in a temp
// folder. Each test reproduces one defect of issue 18 (named in its title) and shows it fixed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli, unprivileged } from '../support/cli';
import { tempWorkspaces } from '../support/tempWorkspace';

const BAD = 'acks=2\n'; // invalid-value: an error
const TYPO = 'acks=all\nlingr.ms=5\n'; // unknown-key: a warning
const GOOD = 'acks=all\nlinger.ms=5\n';

/** A temp folder with `files` ({ 'a/b.properties': text }); readable by `nobody` too. */
const workspace = tempWorkspaces('kt-cli-');

const lines = (s: string) => s.split('\n').filter(Boolean);

describe('help, version and usage errors', () => {
  it('`lint --help` was "unknown option": now usage on stdout, exit 0', async () => {
    const r = await runCli(['lint', '--help'], { cwd: tmpdir() });
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^usage: kafka-tune lint/);
    assert.match(r.stdout, /--max-warnings N/);
    assert.equal(r.stderr, '');
  });

  it('`bench --help` printed to stderr with exit 2: now stdout, exit 0 (and -h, and `help bench`)', async () => {
    for (const args of [['bench', '--help'], ['bench', '-h'], ['help', 'bench'], ['bench', 'file.properties', '--records', '10', '--help']]) {
      const r = await runCli(args, { cwd: tmpdir() });
      assert.equal(r.code, 0, args.join(' '));
      assert.match(r.stdout, /^usage: kafka-tune bench/, args.join(' '));
      assert.equal(r.stderr, '', args.join(' '));
    }
  });

  it('--version prints the package version', async () => {
    const r = await runCli(['--version'], { cwd: tmpdir() });
    assert.equal(r.code, 0);
    assert.equal(r.stdout.trim(), JSON.parse(readFileSync(join(__dirname, '../../cli/package.json'), 'utf8')).version);
  });

  it('unknown flag, bad value, missing value, unknown command: stderr, exit 2, the flag as typed, "did you mean"', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['lint', '--fromat', 'json', '.'], /unknown option '--fromat' \(did you mean '--format'\?\)/],
      [['lint', '--format=sarf', '.'], /option '--format' must be one of text, json, sarif, github, got 'sarf' \(did you mean 'sarif'\?\)/],
      [['lint', '--max-warnings', 'many', '.'], /option '--max-warnings' needs a whole number, got 'many'/],
      [['lint', '.', '--max-warnings'], /option '--max-warnings' needs a value/],
      [['lint', '--format', '--max-warnings', '0', '.'], /option '--format' needs a value/],
      [['lnt', '.'], /unknown command 'lnt' \(did you mean 'lint'\?\)/],
      [['lint'], /needs at least one file or folder/],
      [['lint', '-'], /needs --stdin-filename/],
    ];
    for (const [args, re] of cases) {
      const r = await runCli(args, { cwd: tmpdir() });
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, re, args.join(' '));
      // A usage error reads as one, never as a crash (the engine bundle throws it: see isUsageError).
      assert.doesNotMatch(r.stderr, /^\s+at /m, args.join(' '));
      assert.equal(r.stdout, '', args.join(' '));
    }
  });
});

describe('robust walking', () => {
  it('one unreadable file, a dangling link and a folder named x.properties: each reported, the rest linted, exit 2', async () => {
    const root = workspace({ 'a.properties': TYPO, 'locked.properties': BAD, 'x.properties/inner.properties': TYPO, 'z.properties': TYPO });
    chmodSync(join(root, 'locked.properties'), 0o000);
    symlinkSync(join(root, 'gone.properties'), join(root, 'dangling.properties'));
    const r = await runCli(['lint', '--every-repeat', '.'], { cwd: root, ...unprivileged() });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /locked\.properties: cannot read file \(permission denied\)/);
    assert.match(r.stderr, /dangling\.properties: symbolic link to a missing target/);
    const files = lines(r.stdout).filter((l) => l.includes('[unknown-key]')).map((l) => l.split(':')[0]);
    assert.deepEqual(files, ['a.properties', 'x.properties/inner.properties', 'z.properties']);
    assert.match(r.stderr, /2 entries could not be read; the other files were linted/);
  });

  it('a dangling link that --exclude leaves out is not reported (near-miss of the case above)', async () => {
    const root = workspace({ 'a.properties': TYPO });
    symlinkSync(join(root, 'gone.properties'), join(root, 'dangling.properties'));
    const r = await runCli(['lint', '.', '--exclude', 'dangling.properties'], { cwd: root });
    assert.doesNotMatch(r.stderr, /dangling/);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^a\.properties:2:1: warning/m);
  });

  it('an unreadable folder is reported and its siblings linted', async () => {
    const root = workspace({ 'closed/a.properties': TYPO, 'open/b.properties': TYPO });
    chmodSync(join(root, 'closed'), 0o000);
    const r = await runCli(['lint', '.'], { cwd: root, ...unprivileged() });
    chmodSync(join(root, 'closed'), 0o755);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /closed: cannot read folder \(permission denied\)/);
    assert.match(r.stdout, /^open\/b\.properties:2:1: warning/m);
  });

  it('a named pipe hung lint forever: FIFOs are skipped with a note and never opened', async () => {
    const root = workspace({ 'a.properties': TYPO });
    const mk = spawnSync('mkfifo', [join(root, 'pipe.properties')]);
    assert.equal(mk.status, 0, String(mk.stderr));
    const r = await runCli(['lint', '.'], { cwd: root, timeoutMs: 20_000 });
    assert.equal(r.timedOut, false, 'lint finished');
    assert.match(r.stderr, /pipe\.properties: skipped: a named pipe \(FIFO\), not a regular file \(never opened\)/);
    assert.match(r.stdout, /^a\.properties:2:1: warning/m);
    assert.equal(r.code, 0, 'a skipped pipe is a note, not a failure');
    // Named explicitly, it is a warning and still never opened.
    const named = await runCli(['lint', 'pipe.properties', 'a.properties'], { cwd: root, timeoutMs: 20_000 });
    assert.equal(named.timedOut, false);
    assert.match(named.stderr, /pipe\.properties: skipped: a named pipe/);
  });

  it('symlinked folders are followed once (a loop ends), duplicates are linted once', async () => {
    const root = workspace({ 'conf/a.properties': TYPO });
    symlinkSync(root, join(root, 'conf/loop'));
    symlinkSync(join(root, 'conf'), join(root, 'alias'));
    const r = await runCli(['lint', '.', 'conf', 'conf/a.properties', '--format', 'json'], { cwd: root, timeoutMs: 20_000 });
    assert.equal(r.timedOut, false);
    const results = JSON.parse(r.stdout) as Array<{ file: string }>;
    assert.equal(results.length, 1, r.stdout);
  });

  it('repeats merge only at the same severity, and never in SARIF or GitHub annotations (review of session 42)', async () => {
    const PRODUCER = 'bootstrap.servers=localhost:9092\nacks=1\n';
    const root = workspace({ 'a.properties': PRODUCER, 'b.properties': PRODUCER });
    const sarif = JSON.parse((await runCli(['lint', '.', '--format', 'sarif'], { cwd: root })).stdout);
    assert.equal(sarif.runs[0].results.filter((r: { ruleId: string }) => r.ruleId === 'acks-durability').length, 2);
    const github = (await runCli(['lint', '.', '--format', 'github'], { cwd: root })).stdout;
    assert.equal(github.split('\n').filter((l) => l.includes('acks-durability')).length, 2);
    assert.doesNotMatch(github, /The same at/);
  });

  it('a Go or Composer vendor/ folder of copied dependencies is passed over; a Java package named vendor is read (check 73)', async () => {
    const root = workspace({
      'vendor/modules.txt': '# github.com/IBM/sarama v1.43.0\n',
      'vendor/github.com/IBM/sarama/producer.properties': BAD,
      'src/main/java/com/acme/vendor/producer.properties': BAD,
    });
    const r = await runCli(['lint', '.', '--format', 'json'], { cwd: root });
    assert.deepEqual((JSON.parse(r.stdout) as Array<{ file: string }>).map((f) => f.file), ['src/main/java/com/acme/vendor/producer.properties']);
  });

  it('.gitignore is honoured by default (--no-ignore lints it), config ignore and --exclude prune', async () => {
    const root = workspace({
      '.gitignore': 'generated/\n',
      'generated/g.properties': TYPO,
      'fixtures/f.properties': TYPO,
      'templates/t.properties': TYPO,
      'app/a.properties': TYPO,
      '.kafka-tuning.json': JSON.stringify({ ignore: ['fixtures/'] }),
    });
    const files = (out: string) => [...new Set(lines(out).filter((l) => l.includes('[unknown-key]')).map((l) => l.split(':')[0]))];
    assert.deepEqual(files((await runCli(['lint', '--every-repeat', '.'], { cwd: root })).stdout), ['app/a.properties', 'templates/t.properties']);
    assert.deepEqual(files((await runCli(['lint', '--every-repeat', '.', '--exclude', 'templates/**'], { cwd: root })).stdout), ['app/a.properties']);
    assert.deepEqual(files((await runCli(['lint', '--every-repeat', '--no-ignore', '.'], { cwd: root })).stdout), ['app/a.properties', 'generated/g.properties', 'templates/t.properties']);
  });

  it('a file named on its own is linted in its project: the compose file at the repository root gives its Kafka (check 85)', async () => {
    const compose = 'services:\n  kafka-a:\n    image: confluentinc/cp-kafka:7.3.1\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zk:2181\n';
    const mm2 = 'clusters = a, b\na.bootstrap.servers = kafka-a:9092\nb.bootstrap.servers = kafka-b:9092\na->b.enabled = true\ntopics.blacklist = .*internal\n';
    const root = workspace({ 'docker-compose.yml': compose, 'mm2/mm2.properties': mm2 });
    // From the project's folder (no .git: the current folder holds the file).
    assert.match((await runCli(['lint', 'mm2/mm2.properties'], { cwd: root })).stdout, /^versions: no build file — Kafka 3\.3 \(docker-compose\.yml \(confluentinc\/cp-kafka:7\.3\.1\)\), 1 file$/m);
    // From elsewhere: the repository (the folder holding .git) is the project.
    mkdirSync(join(root, '.git'));
    assert.match((await runCli(['lint', join(root, 'mm2', 'mm2.properties')], { cwd: tmpdir() })).stdout, /Kafka 3\.3 \(docker-compose\.yml/);
    // Near miss: from inside mm2/ with no repository above, the compose file is outside what is linted.
    rmSync(join(root, '.git'), { recursive: true });
    assert.match((await runCli(['lint', 'mm2.properties'], { cwd: join(root, 'mm2') })).stdout, /Kafka: none found, newest \(\d+\.\d+\.\d+\) checked/);
  });

  it('an explicitly named unsupported file warns instead of being silently skipped', async () => {
    const root = workspace({ 'notes.txt': 'acks=2\n', 'a.properties': GOOD });
    const r = await runCli(['lint', 'notes.txt', 'a.properties'], { cwd: root });
    assert.match(r.stderr, /notes\.txt: not linted: kafka-tune reads \.properties, \.java/);
    assert.equal(r.code, 0);
    const missing = await runCli(['lint', 'nope.properties', 'a.properties'], { cwd: root });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /nope\.properties: no such file or folder/);
    assert.match(missing.stderr, /1 entry could not be read; the other files were linted/);
    const alone = await runCli(['lint', 'nope.properties'], { cwd: root });
    assert.match(alone.stderr, /1 entry could not be read; nothing else was there to lint/);
  });

  it('a folder with nothing kafka-tune reads says so on stderr (a mistyped CI path is seen), exit 0', async () => {
    const root = workspace({ 'docs/notes.md': '# notes\n' });
    const r = await runCli(['lint', 'docs'], { cwd: root });
    assert.equal(r.code, 0);
    assert.match(r.stderr, /kafka-tune: no file was linted \(kafka-tune reads \.properties/);
    // Near miss: a folder with a config file says nothing of the kind.
    const some = await runCli(['lint', '.'], { cwd: workspace({ 'a.properties': 'linger.ms=5\n' }) });
    assert.doesNotMatch(some.stderr, /no file was linted/);
  });

  it('a file over maxFileBytes is reported from its size without being read', async () => {
    const root = workspace({ 'big.properties': `${'#'.repeat(3000)}\n`, '.kafka-tuning.json': JSON.stringify({ maxFileBytes: 1000 }) });
    const r = await runCli(['lint', '.'], { cwd: root });
    assert.match(r.stdout, /big\.properties:1:1: info Kafka tuning skipped this file: 3,001 bytes is over the maxFileBytes limit \(1,000; `maxFileBytes` in \.kafka-tuning\.json sets it\)\. \[file-too-large\]/);
  });

  it('a code file over maxFileBytes that never says "kafka" (a bundled swagger-ui) is passed over; one that does is reported', async () => {
    const bundle = `/* swagger-ui bundle */\n${'var a=1;'.repeat(400)}\n`;
    const client = `import { Kafka } from 'kafkajs';\n${'// padding\n'.repeat(300)}`;
    const root = workspace({ 'static/ui-bundle.js': bundle, 'src/client.ts': client, '.kafka-tuning.json': JSON.stringify({ maxFileBytes: 1000 }) });
    const r = await runCli(['lint', '.'], { cwd: root });
    assert.doesNotMatch(r.stdout, /ui-bundle\.js/);
    assert.match(r.stdout, /client\.ts:1:1: info Kafka tuning skipped this file: .* \[file-too-large\]/);
  });

  it('the summary counted a skipped file as linted: now it says how many were skipped', async () => {
    const root = workspace({ 'big.properties': `${'#'.repeat(3000)}\n`, 'small.properties': 'linger.ms=5\n', '.kafka-tuning.json': JSON.stringify({ maxFileBytes: 1000 }) });
    const r = await runCli(['lint', '.'], { cwd: root });
    assert.match(r.stdout, /in 0 of 1 file linted; 1 file skipped, not analysed/);
  });
});

describe('thresholds, ordering and formats', () => {
  it('exit 1 on errors; warnings only fail over --max-warnings; --min-severity error hides warnings', async () => {
    const root = workspace({ 'w.properties': TYPO, 'e/bad.properties': BAD });
    assert.equal((await runCli(['lint', 'w.properties'], { cwd: root })).code, 0);
    const over = await runCli(['lint', 'w.properties', '--max-warnings', '0'], { cwd: root });
    assert.equal(over.code, 1);
    assert.match(over.stderr, /1 warning reported, more than --max-warnings 0/);
    assert.equal((await runCli(['lint', 'w.properties', '--max-warnings', '1'], { cwd: root })).code, 0);
    assert.equal((await runCli(['lint', '.'], { cwd: root })).code, 1);
    const quiet = await runCli(['lint', 'w.properties', '--min-severity', 'error', '--max-warnings', '0'], { cwd: root });
    assert.equal(quiet.code, 0);
    assert.doesNotMatch(quiet.stdout, /unknown-key/);
  });

  it('hints are hidden by default and counted; --min-severity hint shows them', async () => {
    const root = workspace({ 'consumer.properties': 'group.id=a\n', '.kafka-tuning.json': JSON.stringify({ clientVersions: { java: '4.1' } }) });
    const hidden = await runCli(['lint', '.'], { cwd: root });
    assert.doesNotMatch(hidden.stdout, /default-changed/);
    assert.match(hidden.stdout, /1 below info not shown \(--min-severity hint shows them\)/);
    const shown = await runCli(['lint', '.', '--min-severity', 'hint'], { cwd: root });
    assert.match(shown.stdout, /consumer\.properties:1:1: hint .*\[default-changed\]/);
  });

  it('output is ordered by file then line, whatever order the paths came in', async () => {
    const root = workspace({ 'b.properties': 'acks=all\nlingr.ms=5\nbatch.sise=1\n', 'a.properties': TYPO });
    const r = await runCli(['lint', '--every-repeat', 'b.properties', 'a.properties'], { cwd: root });
    assert.deepEqual(lines(r.stdout).slice(0, 3).map((l) => l.split(': ')[0]), ['a.properties:2:1', 'b.properties:2:1', 'b.properties:3:1']);
  });

  it('a repeated warning or information finding is listed once, naming the other places; thresholds count every place; errors repeat; --every-repeat lists each', () => {
    return (async () => {
      const PRODUCER = 'bootstrap.servers=localhost:9092\nacks=1\n'; // acks-durability: the same info in every copy
      const root = workspace({ 'a.properties': PRODUCER, 'b.properties': PRODUCER, 'c.properties': PRODUCER, 'd.properties': TYPO, 'e.properties': TYPO, 'f.properties': BAD, 'g.properties': BAD });
      const merged = await runCli(['lint', '.', '--format', 'json'], { cwd: root });
      const all = (JSON.parse(merged.stdout) as Array<{ file: string; diagnostics: Array<{ code: string; message: string }> }>)
        .flatMap((f) => f.diagnostics.map((d) => ({ file: f.file, code: d.code, message: d.message })));
      const infos = all.filter((d) => d.code === 'acks-durability');
      assert.equal(infos.length, 1);
      assert.equal(infos[0].file, 'a.properties');
      assert.match(infos[0].message, /\(The same at b\.properties:2, c\.properties:2\.\)$/);
      const typos = all.filter((d) => d.code === 'unknown-key');
      assert.equal(typos.length, 1);
      assert.match(typos[0].message, /\(The same at e\.properties:2\.\)$/);
      // Near miss: errors stop a client where they are, each is listed.
      assert.equal(all.filter((d) => d.code === 'invalid-value').length, 2);
      // The warning merged into d.properties' still counts: 2 warnings are more than 1.
      const text = await runCli(['lint', 'a.properties', 'b.properties', 'c.properties', 'd.properties', 'e.properties', '--max-warnings', '1'], { cwd: root });
      assert.equal(lines(text.stdout).filter((l) => /\[unknown-key\]/.test(l)).length, 1);
      assert.equal(text.code, 1);
      assert.match(text.stdout, /^5 findings \(0 errors, 2 warnings, 3 info\) in 5 of 5 files linted; 3 of them repeat an earlier finding word for word and are named in its message \(--every-repeat lists each\)$/m);
      const every = await runCli(['lint', '.', '--every-repeat'], { cwd: root });
      assert.equal(lines(every.stdout).filter((l) => /\[acks-durability\]/.test(l)).length, 3);
      assert.equal(lines(every.stdout).filter((l) => /\[unknown-key\]/.test(l)).length, 2);
      assert.doesNotMatch(every.stdout, /The same at|repeat an earlier/);
    })();
  });

  it('`--` ends the options: a file named -x.properties is linted', async () => {
    const root = workspace({ '-x.properties': TYPO });
    const r = await runCli(['lint', '--', '-x.properties'], { cwd: root });
    assert.match(r.stdout, /^-x\.properties:2:1: warning/m);
  });

  it('`-` lints stdin as --stdin-filename, with that path\'s configuration', async () => {
    const root = workspace({ 'svc/.kafka-tuning.json': JSON.stringify({ rules: { 'unknown-key': 'error' } }) });
    const r = await runCli(['lint', '-', '--stdin-filename', 'svc/producer.properties'], { cwd: root, input: TYPO });
    assert.equal(r.code, 1);
    assert.match(r.stdout, /^svc\/producer\.properties:2:1: error .*\[unknown-key\]/m);
  });

  it('--format github writes workflow annotations with escaped properties', async () => {
    const root = workspace({ 'a,b.properties': TYPO });
    const r = await runCli(['lint', '.', '--format', 'github'], { cwd: root });
    assert.match(r.stdout, /^::warning file=a%2Cb\.properties,line=2,col=1,endLine=2,endColumn=9,title=kafka-tuning unknown-key::Unknown key 'lingr\.ms'/m);
  });

  it('colour only on a terminal: none through a pipe, --color forces it, NO_COLOR and --no-color win over a terminal', async () => {
    const root = workspace({ 'a.properties': TYPO });
    const piped = await runCli(['lint', '.'], { cwd: root });
    assert.doesNotMatch(piped.stdout, /\x1b\[/);
    assert.match((await runCli(['lint', '.', '--color'], { cwd: root })).stdout, /\x1b\[33mwarning\x1b\[0m/);
    // A real terminal through script(1): colour on, unless NO_COLOR is set.
    const tty = (env: Record<string, string>) => spawnSync('script', ['-qec', `${process.execPath} ${join(__dirname, '../../cli/out/kafka-tune.js')} lint .`, '/dev/null'], { cwd: root, env: { ...process.env, TERM: 'xterm', ...env }, encoding: 'utf8' }).stdout;
    assert.match(tty({}), /\x1b\[33mwarning/);
    assert.doesNotMatch(tty({ NO_COLOR: '1' }), /\x1b\[/);
  });
});

describe('project configuration', () => {
  it('rules turned off in .kafka-tuning.json stay off in CI; the nearest file wins; --config overrides', async () => {
    const root = workspace({
      '.kafka-tuning.json': JSON.stringify({ rules: { 'unknown-key': 'off' } }),
      'a.properties': TYPO,
      'strict/.kafka-tuning.json': JSON.stringify({ rules: { 'unknown-key': 'error' } }),
      'strict/b.properties': TYPO,
      'ci.json': JSON.stringify({ rules: {} }),
    });
    const r = await runCli(['lint', '--every-repeat', '.'], { cwd: root });
    assert.deepEqual(lines(r.stdout).filter((l) => l.includes('[unknown-key]')).map((l) => l.split(': ')[0] + ' ' + l.split(' ')[1]), ['strict/b.properties:2:1 error']);
    const over = await runCli(['lint', '--every-repeat', '.', '--config', 'ci.json'], { cwd: root });
    assert.equal(lines(over.stdout).filter((l) => l.includes('warning') && l.includes('[unknown-key]')).length, 2);
  });

  it('a broken configuration names the file and the field; --config to a missing file is exit 2', async () => {
    const root = workspace({ '.kafka-tuning.json': JSON.stringify({ rules: { 'unknown-key': 'of' }, workload: { rat: 1 } }), 'a.properties': TYPO });
    const r = await runCli(['lint', '.'], { cwd: root });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /\.kafka-tuning\.json: rules\.unknown-key: .*; workload: Unrecognized key: "rat"/);
    const missing = await runCli(['lint', '.', '--config', 'nope.json'], { cwd: root });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--config .*nope\.json: cannot read the configuration file \(ENOENT\)/);
  });

  it('lint --format json printed nothing for an unusable --config or a usage error: now an {"error"} document, exit 2', async () => {
    const root = workspace({ 'a.properties': TYPO });
    const missing = await runCli(['lint', '.', '--config', 'nope.json', '--format', 'json'], { cwd: root });
    assert.equal(missing.code, 2);
    const doc = JSON.parse(missing.stdout) as { error: { kind: string; message: string } };
    assert.equal(doc.error.kind, 'input');
    assert.match(doc.error.message, /--config .*nope\.json: cannot read the configuration file \(ENOENT\)/);
    const usage = await runCli(['lint', '-f', 'json', '--max-warnings', 'many', '.'], { cwd: root });
    assert.equal(usage.code, 2);
    assert.deepEqual(JSON.parse(usage.stdout), { error: { kind: 'usage', message: "option '--max-warnings' needs a whole number, got 'many'" } });
  });
});
