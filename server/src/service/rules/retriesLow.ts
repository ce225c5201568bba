// retries-low (ProducerConfig retries; RecordAccumulator.shouldBackoff; Sender.canRetry): a small
// written retry count ends a batch's retries long before delivery.timeout.ms does. Errors that come
// back at once — a refused connection to a broker that just stopped, NOT_LEADER_OR_FOLLOWER while
// leadership moves — spend one retry per back-off, and the back-off is short: retry.backoff.ms
// (100 ms) per retry before 3.7, doubling up to retry.backoff.max.ms (1000 ms) from 3.7 (KIP-580,
// `retryBackoff.backoff(batch.attempts() - 1)`), skipped when the leader has changed (KIP-951).
// A stopped KRaft broker keeps its partitions until the controller fences it after
// broker.session.timeout.ms (9000 ms default), so a count whose back-off adds up to less than that
// can be used up during one broker failure. ProducerConfig's own documentation of retries says to
// leave it unset and bound a send with delivery.timeout.ms (KIP-91, Kafka 2.1).
// retries=0 is retries-zero's finding; acks=0 retries nothing (no answer to retry on).
import { compareVersions } from '../catalog/catalog';
import { Severity, type Rule } from './types';

/** broker.session.timeout.ms's default (KRaft): how long a stopped broker keeps leading its partitions. */
const BROKER_SESSION_MS = 9000;
const MAX_INT = 2147483647;

/**
 * The back-off a batch waits over `retries` retries: `base` each before 3.7, doubling from `base`
 * up to `max` from 3.7 (jitter of ±20 % aside; ExponentialBackoff starts at min(base, max)).
 * `max` undefined: the version has no exponential back-off.
 */
export function retryBackoffTotal(retries: number, base: number, max: number | undefined): number {
  let total = 0;
  for (let i = 0; i < retries && total < BROKER_SESSION_MS * 10; i++) {
    total += max === undefined ? base : Math.min(Math.min(base, max) * 2 ** i, max);
  }
  return total;
}

export const retriesLow: Rule = {
  id: 'retries-low',
  severity: Severity.Information,
  // A test's producer runs against the test's own broker: its durability is its own business.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig retries ("Users should generally prefer to leave this config unset and instead use delivery.timeout.ms", KIP-91); RecordAccumulator.shouldBackoff (KIP-580 exponential back-off from 3.7)',
  summary: 'A small retries count whose back-off adds up to less than a broker failover: the producer stops retrying a batch long before delivery.timeout.ms, and its records are not written.',
  check(ctx) {
    const entry = ctx.entry('retries');
    const retries = ctx.number('retries');
    if (!entry || entry.value === undefined || retries === undefined || retries <= 0 || retries >= MAX_INT) return [];
    if (ctx.entry('acks')?.value?.trim() === '0') return [];
    const version = ctx.site.client.version;
    // Before 2.1 the default was retries=0 (KIP-91): any written count retries more than the default.
    if (version !== undefined && compareVersions(version, '2.1') < 0) return [];
    const base = ctx.number('retry.backoff.ms') ?? 100;
    const max = ctx.number('retry.backoff.max.ms');
    // retry.backoff.ms above retry.backoff.max.ms: the client logs that it applies a static back-off
    // (CommonClientConfigs.warnDisablingExponentialBackoff); a config that tuned the two by hand is left alone.
    if (max !== undefined && base > max) return [];
    const total = retryBackoffTotal(retries, base, max);
    if (total >= BROKER_SESSION_MS) return [];
    const delivery = ctx.number('delivery.timeout.ms');
    const origin = (key: string) => (ctx.isSet(key) ? '' : ', default');
    const backoff = max === undefined
      ? `retry.backoff.ms=${base}${origin('retry.backoff.ms')} each`
      : `retry.backoff.ms=${base}${origin('retry.backoff.ms')} doubling up to retry.backoff.max.ms=${max}${origin('retry.backoff.max.ms')}, KIP-580`;
    const name = ctx.display('retries');
    return [{
      range: entry.valueRange,
      message: `${name}=${retries}: the producer gives up on a batch after ${retries} ${retries === 1 ? 'retry' : 'retries'}${delivery === undefined ? '' : `, however much of delivery.timeout.ms (${delivery} ms${origin('delivery.timeout.ms')}) is left`}. Their back-off adds up to about ${total} ms (${backoff}), so errors that come back at once — a refused connection to a broker that just stopped, NOT_LEADER_OR_FOLLOWER while its partitions move — can use them all up before the partitions have new leaders (a stopped KRaft broker keeps them until it is fenced, broker.session.timeout.ms=${BROKER_SESSION_MS} by default); the batch then fails and its records are written only if the application resends them. ProducerConfig's documentation of retries advises leaving it unset and bounding a send with delivery.timeout.ms (KIP-91).`,
      fixes: [{ title: `Remove ${name}=${retries} (retry until delivery.timeout.ms)`, intents: [{ kind: 'remove', entry }], preferred: true }],
    }];
  },
  docs: {
    why: 'Since Kafka 2.1 (KIP-91) the producer retries a failed batch until delivery.timeout.ms runs out; retries defaults to 2147483647 so that the time bound decides. A written count such as retries=3 stops earlier. Errors that return at once — a broker that stopped refuses connections, or answers NOT_LEADER_OR_FOLLOWER while leadership moves — each use one retry after a short back-off (100 ms each before Kafka 3.7; from 3.7 doubling from retry.backoff.ms up to retry.backoff.max.ms, KIP-580, and skipped when the new leader is already known, KIP-951). Three retries are spent in well under a second, while a stopped KRaft broker keeps its partitions until the controller fences it (broker.session.timeout.ms, 9 s by default).',
    consequence: 'During a broker failure or an unclean restart, batches fail with a retriable error and their records are not written unless the application catches the error in the send() callback or Future and resends them.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: client=java@3.9\nbootstrap.servers=kafka-1:9092,kafka-2:9092\nacks=all\nretries=3\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: client=java@3.9\nbootstrap.servers=kafka-1:9092,kafka-2:9092\nacks=all\ndelivery.timeout.ms=120000\n' },
    falsePositives: 'A producer whose application resends failed records itself, or that prefers failing fast to waiting (then lowering delivery.timeout.ms says so and still covers a failover). Counts whose back-off reaches 9 s are not reported (from 3.7 with the default back-off, 12 retries or more; before 3.7, 90 or more). acks=0 is not reported: nothing is retried there. retries=0 is retries-zero\'s finding.',
    versions: 'Java producer 2.1 and newer (before 2.1 the default was retries=0, so a written count retries more). The back-off is computed per version: linear before 3.7, exponential from 3.7.',
  },
};
