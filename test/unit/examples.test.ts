// The examples workspace is the product's demo and its acceptance table: each measured or sourced
// mistake produces its diagnostic, and the good configs produce no warning or error.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { lintPaths } from '../../cli/src/lint';
import { lingerWait } from '../../common/src/kafka/lingerWait';
import { recordsPerBatch } from '../../common/src/kafka/recordBatch';

const EXPECTED: Record<string, string[]> = {
  // one record per batch; ConfigDef rejects "30s"; a typo Kafka only logs
  'config/producer-mistakes.properties': ['batch-size-below-record', 'invalid-value', 'unknown-key', 'acks-durability'],
  // fetch.min.bytes above what one fetch can return
  'config/consumer-mistakes.properties': ['fetch-min-unreachable', 'invalid-value'],
  // linger raised past the budget, buffer.memory below one batch per partition
  'config/producer-linger-buffer.properties': ['linger-exceeds-slo', 'buffer-memory-too-small'],
  // durability gaps on a 3-node broker
  'broker/server-mistakes.properties': ['min-insync-too-low', 'replica-fetchers-low', 'unclean-leader-election', 'replica-fetch-below-message-max'],
  'java/src/main/java/com/example/orders/OrderProducer.java': ['batch-size-below-record', 'idempotence-conflict'],
  'ts/src/producer.ts': ['kafkajs-idempotent-acks', 'kafkajs-serial-send', 'kafkajs-codec-not-registered'],
  'ts/src/consumer.ts': ['fetch-min-unreachable'],
  'spring/src/main/resources/application.yml': ['spring-unknown-property', 'batch-size-below-record'],
};

const GOOD = [
  'config/producer-good.properties',
  'config/consumer-good.properties',
  'broker/server.properties',
  'java/src/main/java/com/example/orders/BillingConsumer.java',
  'ts/src/confluent.ts',
];

test('examples: every known mistake is found, good configs get no warning or error', async () => {
  const root = join(__dirname, '../../examples');
  const { results } = await lintPaths([root]);
  const byFile = new Map(results.map((r) => [r.file.slice(root.length + 1), r.diagnostics]));
  for (const [file, codes] of Object.entries(EXPECTED)) {
    const got = new Set((byFile.get(file) ?? []).map((d) => String(d.code)));
    for (const code of codes) assert.ok(got.has(code), `${file}: expected ${code}, got ${[...got].join(', ')}`);
  }
  for (const file of GOOD) {
    const bad = (byFile.get(file) ?? []).filter((d) => d.severity === 1 || d.severity === 2);
    assert.deepEqual(bad.map((d) => `${d.code}: ${d.message}`), [], file);
  }
});

test('producer-good.properties: the batch its first line promises is the batching model\'s at its own rate (it said ~100 where the model gives 21)', () => {
  const text = readFileSync(join(__dirname, '../../examples/config/producer-good.properties'), 'utf8');
  const num = (re: RegExp) => Number(re.exec(text)![1].replace(/,/g, ''));
  const rate = num(/rate=(\d+)/), linger = num(/^linger\.ms=(\d+)/m), batch = num(/^batch\.size=(\d+)/m), bytes = num(/record-bytes=(\d+)/);
  const room = recordsPerBatch(batch, { valueBytes: bytes, keyBytes: null }).records;
  const w = lingerWait(rate, linger, room);
  assert.match(text, new RegExp(`a ${linger} ms linger window gathers ~${Math.round(w.recordsPerBatch)} records per batch \\(room for ${room}\\)`));
  assert.ok(w.sizeGateShare < 0.01, 'linger.ms sends the batches, as the comment says');
});
