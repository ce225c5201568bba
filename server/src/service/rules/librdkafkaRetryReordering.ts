// librdkafka-retry-reordering (librdkafka CONFIGURATION.md message.send.max.retries: "retrying may
// cause reordering unless enable.idempotence is set to true"; rdkafka_conf.c rd_kafka_conf_finalize):
// librdkafka producers default to enable.idempotence=false, max.in.flight=1000000 and
// retries=2147483647, so a failed batch that is retried can land after a later batch of the same
// partition. The idempotent producer (at most 5 in flight, sequence numbers) or max.in.flight=1
// keeps order; transactional.id turns idempotence on by itself. The Java twin is inflight-reordering.
// CKJS producers with a non-empty kafkaJS block (their own or the one of `new Kafka({...})`) get
// retries = kafkaJS.retry.retries ?? 5 instead (lib/kafkajs/_producer.js #kafkaJSToProducerConfig):
// still retries with a million in flight, so the reordering holds; the message states that count.
// Like it, a warning only where the author touched delivery settings; a hint on a producer left at the defaults.
import type { Fix } from '../model';
import { blankComments } from '../parse/blankComments';
import { tsExtras } from './lang';
import { outsideSite, spreadsSomething } from './siteText';
import { Severity, type Rule } from './types';

const INFLIGHT = 'max.in.flight.requests.per.connection';

export const librdkafkaRetryReordering: Rule = {
  id: 'librdkafka-retry-reordering',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['librdkafka'],
  source: 'librdkafka CONFIGURATION.md (message.send.max.retries: retrying may reorder unless enable.idempotence=true; max.in.flight default 1000000) and rd_kafka_conf_finalize; @confluentinc/kafka-javascript lib/kafkajs/_producer.js (kafkaJS block: retries = retry.retries ?? 5)',
  summary: 'librdkafka producer with retries, more than one request in flight and no idempotence: a retried batch can overtake a later one.',
  check(ctx) {
    // A producer left at librdkafka's defaults reorders on a retry all the same: said as a hint, as
    // its kafkajs twin kafkajs-producer-not-idempotent is (check 74 listed such a node-rdkafka
    // producer among the known problems; at-least-once may be a choice made knowingly).
    const untouched = ![INFLIGHT, 'retries', 'acks', 'enable.idempotence'].some((k) => ctx.isSet(k));
    if (ctx.bool('enable.idempotence') !== false || ctx.isSet('transactional.id')) return [];
    // Idempotence may come from a spread object or, in CKJS, from the `new Kafka({...})` config.
    if (spreadsSomething(ctx)) return [];
    if (tsExtras(ctx.site)?.library === 'ckjs' && /idempoten|transactional/i.test(outsideSite(ctx.doc, ctx.site))) return [];
    const inflight = ctx.number(INFLIGHT);
    // CKJS's kafkaJS block sets retries = retry.retries ?? 5 (lib/kafkajs/_producer.js), not librdkafka's INT32_MAX.
    const x = tsExtras(ctx.site);
    const blockRetries = ctx.isSet('retries') ? undefined : x?.derivedDefaults?.['retries'];
    // A common kafkaJS block of `new Kafka({...})` may hold retry.retries, which is not read here.
    // A commented-out `// retry: { retries: 10 }` sets nothing.
    if (x?.library === 'ckjs' && !ctx.isSet('retries') && /\bretries\b/.test(blankComments(outsideSite(ctx.doc, ctx.site)))) return [];
    const retries = blockRetries !== undefined ? Number(blockRetries) : ctx.number('retries');
    const acks = ctx.effective('acks')?.trim();
    if (inflight === undefined || retries === undefined || inflight <= 1 || retries <= 0 || acks === '0') return [];
    const shown = (k: string, n: number) => `${ctx.display(k)}=${n}${ctx.isSet(k) ? '' : k === 'retries' && blockRetries !== undefined ? ' (the kafkaJS block\'s default)' : ' (default)'}`;
    // librdkafka refuses idempotence with acks written as anything but all (rd_kafka_topic_conf_finalize).
    const canEnable = !ctx.isSet('acks') || acks === 'all' || acks === '-1';
    const inflightName = ctx.display(INFLIGHT);
    const fixes: Fix[] = [];
    if (canEnable) {
      const intents: Fix['intents'] = [{ kind: 'set', key: 'enable.idempotence', value: 'true' }];
      // Unwritten, librdkafka lowers it to 5 itself; written above 5 it refuses idempotence.
      if (ctx.isSet(INFLIGHT) && inflight > 5) intents.push({ kind: 'set', key: INFLIGHT, value: '5' });
      fixes.push({ title: `Set ${ctx.display('enable.idempotence')}=true${intents.length > 1 ? ` and ${inflightName}=5` : ''} (keeps order)`, intents, preferred: true });
    }
    fixes.push({ title: `Set ${inflightName}=1 (one request at a time per broker)`, intents: [{ kind: 'set', key: INFLIGHT, value: '1' }], preferred: !canEnable });
    const anchor = [INFLIGHT, 'enable.idempotence', 'retries', 'acks'].find((k) => ctx.isSet(k));
    const usesDefaults = [INFLIGHT, 'retries', 'enable.idempotence'].some((k) => !ctx.isSet(k));
    return [{
      range: anchor ? ctx.entry(anchor)!.valueRange : ctx.anchor(),
      ...(untouched ? { severity: Severity.Hint } : {}),
      message: `${shown(INFLIGHT, inflight)} with ${shown('retries', retries)} and ${ctx.display('enable.idempotence')}=false${ctx.isSet('enable.idempotence') ? '' : ' (default)'}: if a batch fails and is retried while a later batch of the same partition succeeds, the later one is written first and messages reorder (librdkafka: "retrying may cause reordering unless enable.idempotence is set to true"). Idempotence keeps order with up to 5 in flight; ${inflightName}=1 keeps it without.${usesDefaults && !ctx.site.client.version && x?.library !== 'ckjs' ? ' The defaults named are librdkafka 1.5.2 and newer\'s; no librdkafka version was found here (from 1.0 to 1.5.1 retries defaulted to 2, and before 1.0 there was no idempotence).' : ''}`,
      fixes,
    }];
  },
  docs: {
    why: 'librdkafka producers default to enable.idempotence=false, a very large max.in.flight and retries on. A batch that fails and is retried can then land after a later batch of the same partition; librdkafka\'s configuration reference says retrying may cause reordering unless idempotence is on.',
    consequence: 'Records of one partition can be written out of order after a transient error. The idempotent producer (sequence numbers, at most 5 in flight) or max.in.flight=1 keeps order.',
    bad: { file: 'producer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.Producer({\n  \'metadata.broker.list\': \'kafka1:9092\',\n  \'acks\': \'all\',\n  \'retries\': 10,\n});\n' },
    good: { file: 'producer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.Producer({\n  \'metadata.broker.list\': \'kafka1:9092\',\n  \'acks\': \'all\',\n  \'retries\': 10,\n  \'enable.idempotence\': true,\n});\n' },
    falsePositives: 'Topics where order does not matter. A producer that writes none of the delivery settings (acks, retries, max.in.flight, enable.idempotence) gets the finding as a hint; silence the line otherwise.',
    versions: 'librdkafka-based clients (node-rdkafka, @confluentinc/kafka-javascript), all versions. A @confluentinc/kafka-javascript producer configured through a kafkaJS block retries 5 times unless kafkaJS.retry.retries says otherwise (lib/kafkajs/_producer.js); it reorders all the same.',
  },
};
