// fetch-wait-exceeds-slo (docs/evidence/fetch-min-bytes-unreachable.md: an unmet fetch.min.bytes
// makes fetch.max.wait.ms the latency floor): when fewer than fetch.min.bytes are ready, the broker holds the
// fetch up to fetch.max.wait.ms, so a record on a quiet partition can sit that long before the
// consumer sees it. Above the declared p99 budget that wait alone breaks the SLO.
// Only when fetch.min.bytes needs more than one record: at min.bytes ≤ one record (the default 1)
// the broker answers on the first arrival and the wait never delays a record.
import { recordSize } from '../../../../common/src/kafka/recordBatch';
import { Severity, type Rule } from './types';
import { bytesAsWritten, duration, msAsWritten, msValue } from '../../../../common/src/units';

export const fetchWaitExceedsSlo: Rule = {
  id: 'fetch-wait-exceeds-slo',
  severity: Severity.Warning,
  measure: 'latency',
  roles: ['consumer'],
  clients: ['java', 'kafkajs', 'librdkafka'],
  needs: ['p99Ms'],
  source: 'ConsumerConfig fetch.min.bytes / fetch.max.wait.ms (the broker holds a fetch until either is met); measured in docs/evidence/fetch-min-bytes-unreachable.md',
  summary: 'fetch.max.wait.ms is longer than the declared p99 budget while fetch.min.bytes makes fetches wait.',
  check(ctx) {
    const p99 = ctx.workload.p99Ms!;
    const wait = ctx.number('fetch.max.wait.ms');
    const min = ctx.number('fetch.min.bytes');
    if (wait === undefined || min === undefined || wait <= p99) return [];
    const oneRecord = ctx.workload.recordBytes !== undefined
      ? recordSize({ valueBytes: ctx.workload.recordBytes, keyBytes: ctx.workload.keyBytes ?? null })
      : 1;
    if (min <= oneRecord) return [];
    const waitName = ctx.display('fetch.max.wait.ms');
    const minName = ctx.display('fetch.min.bytes');
    const target = Math.max(0, Math.floor(p99 / 2));
    return [{
      range: ctx.isSet('fetch.max.wait.ms') ? ctx.entry('fetch.max.wait.ms')!.valueRange : ctx.anchor(),
      message: `${waitName}=${msValue(wait)}${ctx.isSet('fetch.max.wait.ms') ? '' : ', the default,'} exceeds the p99 budget of ${duration(p99)}: with ${minName}=${bytesAsWritten(min)}, a record on a quiet partition can wait ${duration(wait)} in the broker before the fetch returns.`,
      fixes: [
        { title: `Set ${waitName}=${msAsWritten(target)} (half the ${duration(p99)} budget)`, intents: [{ kind: 'set', key: 'fetch.max.wait.ms', value: String(target) }], preferred: true },
        { title: `Set ${minName}=1 (answer on the first record)`, intents: [{ kind: 'set', key: 'fetch.min.bytes', value: '1' }] },
      ],
    }];
  },
  docs: {
    why: 'When fewer than fetch.min.bytes are ready, the broker holds the fetch for up to fetch.max.wait.ms. If fetch.min.bytes needs more than one record, a record on a quiet partition can sit that long before the consumer sees it; above the declared p99 budget the wait alone breaks it.',
    consequence: 'Measured on the embedded broker (docs/evidence/fetch-min-bytes-unreachable.md): fetches that cannot meet fetch.min.bytes take the full fetch.max.wait.ms (p99 1,134.6 ms against a 1,000 ms wait).',
    bad: { file: 'consumer.properties', text: '# kafka-tuning: record-bytes=170 p99-ms=50\nbootstrap.servers=localhost:9092\ngroup.id=orders\nfetch.min.bytes=32768\nfetch.max.wait.ms=100\n' },
    good: { file: 'consumer.properties', text: '# kafka-tuning: record-bytes=170 p99-ms=50\nbootstrap.servers=localhost:9092\ngroup.id=orders\nfetch.min.bytes=32768\nfetch.max.wait.ms=20\n' },
    falsePositives: 'Traffic so high that fetch.min.bytes is always met quickly: the wait never applies. Declare the rate; or silence the line.',
    versions: 'Java consumer, kafkajs and librdkafka, all versions.',
  },
};
