// retries-zero (ProducerConfig retries; Sender.canRetry / completeBatch): with retries=0 the Sender
// fails a batch on its first retriable error — a leader change (NOT_LEADER_OR_FOLLOWER), a request
// timeout, a dropped connection — and hands the error to the callback or Future: the records are
// not written unless the application sends them again. Where idempotence is asked for, retries=0
// is one of its conflicts and idempotence-conflict reports it (one finding per decision); this rule
// speaks only where idempotence is off anyway (before 3.0, 3.0.0/3.1.0 per KAFKA-13598, or
// enable.idempotence=false). acks=0 is loss accepted on purpose (acks-durability says so): silent.
import { compareVersions } from '../catalog/catalog';
import { idempotenceView, predatesIdempotence } from './idempotenceConflict';
import { streamsEosProducer } from './streamsClientKeys';
import { Severity, type Rule } from './types';

export const retriesZero: Rule = {
  id: 'retries-zero',
  severity: Severity.Warning,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig retries (default Integer.MAX_VALUE since 2.1, KIP-91); Sender.canRetry: a batch is retried only while attempts remain',
  summary: 'retries=0 with acks=all (written or default) and idempotence off: one leader change or request timeout fails the send and its records are not written unless the application resends them.',
  check(ctx) {
    if (streamsEosProducer(ctx)) return [];
    const entry = ctx.entry('retries');
    if (!entry || entry.value === undefined || ctx.number('retries') !== 0) return [];
    const acks = ctx.entry('acks')?.value?.trim();
    // acks=0: no answer, so nothing is ever retried whatever retries says; acks=0/1 are acks-durability's
    // finding already (the loss they accept): one finding per decision.
    if (acks === '0' || acks === '1') return [];
    const v = idempotenceView(ctx);
    // Idempotence asked for (or not known): idempotence-conflict reports this same retries=0.
    if (v.unknown || v.requested) return [];
    // Before 2.1 the default itself was retries=0 (KIP-91 made it 2147483647 with delivery.timeout.ms):
    // removing the line changes nothing there, so the advice is to write a retry count.
    const version = ctx.site.client.version;
    const old = version !== undefined && compareVersions(version, '2.1') < 0;
    // The error was NOT_LEADER_FOR_PARTITION until 2.6 (apache/kafka#8979, KAFKA-10223).
    const leaderError = version !== undefined && compareVersions(version, '2.6') < 0 ? 'NOT_LEADER_FOR_PARTITION' : 'NOT_LEADER_OR_FOLLOWER';
    // Before 0.11 there is no idempotence to ask for (KIP-98): the advice stops at the retry count.
    const idempotence = predatesIdempotence(version) ? '' : `, and set enable.idempotence=true so that a retry cannot write a record twice (idempotence is off here: ${v.offReason ?? 'not asked for'})`;
    // retries=0 and enable.idempotence=false both written: an at-most-once producer chosen on
    // purpose (the application resends from the callback, an outbox, or accepts the loss). Said
    // once as information; the warning stays for retries=0 copied into a config that never chose.
    if (v.explicit === false && !old) {
      return [{
        range: entry.valueRange,
        severity: Severity.Information,
        message: `retries=0 written with enable.idempotence=false reads as a chosen at-most-once producer: a send that meets a retriable error — a leader change (${leaderError}), a request timeout, a lost connection — fails at once, and its records are written only if the application sends them again from the send() callback or Future (as an outbox that resends does). Kafka's default retries until delivery.timeout.ms (retries=2147483647 from Kafka 2.1, KIP-91).`,
        fixes: [{ title: 'Remove retries=0 (retry until delivery.timeout.ms)', intents: [{ kind: 'remove', entry }], preferred: true }],
      }];
    }
    return [{
      range: entry.valueRange,
      message: `retries=0: a send that meets a retriable error — a leader change (${leaderError}), a request timeout, a lost connection — is failed at once and its records are not written; the error only reaches the send() callback or Future, so they are lost unless the application sends them again. ${old
        ? `Kafka ${version} does not retry by default either (retries=0 until Kafka 2.1, then 2147483647 bounded by delivery.timeout.ms, KIP-91): write a retry count such as retries=2147483647${idempotence}.`
        : `Kafka's default is to retry until delivery.timeout.ms (retries=2147483647 from Kafka 2.1, KIP-91). Remove retries=0${idempotence}.`}`,
      fixes: [old
        ? { title: 'Set retries=2147483647 (this client\'s default is 0)', intents: [{ kind: 'set', key: 'retries', value: '2147483647' }], preferred: true }
        : { title: 'Remove retries=0 (retry until delivery.timeout.ms)', intents: [{ kind: 'remove', entry }], preferred: true }],
    }];
  },
  docs: {
    why: 'With retries=0 the producer gives up on a batch at its first error, including the retriable ones every cluster produces now and then: a partition leader moving during a rolling restart (NOT_LEADER_OR_FOLLOWER), a request timeout, a connection dropped. The error goes to the callback or Future; the records are not written.',
    consequence: 'Each broker restart or leader election loses the records in flight unless the application catches the error and resends them itself. Kafka\'s default (retries=2147483647 from 2.1, bounded by delivery.timeout.ms) retries them instead.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: client=java@2.8\nbootstrap.servers=localhost:9092\nacks=all\nretries=0\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: client=java@2.8\nbootstrap.servers=localhost:9092\nacks=all\nenable.idempotence=true\n' },
    falsePositives: 'An application that resends failed records itself from the callback, or data whose loss is acceptable. Where enable.idempotence=false is written beside retries=0, the config reads as a chosen at-most-once producer and the finding is information, not a warning. acks=0 is not reported (nothing is retried there). Where idempotence is asked for (by default from Kafka 3.0.1/3.2) idempotence-conflict reports retries=0 instead.',
    versions: 'Java producer, every version; reported here only where idempotence is off (before 3.0, 3.0.0/3.1.0, or enable.idempotence=false).',
  },
};
