import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FixIntent, SourceDocument } from '../../server/src/service/model';
import { tsSites as tsDrafts } from '../../server/src/service/sites/ts';
import { built } from '../support/sites';
import { tsEdits } from '../../server/src/service/sites/ts/edits';
import ts from 'typescript';
import { applyTextEdits } from '../../server/src/service/util/textEdits';

const doc = (text: string): SourceDocument => ({ uri: 'file:///a.ts', fileName: 'a.ts', languageId: 'typescript', text });
const tsSites = (d: SourceDocument) => built(d, tsDrafts(d));


/** Applies the fix to site `i`, checks the result still parses, and returns the re-read site. */
function fix(text: string, i: number, intent: (s: ReturnType<typeof tsSites>[number]) => FixIntent) {
  const site = tsSites(doc(text))[i];
  const out = applyTextEdits(text, tsEdits(doc(text), site, intent(site)));
  const sf = ts.createSourceFile('a.ts', out, ts.ScriptTarget.Latest, true) as ts.SourceFile & { parseDiagnostics: unknown[] };
  assert.deepEqual(sf.parseDiagnostics, [], out);
  return { out, site: tsSites(doc(out))[i] };
}

const K = "import { Kafka, CompressionTypes } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['b'] });\n";

describe('tsEdits', () => {
  it('adds a kafkajs option to a multi-line object with its indentation and comma', () => {
    const text = `${K}const c = kafka.consumer({\n    groupId: 'g',\n    minBytes: 1\n});\n`;
    const { out, site } = fix(text, 1, () => ({ kind: 'set', key: 'fetch.max.wait.ms', value: '100' }));
    assert.equal(out, `${K}const c = kafka.consumer({\n    groupId: 'g',\n    minBytes: 1,\n    maxWaitTimeInMs: 100\n});\n`);
    assert.equal(site.entries.find((e) => e.key === 'fetch.max.wait.ms')?.value, '100');
  });

  it('adds into a single-line object with a trailing comma, and into an empty one', () => {
    const one = fix(`${K}const p = kafka.producer({ idempotent: true, });\n`, 1, () => ({ kind: 'set', key: 'transactional.id', value: 'tx' }));
    assert.equal(one.out, `${K}const p = kafka.producer({ idempotent: true, transactionalId: 'tx', });\n`);
    const empty = fix(`${K}const p = kafka.producer({});\n`, 1, () => ({ kind: 'set', key: 'enable.idempotence', value: 'true' }));
    assert.equal(empty.out, `${K}const p = kafka.producer({ idempotent: true });\n`);
  });

  it('writes retry.retries inside the existing retry object', () => {
    const { out, site } = fix(`${K}const p = kafka.producer({ retry: { initialRetryTime: 100 } });\n`, 1, () => ({ kind: 'set', key: 'retries', value: '10' }));
    assert.match(out, /retry: \{ initialRetryTime: 100, retries: 10 \}/);
    assert.equal(site.entries.find((e) => e.key === 'retries')?.value, '10');
  });

  it('replaces a value keeping its literal type, and CompressionTypes', () => {
    const text = `${K}const p = kafka.producer({ transactionalId: 'a' });\nawait p.send({ topic: 't', compression: CompressionTypes.GZIP, messages: [] });\n`;
    const a = fix(text, 1, () => ({ kind: 'set', key: 'transactional.id', value: 'b' }));
    assert.match(a.out, /transactionalId: 'b'/);
    const b = fix(text, 2, () => ({ kind: 'set', key: 'compression.type', value: 'lz4' }));
    assert.match(b.out, /compression: CompressionTypes\.LZ4/);
    assert.equal(b.site.entries[0].value, 'lz4');
  });

  it('removes a property with its comma, as a line or inline', () => {
    const text = `${K}const c = kafka.consumer({\n  groupId: 'g',\n  minBytes: 1,\n  maxBytes: 2\n});\n`;
    const a = fix(text, 1, (s) => ({ kind: 'remove', entry: s.entries[1] }));
    assert.equal(a.out, `${K}const c = kafka.consumer({\n  groupId: 'g',\n  maxBytes: 2\n});\n`);
    const b = fix(`${K}const c = kafka.consumer({ groupId: 'g', minBytes: 1 });\n`, 1, (s) => ({ kind: 'remove', entry: s.entries[1] }));
    assert.equal(b.out, `${K}const c = kafka.consumer({ groupId: 'g' });\n`);
  });

  it('writes librdkafka dotted keys quoted for Confluent sites, and renames aliases', () => {
    const C = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({});\n";
    const a = fix(`${C}const p = kafka.producer({\n  kafkaJS: { acks: -1 },\n});\n`, 1, () => ({ kind: 'set', key: 'linger.ms', value: '0' }));
    assert.equal(a.out, `${C}const p = kafka.producer({\n  kafkaJS: { acks: -1 },\n  'linger.ms': 0,\n});\n`);
    assert.equal(a.site.entries.at(-1)?.value, '0');
    const b = fix(`${C}const p = kafka.producer({ 'queue.buffering.max.ms': 5 });\n`, 1, (s) => ({ kind: 'rename', entry: s.entries[0], newKey: 'linger.ms' }));
    assert.match(b.out, /\{ 'linger.ms': 5 \}/);
  });
});
