// fetch-wait-unpaired (ConsumerConfig fetch.min.bytes / fetch.max.wait.ms): the two keys are
// the two gates of one broker-side decision — answer when this many bytes are there, or after this
// long. Raise min.bytes without choosing the wait and the wait is still the old one.
// Definition kept deliberately narrow: fetch.min.bytes is written above 1 and fetch.max.wait.ms is
// not written, so the client default (500 ms Java/librdkafka, 5000 ms kafkajs) silently becomes
// the delay every under-filled fetch pays. The opposite case (a wait changed with min.bytes left
// at 1) is not flagged: with min.bytes=1 the broker answers on the first byte, so the wait costs
// nothing, and min.bytes=1 with a short wait is the usual set-up for quiet partitions. When p99-ms is declared and the default wait exceeds it,
// fetch-wait-exceeds-slo reports the same thing with a number, so this rule stays quiet.
import { Severity, type Rule } from './types';
import { bytesAsWritten, duration, msValue, sizeUnit } from '../../../../common/src/units';

export const fetchWaitUnpaired: Rule = {
  id: 'fetch-wait-unpaired',
  severity: Severity.Information,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['java', 'kafkajs', 'librdkafka'],
  source: 'ConsumerConfig fetch.min.bytes / fetch.max.wait.ms (one broker-side wait, two conditions); docs/evidence/fetch-min-bytes-unreachable.md',
  summary: 'fetch.min.bytes is raised but fetch.max.wait.ms is left at the client default.',
  check(ctx) {
    if (!ctx.isSet('fetch.min.bytes') || ctx.isSet('fetch.max.wait.ms')) return [];
    const min = ctx.number('fetch.min.bytes');
    const wait = ctx.number('fetch.max.wait.ms');
    if (min === undefined || min <= 1 || wait === undefined) return [];
    const p99 = ctx.workload.p99Ms;
    if (p99 !== undefined && wait > p99) return [];
    const minName = ctx.display('fetch.min.bytes');
    const waitName = ctx.display('fetch.max.wait.ms');
    return [{
      range: ctx.entry('fetch.min.bytes')!.keyRange,
      message: `${minName}=${bytesAsWritten(min)} is raised but ${waitName} is left at the ${ctx.site.client.client} default of ${msValue(wait)}: whenever less than ${sizeUnit(min)} is ready, a fetch is held up to ${duration(wait)}. The two gates are one decision: write ${waitName} with the delay you accept.`,
      fixes: [{ title: `Write ${waitName}=${wait} (the current default) next to ${minName}`, intents: [{ kind: 'set', key: 'fetch.max.wait.ms', value: String(wait) }], preferred: true }],
    }];
  },
  docs: {
    why: 'fetch.min.bytes and fetch.max.wait.ms are the two conditions of one broker-side decision: answer when this many bytes are ready, or after this long. Raising fetch.min.bytes without choosing the wait leaves the client default (500 ms in the Java client and librdkafka, 5,000 ms in kafkajs) as the delay every under-filled fetch pays.',
    consequence: 'On a quiet partition a record can wait the default wait (500 ms, or 5 s in kafkajs) before the consumer sees it; the same mechanism is measured in docs/evidence/fetch-min-bytes-unreachable.md, where every under-filled fetch took the full wait.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=orders\nfetch.min.bytes=65536\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=orders\nfetch.min.bytes=65536\nfetch.max.wait.ms=50\n' },
    falsePositives: 'A consumer for which the default wait is fine (throughput-oriented, high traffic): write fetch.max.wait.ms=500 explicitly to record the choice, and the rule is silent.',
    versions: 'Java consumer, kafkajs and librdkafka, all versions.',
  },
};
