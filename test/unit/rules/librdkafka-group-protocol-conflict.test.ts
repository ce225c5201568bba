// librdkafka rdkafka_conf.c (2.10.0 and newer) refuses these keys with group.protocol=consumer; the
// commit "[KIP-848] Error out setting invalid configurations" is first tagged v2.10.0.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { librdkafkaGroupProtocolConflict } from '../../../server/src/service/rules/librdkafkaGroupProtocolConflict';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'librdkafka-group-protocol-conflict';
const opts = { fileName: 'consumer.ts' };
const ckjs = (version: string | undefined, body: string) => `${version ? `// kafka-tuning: client=librdkafka@${version}\n` : ''}import { KafkaJS } from '@confluentinc/kafka-javascript';
const kafka = new KafkaJS.Kafka({});
export const consumer = kafka.consumer({
  'bootstrap.servers': 'kafka:9092',
  'group.id': 'billing',
${body}});
`;

describe('librdkafka-group-protocol-conflict (rd_kafka_conf_finalize, KIP-848)', () => {
  it('session.timeout.ms with group.protocol=consumer on librdkafka 2.12: an error on the key', () => {
    const text = ckjs('2.12.0', "  'group.protocol': 'consumer',\n  'session.timeout.ms': 45000,\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^session\.timeout\.ms is refused with group\.protocol=consumer: librdkafka 2\.12\.0 fails to create the consumer/);
    assert.match(d.message, /group\.consumer\.session\.timeout\.ms/);
  });

  it('heartbeat, assignment strategy and group.protocol.type as well; the fix removes the key', () => {
    const text = ckjs('2.12.0', "  'group.protocol': 'consumer',\n  'heartbeat.interval.ms': 3000,\n  'partition.assignment.strategy': 'cooperative-sticky',\n  'group.protocol.type': 'consumer',\n");
    assert.deepEqual(findings(ID, text, opts).map((d) => d.range.start.line), [7, 8, 9]);
    const once = fix(ID, ckjs('2.12.0', "  'group.protocol': 'consumer',\n  'heartbeat.interval.ms': 3000,\n"), opts);
    assert.doesNotMatch(once, /heartbeat/);
    assert.deepEqual(findings(ID, once, opts), []);
  });

  it('a warning when the bundled librdkafka is unknown', () => {
    const [d] = findings(ID, ckjs(undefined, "  'group.protocol': 'consumer',\n  'session.timeout.ms': 45000,\n"), opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /librdkafka 2\.10 and newer fail to create the consumer/);
  });

  it('near misses: the classic protocol with its keys, the consumer protocol with its own, librdkafka before 2.10', () => {
    assert.deepEqual(findings(ID, ckjs('2.12.0', "  'session.timeout.ms': 45000,\n  'heartbeat.interval.ms': 3000,\n"), opts), []);
    assert.deepEqual(findings(ID, ckjs('2.12.0', "  'group.protocol': 'consumer',\n  'group.remote.assignor': 'uniform',\n"), opts), []);
    assert.deepEqual(findings(ID, ckjs('2.8.0', "  'group.protocol': 'consumer',\n  'session.timeout.ms': 45000,\n"), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(librdkafkaGroupProtocolConflict));
});
