// kafkajs-producer-not-idempotent: kafka.producer() without idempotent: true. kafkajs producers are
// not idempotent by default (src/producer/index.js `idempotent = false`) yet retry failed sends (5
// times by default, src/retry/defaults.js): a request whose answer is lost (a timeout, a dropped
// connection) is sent again and the broker writes the batch a second time. With more than one
// request in flight per broker (maxInFlightRequests unset: no limit) a retried batch can also land
// after a later batch of the same partition. The Java twin is inflight-reordering; librdkafka's
// is librdkafka-retry-reordering. A hint: at-least-once delivery is a fair choice, made knowingly;
// check 41 listed it among real problems.
import { blankComments } from '../parse/blankComments';
import { tsExtras } from './lang';
import { outsideSite } from './siteText';

/** `retry: { …, retries: 30 }` in the file outside the producer's options (the client's), when one number is written. */
function clientRetries(text: string): number | undefined {
  const found = [...text.matchAll(/\bretry\s*:\s*\{[^}]*?\bretries\s*:\s*(\d+)/g)].map((m) => Number(m[1]));
  return found.length > 0 && found.every((n) => n === found[0]) ? found[0] : undefined;
}
import { Severity, type Rule } from './types';

const PRODUCER = (options: string) => `import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'payments', brokers: ['kafka-1:9092', 'kafka-2:9092'] });
export const producer = kafka.producer(${options});
`;

export const kafkajsProducerNotIdempotent: Rule = {
  id: 'kafkajs-producer-not-idempotent',
  severity: Severity.Hint,
  roles: ['producer'],
  clients: ['kafkajs'],
  runtimeOnly: true,
  source: 'kafkajs v2.2.4 src/producer/index.js (idempotent = false; maxInFlightRequests unset: no limit), src/retry/defaults.js (retries: 5)',
  summary: 'A kafkajs producer without idempotent: true retries failed sends: a batch whose answer was lost is written twice, and with several requests in flight it can overtake a later one.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (x?.library !== 'kafkajs' || x.api !== 'producer') return [];
    if (ctx.bool('enable.idempotence') === true || ctx.isSet('enable.idempotence') || ctx.isSet('transactional.id')) return [];
    // kafkajs merges the client's retry option under the producer's (src/index.js: retry:
    // { ...this[PRIVATE.CLUSTER_RETRY], ...retry }): new Kafka({ retry: { retries: 30 } }) is the
    // producer's count unless it sets its own (check 78, untrue hint "5 times by default").
    const client = ctx.isSet('retries') ? undefined : clientRetries(blankComments(outsideSite(ctx.doc, ctx.site)));
    const retries = client ?? ctx.number('retries');
    if (retries === 0) return [];
    const inflight = ctx.number('max.in.flight.requests.per.connection');
    const reorder = !ctx.isSet('max.in.flight.requests.per.connection') || inflight === undefined || inflight > 1;
    return [{
      range: x.callRange,
      message: `This kafkajs producer is not idempotent (kafkajs's default) and retries failed sends (${retries !== undefined && ctx.isSet('retries') ? `retries: ${retries}` : client !== undefined ? `retries: ${client}, from the client's retry option` : '5 times by default'}): a batch whose answer is lost is written twice${reorder ? `, and with ${inflight === undefined || !ctx.isSet('max.in.flight.requests.per.connection') ? 'maxInFlightRequests unset (no limit)' : `maxInFlightRequests: ${inflight}`} a retried batch can land after a later one of the same partition` : ''}. Set idempotent: true (the broker then drops the repeats and keeps the order; it needs acks -1, kafkajs's default), if the consumers cannot tolerate that.`,
      fixes: [{ title: 'Set idempotent: true', intents: [{ kind: 'set', key: 'enable.idempotence', value: 'true' }], preferred: true }],
    }];
  },
  docs: {
    why: 'kafkajs retries a send that failed, including one whose request reached the broker but whose answer did not come back. Without idempotence the broker cannot tell the second copy from new data. kafkajs also sends any number of requests to a broker at once unless maxInFlightRequests limits it, so a batch that is retried can be written after a batch sent later.',
    consequence: 'Duplicates after timeouts and reconnections, and records of one partition out of order after a retry: consumers that count, sum or apply changes in order see wrong results.',
    bad: { file: 'producer.ts', text: PRODUCER('') },
    good: { file: 'producer.ts', text: PRODUCER('{ idempotent: true }') },
    falsePositives: 'A producer whose consumers deduplicate, or whose data may repeat (metrics, logs): at-least-once is then the right choice; it is why this is a hint. Silence it with `// kafka-tuning-disable-next-line kafkajs-producer-not-idempotent` or write `idempotent: false` to say so.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
};
