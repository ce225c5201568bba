import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { SiteDraft, SourceDocument } from '../../server/src/service/model';
import { tsSites, type TsSiteExtras } from '../../server/src/service/sites/ts';

/** The TS extras of a draft, with the directive comments the extractor attached to it. */
const tsOf = (s: SiteDraft): TsSiteExtras & { directives: NonNullable<SiteDraft['directives']> } => (s.syntax === 'ts' ? { ...s.ts, directives: s.directives ?? [] } : assert.fail(`not a TS site: ${s.syntax}`));

const dir = join(__dirname, '../fixtures/ts');
const load = (name: string): SourceDocument => ({
  uri: `file:///${name}`, fileName: name, languageId: name.endsWith('.js') ? 'javascript' : 'typescript',
  text: readFileSync(join(dir, name), 'utf8'),
});
const table = (s: SiteDraft) => s.entries.map((e) => [e.key, e.value, e.rawKey, e.nativeName ?? null, e.prefix ?? null]);
const r = (l1: number, c1: number, l2: number, c2: number) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });

describe('tsSites: kafkajs', () => {
  it('reads a whole small site exactly', () => {
    const text = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['b'] });\nconst c = kafka.consumer({ groupId: 'g', minBytes: 1024 });\n";
    const sites = tsSites({ uri: 'file:///a.ts', fileName: 'a.ts', languageId: 'typescript', text });
    assert.deepEqual(sites[1], {
      syntax: 'ts', role: 'consumer', roleOrigin: 'code', client: { client: 'kafkajs' },
      entries: [
        { key: 'group.id', rawKey: 'groupId', nativeName: 'groupId', value: 'g', keyRange: r(2, 27, 2, 34), valueRange: r(2, 36, 2, 39), range: r(2, 27, 2, 39) },
        { key: 'fetch.min.bytes', rawKey: 'minBytes', nativeName: 'minBytes', value: '1024', keyRange: r(2, 41, 2, 49), valueRange: r(2, 51, 2, 55), range: r(2, 41, 2, 55) },
      ],
      range: r(2, 25, 2, 57), workload: {}, label: 'kafka.consumer({...})', identity: 'ts:consumer:kafka.consumer({...})', directives: [],
      ts: { library: 'kafkajs', api: 'consumer', callRange: r(2, 10, 2, 58), objectRange: r(2, 25, 2, 57), codecRegistrations: [] },
    });
  });

  it('follows identifier-passed configs, spreads, CompressionTypes and send calls', () => {
    const sites = tsSites(load('kafkajs-producer.ts'));
    assert.deepEqual(sites.map((s) => [s.label, s.role]), [
      ['new Kafka({...})', undefined], ['kafka.producer({...})', 'producer'],
      ['producer.send({...})', 'producer'], ['producer.sendBatch({...})', 'producer'],
    ]);
    assert.deepEqual(table(sites[0]), [
      ['client.id', 'orders', 'clientId', 'clientId', null],
      ['bootstrap.servers', undefined, 'brokers', 'brokers', null],
      ['retries', '8', 'retry.retries', 'retry.retries', null],
    ]);
    assert.deepEqual(table(sites[1]), [
      ['enable.idempotence', 'true', 'idempotent', 'idempotent', null],
      ['max.in.flight.requests.per.connection', '1', 'maxInFlightRequests', 'maxInFlightRequests', null],
      ['transactional.id', 'orders-tx', 'transactionalId', 'transactionalId', null],
    ]);
    // The spread entries point at `base`, declared on line 7.
    assert.equal(sites[1].entries[0].keyRange.start.line, 7);
    assert.deepEqual(table(sites[2]), [['acks', '1', 'acks', null, null], ['compression.type', 'snappy', 'compression', 'compression', null]]);
    assert.deepEqual(table(sites[3]), [['request.timeout.ms', '5000', 'timeout', 'timeout', null]]);
    const ex = tsOf(sites[1]);
    assert.deepEqual(ex.directives.map((d) => d.text), ['record-bytes=512 rate=2000']);
    assert.deepEqual(ex.sends?.map((s) => [s.method, s.inLoop, s.awaited, s.messageCount, s.acks?.value]), [
      ['send', true, true, 1, '1'], ['sendBatch', false, true, 2, undefined],
    ]);
    assert.deepEqual(ex.codecRegistrations?.map((c) => [c.codec, c.range.start.line]), [['snappy', 3]]);
  });

  it('maps consumer options, constants and consumer.run in JavaScript', () => {
    const sites = tsSites(load('kafkajs-consumer.js'));
    assert.deepEqual(sites.map((s) => s.label), ['new Kafka({...})', 'kafka.consumer({...})', 'consumer.run({...})']);
    assert.deepEqual(table(sites[1]).map((x) => [x[0], x[1]]), [
      ['group.id', 'billing'], ['fetch.min.bytes', '65536'], ['fetch.max.wait.ms', '100'],
      ['session.timeout.ms', '10000'], ['heartbeat.interval.ms', '3000'], ['isolation.level', 'read_uncommitted'],
    ]);
    assert.deepEqual(table(sites[2]), [['enable.auto.commit', 'false', 'autoCommit', 'autoCommit', null]]);
  });
});

