// fetch-min-not-below-max: fetch.min.bytes at or above fetch.max.bytes asks the broker to wait for
// as much as one response may carry. The broker's wait (DelayedFetch.tryComplete, kafka_2.13 4.4.0)
// adds each partition's readable bytes capped at max.partition.fetch.bytes and answers early only
// when the sum reaches fetch.min.bytes; otherwise it answers after fetch.max.wait.ms. So the fetch
// returns early only when ceil(fetch.min.bytes / max.partition.fetch.bytes) partitions led by one
// broker each have that much unread: with ConsumerConfig.DEFAULT_FETCH_MAX_BYTES (50 MiB) as
// fetch.min.bytes, 50 partitions with 1 MiB each. Said only when no `partitions=` is declared;
// with it, fetch-min-unreachable works out the exact bound.
import { Severity, type Rule } from './types';
import { MODEST_MIN_BYTES } from './fetchMinUnreachable';
import { rangeText } from './siteText';
import { bytesAsWritten, msValue } from '../../../../common/src/units';

export const fetchMinNotBelowMax: Rule = {
  id: 'fetch-min-not-below-max',
  severity: Severity.Warning,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['java', 'kafkajs', 'librdkafka'],
  source: 'ConsumerConfig fetch.min.bytes / fetch.max.bytes / max.partition.fetch.bytes; the broker\'s DelayedFetch (counts at most max.partition.fetch.bytes per partition toward fetch.min.bytes, else answers after fetch.max.wait.ms)',
  summary: 'fetch.min.bytes at or above fetch.max.bytes: a fetch returns early only when many partitions each have max.partition.fetch.bytes unread.',
  check(ctx) {
    if (ctx.workload.partitions || !ctx.isSet('fetch.min.bytes')) return [];
    const min = ctx.number('fetch.min.bytes');
    const max = ctx.number('fetch.max.bytes');
    const per = ctx.number('max.partition.fetch.bytes');
    if (min === undefined || max === undefined || per === undefined || per <= 0 || min < max) return [];
    const entry = ctx.entry('fetch.min.bytes')!;
    const written = rangeText(ctx.doc.text, entry.valueRange).trim();
    const asWritten = written !== '' && written !== entry.value && !/^["']?\d+[lL]?["']?$/.test(written) ? ` (written as ${written})` : '';
    const shown = (key: string, v: number) => `${ctx.display(key)}=${bytesAsWritten(v)}${ctx.isSet(key) ? '' : ' (default)'}`;
    const wait = ctx.number('fetch.max.wait.ms');
    const waitText = wait === undefined ? `${ctx.display('fetch.max.wait.ms')} (its value is not known here)` : `${ctx.display('fetch.max.wait.ms')}=${msValue(wait)}${ctx.isSet('fetch.max.wait.ms') ? '' : ' (default)'}`;
    const partitions = Math.ceil(min / per);
    const minName = ctx.display('fetch.min.bytes');
    return [{
      range: entry.valueRange,
      message: `${minName}=${bytesAsWritten(min)}${asWritten} is not below ${shown('fetch.max.bytes', max)}, the most one fetch response may carry. The broker holds each fetch until it counts ${bytesAsWritten(min)}, at most ${shown('max.partition.fetch.bytes', per)} per partition, so a fetch returns early only when ${partitions} partitions led by one broker each have that much unread; otherwise every fetch waits the full ${waitText}.`,
      fixes: [{ title: `Set ${minName}=${bytesAsWritten(MODEST_MIN_BYTES)}: fetches still batch`, intents: [{ kind: 'set', key: 'fetch.min.bytes', value: String(MODEST_MIN_BYTES) }], preferred: true }],
    }];
  },
  docs: {
    why: 'fetch.min.bytes is how much the broker waits for before answering a fetch; fetch.max.bytes is the most one response may carry. The broker counts at most max.partition.fetch.bytes of each partition toward fetch.min.bytes (DelayedFetch), so a fetch.min.bytes as large as fetch.max.bytes is met only when fetch.min.bytes / max.partition.fetch.bytes partitions led by one broker each have that much unread — 50 partitions with 1 MiB each for the 50 MiB default fetch.max.bytes. Otherwise every fetch is answered only when fetch.max.wait.ms runs out. It usually comes from writing ConsumerConfig.DEFAULT_FETCH_MAX_BYTES where a minimum was meant.',
    consequence: 'Each fetch waits the full fetch.max.wait.ms (500 ms by default) unless enough partitions are full: records wait that long on a quiet topic, and a catching-up consumer gets one response per wait per broker. The same wait is measured with an unreachable fetch.min.bytes in docs/evidence/fetch-min-bytes-unreachable.md (a backlog read 9.3× slower).',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=orders\nfetch.min.bytes=52428800\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=orders\nfetch.min.bytes=65536\n' },
    falsePositives: 'A consumer that really reads that many full partitions from each broker. Declare them with `# kafka-tuning: partitions=<n>`: the rule then stays silent and fetch-min-unreachable judges the exact bound.',
    versions: 'Java consumer (fetch.max.bytes since 0.10.1, KIP-74), kafkajs (minBytes, maxBytes, maxBytesPerPartition) and librdkafka (fetch.min.bytes, fetch.max.bytes, fetch.message.max.bytes).',
  },
};
