// librdkafka-idempotence-conflict (librdkafka src/rdkafka_conf.c rd_kafka_conf_finalize and
// rd_kafka_topic_conf_finalize): when enable.idempotence=true — or transactional.id, which turns
// it on unless enable.idempotence is written false — librdkafka refuses a producer whose written
// settings contradict it, with these errors:
//   "`acks` must be set to `all` when `enable.idempotence` is true"
//   "`max.in.flight` must be set <= 5 when `enable.idempotence` is true"
//   "`retries` must be set >= 1 when `enable.idempotence` is true"
//   "`queuing.strategy` must be set to `fifo` when `enable.idempotence` is true"
//   "`transactional.id` requires `enable.idempotence=true`"
// Unwritten, those keys are adjusted instead (in-flight lowered to 5, retries INT32_MAX, acks all),
// so only written values are reported. The check runs when the native client is created: on
// connect() in node-rdkafka (Producer::Connect → RdKafka::Producer::create) and in CKJS's
// KafkaJS API (kafka.producer({ kafkaJS: { idempotent: true, acks: 1 } }) maps to the same keys,
// lib/kafkajs/_producer.js). The Java twin is idempotence-conflict.
import type { ConfigEntry, Fix } from '../model';
import { spreadsSomething } from './siteText';
import { Severity, type Finding, type Rule } from './types';

const INFLIGHT = 'max.in.flight.requests.per.connection';

export const librdkafkaIdempotenceConflict: Rule = {
  id: 'librdkafka-idempotence-conflict',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['librdkafka'],
  source: 'librdkafka src/rdkafka_conf.c rd_kafka_conf_finalize / rd_kafka_topic_conf_finalize (idempotent producer checks); CKJS lib/kafkajs/_producer.js (idempotent, acks, maxInFlightRequests, retry.retries mapping)',
  summary: 'enable.idempotence (or transactional.id) with acks, max.in.flight, retries or queuing.strategy written against it: librdkafka refuses to create the producer.',
  docs: {
    why: 'The idempotent producer needs every write acknowledged by all in-sync replicas, at most 5 requests in flight per broker (the broker tracks 5 sequence windows), retries, and FIFO queueing. librdkafka adjusts these keys when they are not written, but when a written value contradicts idempotence it refuses the whole configuration.',
    consequence: 'The producer never starts: connect() fails with the librdkafka error, e.g. "`acks` must be set to `all` when `enable.idempotence` is true" (src/rdkafka_conf.c, rd_kafka_topic_conf_finalize).',
    bad: { file: 'ledger.js', text: "const Kafka = require('node-rdkafka');\n\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n  'enable.idempotence': true,\n  'acks': 1,\n  'dr_cb': true,\n});\nproducer.connect();\n" },
    good: { file: 'ledger.js', text: "const Kafka = require('node-rdkafka');\n\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n  'enable.idempotence': true,\n  'acks': 'all',\n  'dr_cb': true,\n});\nproducer.connect();\n" },
    falsePositives: 'None known: the check mirrors librdkafka\'s own. A config object that spreads another one in (`{ ...base }`) is not checked, since the spread may hold the real values.',
    versions: 'librdkafka ≥ 1.0 (idempotent producer), so every node-rdkafka and @confluentinc/kafka-javascript release that has enable.idempotence',
  },
  check(ctx) {
    if (spreadsSomething(ctx)) return [];
    const explicit = ctx.isSet('enable.idempotence') ? ctx.bool('enable.idempotence') : undefined;
    if (ctx.isSet('enable.idempotence') && explicit === undefined) return [];
    const txn = ctx.entry('transactional.id');
    const transactional = !!txn && txn.value !== '';
    const name = (k: string) => ctx.display(k);
    if (transactional && explicit === false) {
      const e = ctx.entry('enable.idempotence')!;
      return [{
        range: e.valueRange,
        message: `${name('transactional.id')} needs idempotence, but ${name('enable.idempotence')} is written false: librdkafka refuses to create the producer ("\`transactional.id\` requires \`enable.idempotence=true\`").`,
        fixes: [{ title: `Set ${name('enable.idempotence')}=true`, intents: [{ kind: 'set', key: 'enable.idempotence', value: 'true' }], preferred: true }],
      }];
    }
    if (explicit !== true && !transactional) return [];
    const how = explicit === true ? `${name('enable.idempotence')}=true` : `${name('transactional.id')} (which turns idempotence on)`;
    const out: Finding[] = [];
    const report = (e: ConfigEntry, error: string, fix: Fix) => out.push({
      range: e.valueRange,
      message: `${name(e.key)}=${e.value!.trim()} contradicts ${how}: librdkafka refuses to create this producer, and connect() fails with "${error}".`,
      fixes: [fix],
    });
    const acks = ctx.entry('acks');
    const a = acks?.value?.trim().toLowerCase();
    if (acks && a !== undefined && a !== 'all' && a !== '-1') {
      report(acks, '`acks` must be set to `all` when `enable.idempotence` is true', { title: `Set ${name('acks')}=all`, intents: [{ kind: 'set', key: 'acks', value: 'all' }], preferred: true });
    }
    const inflight = ctx.entry(INFLIGHT);
    const n = ctx.number(INFLIGHT);
    if (inflight?.value !== undefined && n !== undefined && n > 5) {
      report(inflight, '`max.in.flight` must be set <= 5 when `enable.idempotence` is true', { title: `Set ${name(INFLIGHT)}=5`, intents: [{ kind: 'set', key: INFLIGHT, value: '5' }], preferred: true });
    }
    const retries = ctx.entry('retries');
    const r = ctx.number('retries');
    if (retries?.value !== undefined && r !== undefined && r < 1) {
      report(retries, '`retries` must be set >= 1 when `enable.idempotence` is true', { title: `Remove ${name('retries')}=${retries.value.trim()} (idempotence then retries until message.timeout.ms)`, intents: [{ kind: 'remove', entry: retries }], preferred: true });
    }
    const queuing = ctx.entry('queuing.strategy');
    const q = queuing?.value?.trim().toLowerCase();
    if (queuing && q !== undefined && q !== 'fifo') {
      report(queuing, '`queuing.strategy` must be set to `fifo` when `enable.idempotence` is true', { title: `Set ${name('queuing.strategy')}=fifo`, intents: [{ kind: 'set', key: 'queuing.strategy', value: 'fifo' }], preferred: true });
    }
    return out;
  },
};
