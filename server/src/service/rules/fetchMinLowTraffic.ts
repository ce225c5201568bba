// fetch-min-low-traffic (ConsumerConfig fetch.min.bytes / fetch.max.wait.ms): at 20 rec/s × 200 B (4 KB/s) a
// fetch.min.bytes of 1 MB needs 256 s to fill, so every fetch waits the whole fetch.max.wait.ms
// and brings back what arrived in it: latency fixed at the wait, no batching gained. For such
// traffic fetch.min.bytes=1 with a short wait answers as soon as data is there.
// The fill time is compute.ts fetchFill, the same number the hover shows.
import { fetchFill } from '../compute';
import { Severity, type Rule } from './types';
import { bytesAsWritten, count, duration, msValue, sizeUnit } from '../../../../common/src/units';

export const fetchMinLowTraffic: Rule = {
  id: 'fetch-min-low-traffic',
  severity: Severity.Information,
  roles: ['consumer'],
  clients: ['java', 'kafkajs', 'librdkafka'],
  needs: ['rate', 'recordBytes'],
  source: 'ConsumerConfig fetch.min.bytes / fetch.max.wait.ms (the broker holds a fetch until either is met); docs/evidence/fetch-min-bytes-unreachable.md',
  summary: 'At the declared rate fetch.min.bytes fills slower than fetch.max.wait.ms: every fetch waits the full wait.',
  check(ctx) {
    const fill = fetchFill(ctx);
    const wait = ctx.number('fetch.max.wait.ms');
    if (!fill || wait === undefined) return [];
    const { perRecord, bytesPerSec, fillMs, min } = fill;
    const { rate, recordBytes } = ctx.workload;
    // A min.bytes one record satisfies is met by the first arrival: waiting then is only idling.
    if (min <= perRecord || fillMs <= wait) return [];
    const minName = ctx.display('fetch.min.bytes');
    const waitName = ctx.display('fetch.max.wait.ms');
    const perWait = Math.round((bytesPerSec * wait) / 1000);
    return [{
      range: ctx.isSet('fetch.min.bytes') ? ctx.entry('fetch.min.bytes')!.valueRange : ctx.anchor(),
      message: `At ${count(rate!)} rec/s × ${perRecord} B (${recordBytes} B value + record overhead) = ${count(Math.round(bytesPerSec))} B/s, ${minName}=${bytesAsWritten(min)} takes ${duration(fillMs)} to fill, longer than ${waitName}=${msValue(wait)}: every fetch waits the full ${duration(wait)} and returns only ≈ ${sizeUnit(perWait)}. For traffic this low, ${minName}=1 and a short wait answer as soon as data arrives.`,
      fixes: [{ title: `Set ${minName}=1 (answer as soon as data arrives)`, intents: [{ kind: 'set', key: 'fetch.min.bytes', value: '1' }], preferred: true }],
    }];
  },
  docs: {
    why: 'At a low rate fetch.min.bytes takes longer to fill than fetch.max.wait.ms, so the broker always answers on the wait: every fetch brings back what arrived during it, and the latency is pinned at the wait with no batching gained. At 20 records/s of 200 bytes, 1 MiB takes about 4 minutes to fill.',
    consequence: 'Every record waits up to fetch.max.wait.ms for nothing; fetch.min.bytes=1 with a short wait answers as soon as data is there. The wait itself is measured in docs/evidence/fetch-min-bytes-unreachable.md (fetches held for the full fetch.max.wait.ms); the fill time is computed from the declared rate, not measured.',
    bad: { file: 'consumer.properties', text: '# kafka-tuning: record-bytes=200 rate=20\nbootstrap.servers=localhost:9092\ngroup.id=orders\nfetch.min.bytes=1048576\nfetch.max.wait.ms=1000\n' },
    good: { file: 'consumer.properties', text: '# kafka-tuning: record-bytes=200 rate=20\nbootstrap.servers=localhost:9092\ngroup.id=orders\nfetch.min.bytes=1\nfetch.max.wait.ms=500\n' },
    falsePositives: 'A rate in the directive that is lower than the real traffic. Declare the rate the consumer really sees (the sum over its partitions).',
    versions: 'Java consumer, kafkajs and librdkafka, all versions.',
  },
};
