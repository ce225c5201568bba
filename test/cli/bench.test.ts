// `kafka-tune bench` without a broker: everything that must be refused before a connection is
// made, and a port that accepts but never answers. A local TCP server counts the connections, so
// "refused before connecting" is observed, not assumed.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { ombKafkaDriverSchema, ombWorkloadSchema } from '../../bench/src/omb/schema';
import { runCli } from '../support/cli';

describe('bench: strict before connecting', () => {
  const root = mkdtempSync(join(tmpdir(), 'kt-bench-cli-'));
  chmodSync(root, 0o755);
  writeFileSync(join(root, 'producer.properties'), 'acks=all\nlinger.ms=5\n');
  let server: Server;
  let port = 0;
  let connections = 0;
  const sockets: Socket[] = [];
  before(async () => {
    // Accepts and never answers: what a wrong port, a TLS listener or a hung broker looks like.
    server = createServer((s) => {
      connections++;
      sockets.push(s);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  after(async () => {
    sockets.forEach((s) => s.destroy());
    await new Promise((r) => server.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  it('a typo like --recods 10 was ignored and a 100,000-record run started: now exit 2, nothing connects', async () => {
    const before = connections;
    const r = await runCli(['bench', 'producer.properties', '--bootstrap', `127.0.0.1:${port}`, '--recods', '10'], { cwd: root });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown option '--recods' \(did you mean '--records'\?\)/);
    assert.equal(connections, before, 'no connection was made');
  });

  it('bad values, ports and a missing payload file are usage errors naming the flag, before any connection', async () => {
    const before = connections;
    const cases: Array<[string[], RegExp]> = [
      [['--records', 'ten'], /option '--records' needs a whole number, got 'ten'/],
      [['--records', '0'], /option '--records' must be at least 1, got 0/],
      [['--throughput', '0'], /option '--throughput' 0 would never finish/],
      [['--engine', 'java'], /option '--engine' must be one of kafkajs, official, trogdor, got 'java'/],
      [['--engine', 'trogdor'], /'--engine trogdor' needs '--trogdor-coordinator HOST:PORT'/],
      [['--trogdor-nodes', 'node0'], /'--trogdor-coordinator' and '--trogdor-nodes' need '--engine trogdor'/],
      [['--engine', 'trogdor', '--trogdor-coordinator', '127.0.0.1:8889', '--trogdor-nodes', 'node0,,node1'], /option '--trogdor-nodes' needs node names separated by commas/],
      [['--engine', 'trogdor', '--trogdor-coordinator', 'trogdor.example.com:8889'], /coordinator trogdor\.example\.com:8889 is not on this machine; pass --allow-non-loopback/],
      [['--bootstrap', 'localhost'], /option '--bootstrap' needs host:port \(IPv6 as \[::1\]:9092\), got 'localhost'/],
      [['--bootstrap', '::1:9092'], /option '--bootstrap' needs host:port/],
      [['--bootstrap', '127.0.0.1:70000'], /port 70000 in '127\.0\.0\.1:70000' is not between 1 and 65535/],
      [['--record-size', '2000000'], /option '--record-size' must be at most 1,000,000/],
      [['--timeout', 'soon'], /option '--timeout' needs a whole number/],
      [['--mode', 'e2e', '--engine', 'official'], /'--mode e2e' runs on the built-in kafkajs engine .*drop '--engine official'/],
      [['--mode', 'end-to-end'], /option '--mode' must be one of client, e2e, got 'end-to-end'/],
    ];
    for (const [extra, re] of cases) {
      const r = await runCli(['bench', 'producer.properties', '--bootstrap', `127.0.0.1:${port}`, ...extra], { cwd: root });
      assert.equal(r.code, 2, `${extra.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, re, extra.join(' '));
    }
    const payload = await runCli(['bench', 'producer.properties', '--bootstrap', `127.0.0.1:${port}`, '--payload-file', 'samples.jsonl'], { cwd: root });
    assert.equal(payload.code, 2);
    assert.match(payload.stderr, /--payload-file: Payload file .*samples\.jsonl cannot be read \(not found\)/);
    writeFileSync(join(root, 'empty.jsonl'), '\n\n');
    const empty = await runCli(['bench', 'producer.properties', '--bootstrap', `127.0.0.1:${port}`, '--payload-file', 'empty.jsonl'], { cwd: root });
    assert.match(empty.stderr, /has no non-empty lines/);
    assert.equal(connections, before, 'no connection was made');
  });

  it('--export-omb writes an OpenMessaging Benchmark workload and driver for a remote cluster without connecting', async () => {
    const before = connections;
    writeFileSync(join(root, 'orders.properties'), '# kafka-tuning: rate=1500 record-bytes=900 partitions=6\nacks=all\nlinger.ms=20\nkey.serializer=org.apache.kafka.common.serialization.StringSerializer\n');
    const r = await runCli(['bench', 'orders.properties', '--export-omb', 'omb', '--bootstrap', 'kafka.example.com:9092'], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /wrote omb\/workload\.yaml and omb\/driver\.yaml/);
    const workload = ombWorkloadSchema.parse(parseYaml(readFileSync(join(root, 'omb', 'workload.yaml'), 'utf8')));
    const driver = ombKafkaDriverSchema.parse(parseYaml(readFileSync(join(root, 'omb', 'driver.yaml'), 'utf8')));
    assert.deepEqual([workload.producerRate, workload.messageSize, workload.partitionsPerTopic], [1500, 900, 6], 'the workload directive travels');
    assert.match(driver.producerConfig, /^linger\.ms=20$/m);
    // A default the file does not write is written too (OMB's client has other defaults).
    assert.match(driver.producerConfig, /^enable\.idempotence=true$/m);
    assert.doesNotMatch(driver.producerConfig, /key\.serializer/);
    assert.match(driver.commonConfig, /^bootstrap\.servers=kafka\.example\.com:9092$/m);
    assert.equal(connections, before, 'nothing connected');
  });

  it('a Java producer is found like lint finds it: bench P.java said "no producer or consumer configuration found"', async () => {
    writeFileSync(join(root, 'OrderProducer.java'), [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.producer.KafkaProducer;',
      'import org.apache.kafka.clients.producer.ProducerConfig;',
      'import org.apache.kafka.common.serialization.StringSerializer;',
      'class OrderProducer {',
      '  KafkaProducer<String, String> create() {',
      '    Properties p = new Properties();',
      '    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");',
      '    p.put(ProducerConfig.LINGER_MS_CONFIG, "15");',
      '    p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);',
      '    p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);',
      '    return new KafkaProducer<>(p);',
      '  }',
      '}',
      '',
    ].join('\n'));
    const r = await runCli(['bench', 'OrderProducer.java', '--export-omb', 'omb-java'], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    const driver = ombKafkaDriverSchema.parse(parseYaml(readFileSync(join(root, 'omb-java', 'driver.yaml'), 'utf8')));
    assert.match(driver.producerConfig, /^linger\.ms=15$/m);
  });

  it('--export-omb refuses a config the client would refuse, a non-Java config and a path it cannot write, each with exit 2 and a reason', async () => {
    writeFileSync(join(root, 'refused.properties'), 'acks=1\nenable.idempotence=true\n');
    const refused = await runCli(['bench', 'refused.properties', '--export-omb', 'omb-r'], { cwd: root });
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /not exporting refused\.properties .*1 error-level finding[\s\S]*idempotence-conflict[\s\S]*--run-anyway/);
    const anyway = await runCli(['bench', 'refused.properties', '--export-omb', 'omb-r', '--run-anyway'], { cwd: root });
    assert.equal(anyway.code, 0, anyway.stderr);
    writeFileSync(join(root, 'app.js'), "const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nconst producer = kafka.producer({ idempotent: true });\n");
    const js = await runCli(['bench', 'app.js', '--export-omb', 'omb-js'], { cwd: root });
    assert.equal(js.code, 2, js.stderr);
    assert.match(js.stderr, /kafkajs config; OpenMessaging Benchmark's Kafka driver runs the Java client/);
    const notDir = await runCli(['bench', 'orders.properties', '--export-omb', 'orders.properties/x'], { cwd: root });
    assert.equal(notDir.code, 2, notDir.stderr);
    assert.match(notDir.stderr, /cannot write into orders\.properties\/x \(ENOTDIR\)/);
    assert.doesNotMatch(notDir.stderr, /at async/);
  });

  it('a non-loopback broker is refused before connecting (exit 2), naming the CLI flag, not a VS Code setting', async () => {
    for (const b of ['kafka.example.com:9092', '127.0.0.1:9092,10.0.0.5:9092', 'localhost.example.com:9092']) {
      const r = await runCli(['bench', 'producer.properties', '--bootstrap', b], { cwd: root });
      assert.equal(r.code, 2, `${b}: ${r.stderr}`);
      assert.match(r.stderr, /refusing to benchmark against .*unless --allow-non-loopback is given/);
      assert.doesNotMatch(r.stderr, /connecting/, 'refused before any connection attempt');
      assert.doesNotMatch(r.stderr, /kafkaTuning\./);
    }
  });

  it('--engine official with no Kafka tools found names every way to give them, KAFKA_TUNING_KAFKA_LIBS too, before connecting', async () => {
    const before = connections;
    const r = await runCli(['bench', 'producer.properties', '--bootstrap', `127.0.0.1:${port}`, '--engine', 'official', '--records', '10'], {
      cwd: root, env: { KAFKA_TUNING_PERF_COMMAND: undefined, KAFKA_TUNING_KAFKA_LIBS: undefined, KAFKA_HOME: undefined },
    });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /No Kafka perf-test tool found: set KAFKA_TUNING_PERF_COMMAND .*, or KAFKA_TUNING_KAFKA_LIBS to a folder of Kafka's jars .*; or set KAFKA_HOME/);
    assert.equal(connections, before);
  });

  it('a port that accepts and never answers kept bench silent for 33 s: now progress at least every ~5 s and a plain failure within --timeout', async () => {
    const stamps: Array<{ at: number; line: string }> = [];
    const t0 = performance.now();
    const r = await runCli(['bench', 'producer.properties', '--bootstrap', `127.0.0.1:${port}`, '--timeout', '12', '--records', '10'], {
      cwd: root,
      timeoutMs: 90_000,
      started: (child) => child.stderr?.on('data', (c: Buffer) => String(c).split('\n').filter(Boolean).forEach((line) => stamps.push({ at: performance.now() - t0, line }))),
    });
    assert.equal(r.code, 1, r.stderr);
    // The first line names the file and the role once each (it said "producer config producer.properties (producer) of producer.properties").
    assert.equal(r.stderr.split('\n')[0], `kafka-tune bench: producer.properties (producer): connecting to 127.0.0.1:${port}…`);
    assert.match(r.stderr, /did not answer in time/);
    // From the first line on, never quiet for more than the 5 s heartbeat (plus scheduling slack on a busy machine).
    const gaps = stamps.slice(1).map((s, i) => s.at - stamps[i].at);
    assert.ok(Math.max(...gaps) < 7_500, `gaps between progress lines: ${gaps.map((g) => Math.round(g)).join(', ')} ms\n${r.stderr}`);
    assert.ok(stamps.some((s) => /still connecting to/.test(s.line)), r.stderr);
  });

  it('a config the client would refuse (request.timeout.ms=30s) benchmarked at sub-millisecond p50: now refused before connecting, findings listed; --run-anyway runs it', async () => {
    writeFileSync(join(root, 'broken.properties'), 'acks=all\nrequest.timeout.ms=30s\n');
    const before = connections;
    const r = await runCli(['bench', 'broken.properties', '--bootstrap', `127.0.0.1:${port}`, '--format', 'json'], { cwd: root });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /refusing to benchmark .* 1 error-level finding/);
    assert.match(r.stderr, /broken\.properties:2: .*\[invalid-value\]/);
    assert.match(r.stderr, /--run-anyway/);
    const doc = JSON.parse(r.stdout) as { error: { kind: string; findings: Array<{ code: string; line: number }> } };
    assert.equal(doc.error.kind, 'refused');
    assert.deepEqual(doc.error.findings.map((f) => [f.code, f.line]), [['invalid-value', 1]]);
    assert.equal(connections, before, 'no connection was made');

    const anyway = await runCli(['bench', 'broken.properties', '--bootstrap', `127.0.0.1:${port}`, '--run-anyway', '--timeout', '2', '--records', '10'], { cwd: root, timeoutMs: 60_000 });
    assert.equal(anyway.code, 1, anyway.stderr);
    assert.match(anyway.stderr, /connecting to 127\.0\.0\.1/);
    assert.ok(connections > before, 'with --run-anyway the run went on to the broker');
  });

  it('--format json printed nothing when the run failed: now a JSON error document on stdout, exit 1', async () => {
    const r = await runCli(['bench', 'producer.properties', '--bootstrap', `127.0.0.1:${port}`, '--timeout', '5', '--records', '10', '--format', 'json'], { cwd: root, timeoutMs: 60_000 });
    assert.equal(r.code, 1, r.stderr);
    const doc = JSON.parse(r.stdout) as { error?: { kind: string; message: string } };
    assert.equal(doc.error?.kind, 'failed');
    assert.match(doc.error?.message ?? '', /did not answer in time/);
  });

  it('--format json printed nothing on a refusal, a missing or non-Kafka file or a usage error: now one {"error"} document each, same exit codes', async () => {
    writeFileSync(join(root, 'messages.properties'), 'greeting=Hello\nfarewell=Bye\n');
    const before = connections;
    const cases: Array<[string[], string, RegExp]> = [
      [['producer.properties', '--bootstrap', 'kafka.example.com:9092'], 'refused', /refusing to benchmark against kafka\.example\.com:9092/],
      [['nope.properties'], 'input', /cannot read nope\.properties \(ENOENT\)/],
      [['messages.properties'], 'input', /messages\.properties: no producer or consumer configuration found/],
      [['producer.properties', '--records', '-5'], 'usage', /option '--records' must be at least 1, got -5/],
      [['producer.properties', '--site', '7'], 'usage', /--site 7: no producer or consumer configuration/],
      [['producer.properties', '--payload-file', 'samples.jsonl'], 'input', /--payload-file: .*cannot be read/],
      [['producer.properties', '--export-omb', 'producer.properties/x'], 'input', /cannot write into producer\.properties\/x/],
    ];
    for (const [args, kind, re] of cases) {
      // --format before and after the mistake: a usage error can stop parsing before --format is reached.
      for (const format of [['--format', 'json'], ['--format=json']]) {
        const r = await runCli(['bench', ...format, ...args, ...(args.includes('--bootstrap') ? [] : ['--bootstrap', `127.0.0.1:${port}`])], { cwd: root });
        assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
        const doc = JSON.parse(r.stdout) as { error: { kind: string; message: string } };
        assert.equal(doc.error.kind, kind, args.join(' '));
        assert.match(doc.error.message, re, args.join(' '));
        assert.match(r.stderr, re, 'the sentence stays on stderr');
      }
    }
    // Text output keeps stdout empty on the same outcomes.
    const text = await runCli(['bench', 'nope.properties'], { cwd: root });
    assert.equal(text.code, 2);
    assert.equal(text.stdout, '');
    assert.equal(connections, before, 'no connection was made');
  });
});
