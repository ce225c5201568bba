// What users read never names the project's internal research labels ("seed 001", "kafka-facts
// A3"): a user cannot look them up. Every message, fix title and hover the service produces over
// the examples, the test fixtures, the real-world corpus and one firing snippet per rule is checked, plus the rule
// reference, the key explanations, the presets and every benchmark warning. The corpus must make
// every registered rule fire, so a rule added later is covered (or this test says which is missing).
import assert from 'node:assert/strict';
import { promises as fs, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { consumerWarnings } from '../../bench/src/consumerBench';
import { e2eWarnings } from '../../bench/src/e2eBench';
import { producerWarnings } from '../../bench/src/producerBench';
import { documentKind, languageIdForPath } from '../../common/src/model';
import { scanWorkspace } from '../../server/src/node/workspaceScan';
import { createLanguageService } from '../../server/src/service';
import { EXPLAIN } from '../../server/src/service/explain';
import type { SourceDocument } from '../../server/src/service/model';
import { PRESETS } from '../../server/src/service/presets';
import { RULES } from '../../server/src/service/rules';
import { exampleDocument } from '../../server/src/service/rulePages';
import { EMPTY_WORKSPACE } from '../../server/src/service/workspace';
import { doc } from '../support/service';

const INTERNAL = /\bseeds?\b|kafka-facts/i;
const ROOT = join(__dirname, '../..');

/** One snippet per rule the examples and fixtures leave silent (taken from its unit test). */
const FIRING: Array<[string, string]> = [
  ['producer.properties', 'acks=all\nfetch.min.bytes=1024\nlinger.ms=5\n'], // wrong-role-key
  ['producer.properties', 'transactional.id=orders-tx\nenable.idempotence=false\n'],
  ['producer.properties', 'linger.ms=100\nrequest.timeout.ms=30000\ndelivery.timeout.ms=30000\n'],
  ['producer.properties', '# kafka-tuning: record-bytes=2000000 key-bytes=36\nmax.request.size=1048576\n'],
  ['producer.properties', 'batch.size=500\n'],
  ['mm2-source.properties', 'name=m\nconnector.class=org.apache.kafka.connect.mirror.MirrorSourceConnector\nsource.cluster.alias=a\ntarget.cluster.alias=b\ntarget.cluster.bootstrap.servers=b:9092\ntopics=t\n'],
  ['mm2.json', '{\n  "connector.class": "org.apache.kafka.connect.mirror.MirrorSourceConnector",\n  "source.cluster.alias": "a",\n  "target.cluster.alias": "b",\n  "source.cluster.bootstrap.servers": "a:9096",\n  "source.cluster.security.protocol": "SASL_SSL",\n  "target.cluster.bootstrap.servers": "b:9092",\n  "topics": "t"\n}\n'],
  ['Reader.java', 'import java.time.Duration;\nimport java.util.Properties;\nimport org.apache.kafka.clients.consumer.*;\nclass Reader {\n  void run() {\n    Properties p = new Properties();\n    p.put(ConsumerConfig.GROUP_ID_CONFIG, "g");\n    KafkaConsumer<String, String> c = new KafkaConsumer<>(p);\n    c.poll(Duration.ofSeconds(1));\n  }\n}\n'],
  ['server.properties', 'process.roles=broker\nnode.id=2\ncontroller.quorum.voters=1@c:9093\nlisteners=PLAINTEXT://:9092\nlog.cleanup.policy=compact\n'],
  ['server.properties', 'broker.id=1\nzookeeper.connect=zk:2181\nlog.dirs=/var/lib/kafka\noffsets.commit.required.acks=1\n'],
  ['docker-compose.yml', 'services:\n  controller-1:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: controller\n      KAFKA_LISTENERS: CONTROLLER://:9094\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@controller-1:9093\n'],
  ['connect-distributed.properties', 'bootstrap.servers=k:9092\ngroup.id=c\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.topic=o\nconfig.storage.topic=c\nstatus.storage.topic=s\nconfig.storage.replication.factor=1\n'],
  ['application.yml', 'spring:\n  kafka:\n    consumer:\n      group-id: g\n      value-deserializer: io.confluent.kafka.serializers.KafkaAvroDeserializer\n'],
  ['connect-distributed.properties', 'bootstrap.servers=b:9093\ngroup.id=connect\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nsecurity.protocol=SSL\nconsumer.security.protocol=SSL\n'], // connect-task-security-missing
  ['docker-compose.yml', 'services:\n  kafka-1:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_LISTENERS: PLAINTEXT://:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka-2:9092\n  kafka-2:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_LISTENERS: PLAINTEXT://:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka-2:9092\n'], // compose-advertised-other-service
  ['connect-distributed.properties', 'bootstrap.servers=kafka-1:9092\ngroup.id=connect\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nconfig.storage.topic=connect-configs #Replace\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\n'], // topic-name-illegal
  ['docker-compose.yml', 'services:\n  kafka:\n    image: apache/kafka:3.9.0\n    environment:\n      KAFKA_HEAP_OPTS: -Xmx2g\n      KAFKA_OPTS: -Xmx512m\n'],
  ['orders-sink.json', '{\n  "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",\n  "topics": "orders"\n}\n'],
  ['producer.properties', '# kafka-tuning: record-bytes=512 rate=2000 partitions=4\nlinger.ms=0\nbatch.size=131072\n'],
  ['producer.properties', '# kafka-tuning: client=java@4.1\nenable.idempotence=false\n'],
  ['consumer.properties', '# kafka-tuning: record-bytes=200 rate=20 role=consumer\nfetch.min.bytes=1048576\nfetch.max.wait.ms=1000\n'],
  ['consumer.properties', '# kafka-tuning: process-ms=1 role=consumer\nmax.poll.records=5000\nmax.poll.interval.ms=10000\n'],
  ['consumer.properties', 'session.timeout.ms=10000\nheartbeat.interval.ms=10000\n'],
  ['consumer.properties', '# kafka-tuning: record-bytes=170 p99-ms=50 role=consumer\nfetch.min.bytes=32768\nfetch.max.wait.ms=100\n'],
  ['topic-orders.properties', 'compression.type=zstd\n'],
];

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) { if (e.name !== 'node_modules') out.push(...(await filesUnder(p))); } else if (documentKind(e.name)) out.push(p);
  }
  return out;
}

