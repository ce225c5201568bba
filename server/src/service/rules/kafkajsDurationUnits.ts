// kafkajs-duration-units: every kafkajs duration option is in milliseconds (kafkajs v2.2.4
// defaults: requestTimeout 30000 in src/cluster/index.js, retry.maxRetryTime 30000 in
// src/retry/defaults.js, transactionTimeout 60000 in src/producer/eosManager/index.js,
// rebalanceTimeout 60000 and heartbeatInterval 3000 in src/consumer/index.js). A value of 60 or
// less where the default is seconds long reads as seconds written without the unit: `maxRetryTime: 30`
// is 30 ms. sessionTimeout is left to session-timeout-out-of-range, which gives the broker's bound;
// options named ...InMs and initialRetryTime (300 ms by default) are small on purpose.
import { secondsLikeDurations, type DurationEffects } from './secondsLike';
import { Severity, type Rule } from './types';

/** What a seconds-sized number does to each option, in milliseconds. */
const EFFECT: DurationEffects = {
  // producer.send({ timeout }) is the produce request's ack timeout, which the broker applies.
  'request.timeout.ms': (ms, _ctx, e) => (e.rawKey === 'timeout'
    ? `the broker answers REQUEST_TIMED_OUT whenever its replicas take longer than ${ms} ms to acknowledge a send`
    : `every request that takes longer than ${ms} ms fails with a request timeout (KafkaJSRequestTimeoutError)`),
  // src/retry/index.js: the first wait is initialRetryTime, every later one is capped at maxRetryTime.
  'retry.backoff.max.ms': (ms, ctx) => {
    const retries = Number(ctx.effective('retries') ?? 5);
    const first = Number(ctx.effective('retry.backoff.ms') ?? 300);
    return `after the first wait (${first} ms) no wait between retries is longer than ${ms} ms, and all ${retries} retries are spent within at most ${first + Math.max(0, retries - 1) * ms} ms instead of riding out a broker restart`;
  },
  'transaction.timeout.ms': (ms) => `the broker aborts any transaction still open after ${ms} ms`,
  'max.poll.interval.ms': (ms) => `in a rebalance the group waits only ${ms} ms for members to rejoin and removes the rest`,
  'heartbeat.interval.ms': (ms) => `the consumer may send a heartbeat every ${ms} ms while it processes messages`,
  'auto.commit.interval.ms': (ms) => `offsets are committed whenever ${ms} ms have passed, i.e. after nearly every batch`,
};

export const kafkajsDurationUnits: Rule = {
  id: 'kafkajs-duration-units',
  severity: Severity.Warning,
  clients: ['kafkajs'],
  source: 'kafkajs v2.2.4 option defaults, all in milliseconds (src/cluster/index.js, src/retry/defaults.js, src/consumer/index.js, src/producer/eosManager/index.js)',
  summary: 'A kafkajs duration of 60 or less where the default is seconds: kafkajs reads milliseconds (maxRetryTime: 30 is 30 ms).',
  docs: {
    why: 'kafkajs takes every duration in milliseconds, and most of its defaults are tens of seconds. A number such as 30 is almost always seconds written without the unit.',
    consequence: 'retry.maxRetryTime: 30 caps each retry wait at 30 ms instead of the default 30000 ms (kafkajs src/retry/defaults.js), so the retries are spent in well under a second; requestTimeout: 30 fails requests after 30 ms.',
    bad: { file: 'client.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'billing', brokers: ['kafka:9092'], retry: { maxRetryTime: 30, retries: 8 } });\n" },
    good: { file: 'client.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'billing', brokers: ['kafka:9092'], retry: { maxRetryTime: 30_000, retries: 8 } });\n" },
    falsePositives: 'A deliberately tiny value in a test against a local broker; silence it with a kafka-tuning-disable-next-line comment.',
    versions: 'kafkajs 1.x and 2.x',
  },
  check(ctx) {
    return secondsLikeDurations(ctx, EFFECT, 'kafkajs reads');
  },
};