describe('tsSites: Confluent and node-rdkafka', () => {
  it('puts kafkaJS-derived values before top-level dotted keys, which win', () => {
    const sites = tsSites(load('ckjs.ts'));
    const producer = sites.find((s) => s.label === 'kafka.producer({...})')!;
    assert.equal(producer.client.client, 'librdkafka');
    assert.deepEqual(table(producer), [
      ['enable.idempotence', 'true', 'idempotent', 'idempotent', 'kafkaJS.'],
      ['compression.type', 'lz4', 'compression', 'compression', 'kafkaJS.'],
      ['retries', '3', 'retry.retries', 'retry.retries', 'kafkaJS.'],
      ['linger.ms', '20', 'linger.ms', null, null],
      ['linger.ms', '10', 'queue.buffering.max.ms', 'queue.buffering.max.ms', null],
      ['compression.type', 'zstd', 'compression.codec', 'compression.codec', null],
      ['acks', '1', 'acks', null, null],
    ]);
    const ex = tsOf(producer);
    assert.equal(ex.derivedDefaults?.retries, '5');
    assert.deepEqual(ex.sends?.map((s) => [s.inLoop, s.awaited]), [[true, true]]);
    const consumer = sites.find((s) => s.role === 'consumer')!;
    // maxBytes becomes fetch.message.max.bytes, an alias of max.partition.fetch.bytes applied last.
    assert.deepEqual(table(consumer).map((x) => [x[0], x[1], x[2]]), [
      ['group.id', 'g', 'groupId'], ['max.partition.fetch.bytes', '1048576', 'maxBytesPerPartition'],
      ['fetch.max.wait.ms', '100', 'maxWaitTimeInMs'], ['max.partition.fetch.bytes', '2097152', 'maxBytes'],
    ]);
    assert.deepEqual(tsOf(consumer).kafkaJSUnknownKeys?.map((k) => k.name), ['fooBar']);
    const misplaced = sites[sites.length - 1];
    assert.deepEqual(tsOf(misplaced).kafkaJSKeysAtTopLevel?.map((k) => [k.name, k.range.start.line]), [['idempotent', 15]]);
    assert.deepEqual(table(misplaced), [['linger.ms', '0', 'linger.ms', null, null]]);
  });

  it('reads node-rdkafka global and topic config, skipping callbacks', () => {
    const sites = tsSites(load('node-rdkafka.js'));
    assert.deepEqual(sites.map((s) => [s.label, s.role, s.client.client]), [
      ['new Kafka.Producer({...})', 'producer', 'librdkafka'], ['new Kafka.KafkaConsumer({...})', 'consumer', 'librdkafka'],
    ]);
    assert.deepEqual(table(sites[0]).map((x) => [x[0], x[1], x[2]]), [
      ['bootstrap.servers', 'localhost:9092', 'metadata.broker.list'], ['batch.num.messages', '1000', 'batch.num.messages'],
      ['linger.ms', '50', 'queue.buffering.max.ms'], ['dr_cb', 'true', 'dr_cb'], ['acks', '-1', 'request.required.acks'],
    ]);
    assert.deepEqual(tsOf(sites[0]).directives.map((d) => d.text), ['rate=5000']);
    assert.deepEqual(table(sites[1]).map((x) => [x[0], x[1]]), [['group.id', 'g'], ['fetch.max.wait.ms', '10'], ['auto.offset.reset', 'earliest']]);
  });
});

describe('tsSites: robustness', () => {
  it('returns nothing for files without a Kafka module', () => {
    assert.deepEqual(tsSites(load('no-kafka.ts')), []);
  });

  it('keeps every range inside the document on broken code and on every prefix of it', () => {
    const doc = load('broken-mid-edit.ts');
    const sites = tsSites(doc);
    assert.deepEqual(sites.map((s) => s.label), ['new Kafka({...})', 'kafka.producer({...})', 'kafka.consumer({...})']);
    const minBytes = sites[2].entries.find((e) => e.rawKey === 'minBytes');
    assert.equal(minBytes?.value, undefined); // an unterminated string has no value yet
    const text = readFileSync(join(dir, 'kafkajs-producer.ts'), 'utf8');
    for (let n = 0; n <= text.length; n += 7) {
      const part = text.slice(0, n);
      const lines = part.split('\n');
      for (const s of tsSites({ ...doc, text: part })) {
        for (const e of s.entries) for (const rg of [e.keyRange, e.valueRange, e.range]) {
          assert.ok(rg.end.line < lines.length && rg.end.character <= lines[rg.end.line].length, `range out of doc at ${n}`);
          assert.ok(rg.start.line < rg.end.line || rg.start.character <= rg.end.character);
        }
      }
    }
  });
});
