// The CLI installs outside the clone: `npm pack` in cli/, `npm install -g` of the tarball into a
// temporary prefix, and `kafka-tune lint .` in an empty folder, as a CI job would run it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const CLI_DIR = join(__dirname, '../../cli');
const npm = (args: string[], cwd: string) => spawnSync('npm', args, { cwd, encoding: 'utf8', timeout: 180_000, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });

describe('kafka-tune as its own npm package', { timeout: 300_000 }, () => {
  const tmp = mkdtempSync(join(tmpdir(), 'kt-pack-'));
  after(() => rmSync(tmp, { recursive: true, force: true }));

  it('packs with only what runs, installs globally from the tarball, and lints in an empty folder', () => {
    const manifest = JSON.parse(readFileSync(join(CLI_DIR, 'package.json'), 'utf8')) as { dependencies?: object; version: string };
    assert.equal(manifest.dependencies, undefined, 'the bundle carries its dependencies');
    const pack = npm(['pack', '--json', '--pack-destination', tmp], CLI_DIR);
    assert.equal(pack.status, 0, pack.stderr);
    const [info] = JSON.parse(pack.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    // The bundles, the parsers, and the docs pages findings cite (copied to cli/docs/ by the build).
    const docs = ['docs/rules.md', 'docs/sources.md', 'docs/measured.md', ...readdirSync(join(CLI_DIR, '../docs/evidence')).filter((f) => f.endsWith('.md')).map((f) => `docs/evidence/${f}`)];
    assert.deepEqual(info.files.map((f) => f.path).sort(), ['out/engine.js', 'out/kafka-tune.js', 'out/parsers/tree-sitter-java.wasm', 'out/parsers/typescript.js', 'out/parsers/web-tree-sitter.wasm', 'out/lz4_wasm_nodejs_bg.wasm', 'out/zstd.wasm', 'package.json', ...docs].concat(readdirSync(CLI_DIR).includes('README.md') ? ['README.md'] : []).sort());

    const prefix = join(tmp, 'prefix');
    const install = npm(['install', '-g', '--prefix', prefix, join(tmp, info.filename)], tmp);
    assert.equal(install.status, 0, install.stderr);
    const bin = join(prefix, 'bin', 'kafka-tune');

    const empty = join(tmp, 'empty');
    mkdirSync(empty);
    const run = (args: string[], cwd = empty) => spawnSync(bin, args, { cwd, encoding: 'utf8', timeout: 60_000 });
    assert.equal(run(['--version']).stdout.trim(), manifest.version);
    const clean = run(['lint', '.']);
    assert.equal(clean.status, 0, clean.stderr);
    assert.match(clean.stdout, /^0 findings \(0 errors, 0 warnings\) in 0 of 0 files linted$/m);

    const project = join(tmp, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'producer.properties'), 'acks=all\nlingr.ms=5\n');
    writeFileSync(join(project, '.kafka-tuning.json'), JSON.stringify({ rules: { 'unknown-key': 'error' } }));
    // Java and TypeScript need the parsers the engine loads on first use (cli/out/parsers/): a
    // package without them linted no code file and still passed.
    writeFileSync(join(project, 'App.java'), 'import org.apache.kafka.clients.producer.*;\nimport java.util.Properties;\nclass App { void a() { Properties p = new Properties(); p.put(ProducerConfig.LINGER_MS_CONFIG, "5ms"); new KafkaProducer<String, String>(p); } }\n');
    writeFileSync(join(project, 'send.ts'), "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['b:9092'] });\nconst producer = kafka.producer({ idempotent: true });\nexport const go = () => producer.send({ topic: 't', acks: 1, messages: [] });\n");
    const found = run(['lint', '.'], project);
    assert.equal(found.status, 1, found.stderr);
    assert.match(found.stdout, /^producer\.properties:2:1: error Unknown key 'lingr\.ms'/m);
    assert.match(found.stdout, /^App\.java:3:\d+: error Invalid value 5ms for configuration linger\.ms/m);
    assert.match(found.stdout, /^send\.ts:4:\d+: error .*\[kafkajs-idempotent-acks\]/m);
  });
});