interface Seen { text: string; where: string }

/** Every diagnostic message, code-action title and hover the service gives for one document. */
function userText(service: ReturnType<typeof createLanguageService>, d: SourceDocument, where: string, fired: Set<string>): Seen[] {
  const seen: Seen[] = [];
  const { diagnostics, sites } = service.analyze(d);
  for (const diag of diagnostics) {
    fired.add(String(diag.code));
    seen.push({ text: diag.message, where: `${where} [${diag.code}] message` });
    for (const a of service.codeActions(d, diag.range)) seen.push({ text: a.title, where: `${where} [${diag.code}] action` });
  }
  for (const site of sites) {
    for (const e of site.entries) {
      const h = service.hover(d, e.keyRange.start);
      if (h) seen.push({ text: typeof h.contents === 'string' ? h.contents : 'value' in h.contents ? h.contents.value : JSON.stringify(h.contents), where: `${where} hover ${e.key}` });
      // Code actions on a key offer the presets too.
      for (const a of service.codeActions(d, e.keyRange)) seen.push({ text: a.title, where: `${where} action at ${e.key}` });
    }
  }
  return seen;
}

describe('user-facing text names no internal research label', () => {
  it('diagnostics, fix titles and hovers over examples, fixtures and a firing snippet per rule', async () => {
    const fired = new Set<string>();
    const seen: Seen[] = [];
    for (const folder of ['examples', 'test/fixtures', 'test/corpus']) {
      const root = join(ROOT, folder);
      const service = createLanguageService({ workspace: await scanWorkspace([root]), onInternalError: (what, e) => { throw new Error(`${what}: ${e}`); } });
      for (const file of await filesUnder(root)) {
        assert.doesNotMatch(readFileSync(file, 'utf8'), INTERNAL, file);
        const d = { uri: pathToFileURL(file).toString(), fileName: file, languageId: languageIdForPath(file) ?? 'plaintext', text: readFileSync(file, 'utf8') };
        seen.push(...userText(service, d, file.slice(ROOT.length + 1), fired));
      }
    }
    const service = createLanguageService({ onInternalError: (what, e) => { throw new Error(`${what}: ${e}`); } });
    FIRING.forEach(([name, text], i) => seen.push(...userText(service, doc(text, name), `snippet ${i} (${name})`, fired)));
    // Rules that read the rest of a module: their page's bad example, with the module it states.
    for (const r of RULES.filter((x) => x.docs.module)) {
      const withModule = createLanguageService({ workspace: { ...EMPTY_WORKSPACE, ...r.docs.module!.facts }, onInternalError: (what, e) => { throw new Error(`${what}: ${e}`); } });
      seen.push(...userText(withModule, exampleDocument(r.docs.bad), `${r.id} page example`, fired));
    }

    assert.deepEqual(RULES.map((r) => r.id).filter((id) => !fired.has(id)), [], 'rules the corpus never makes fire');
    assert.ok(seen.length > 500, `only ${seen.length} texts checked`);
    assert.deepEqual(seen.filter((s) => INTERNAL.test(s.text)).map((s) => `${s.where}: ${s.text}`), []);
  });

  it('the rule registry, the generated rule reference, explanations and presets', () => {
    const texts = [
      ...RULES.flatMap((r) => [r.id, r.summary, r.source]),
      readFileSync(join(ROOT, 'docs/rules.md'), 'utf8'),
      ...Object.values(EXPLAIN),
      ...PRESETS.flatMap((p) => [p.title, p.trade]),
      // Snippet descriptions show in completion; the examples are the workspace a user opens first.
      ...['properties', 'java', 'typescript', 'spring-yaml'].map((n) => readFileSync(join(ROOT, `snippets/${n}.json`), 'utf8')),
    ];
    assert.deepEqual(texts.filter((t) => INTERNAL.test(t)), []);
  });

  it('every benchmark warning, over every combination that produces one', () => {
    const warnings = new Set<string>();
    for (const rounds of [1, 3]) for (const throughput of [-1, 2000]) for (const brokers of [1, 3]) for (const acks of [-1, 1])
      for (const compressed of [false, true]) for (const random of [false, true]) for (const idem of [false, true]) for (const missing of ['zstd', 'lz4', false] as const)
        for (const w of producerWarnings(rounds, throughput, brokers, acks, compressed, random, idem, missing)) warnings.add(w);
    for (const rounds of [1, 3]) for (const minBytes of [1, 8_388_608])
      for (const w of consumerWarnings({ minBytes, maxBytes: 52_428_800, maxBytesPerPartition: 1_048_576, maxWaitTimeInMs: 1000 } as Parameters<typeof consumerWarnings>[0], 4, rounds)) warnings.add(w);
    for (const throughput of [-1, 1000]) for (const rounds of [1, 3]) for (const producerSide of [false, true])
      for (const w of e2eWarnings({ throughput, rounds, partitions: 1 }, producerSide)) warnings.add(w);
    // Each branch that adds a warning was reached (so a new one cannot hide behind an untested combination).
    assert.ok(warnings.size >= 8, `only ${warnings.size} distinct warnings produced`);
    assert.deepEqual([...warnings].filter((w) => INTERNAL.test(w)), []);
  });
});
