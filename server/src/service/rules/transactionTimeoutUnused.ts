// transaction-timeout-unused: the transaction timeout is the transaction coordinator's limit on one
// transaction, and only a producer with a transactional id has transactions. kafkajs sends its
// transactionTimeout in the idempotent producer's InitProducerId too (src/producer/eosManager,
// initProducerId), but with no transactional id the broker has no transaction to time; librdkafka
// sends -1 there unless the producer is transactional (rdkafka_idempotence.c,
// rd_kafka_is_transactional(rk) ? transaction_timeout_ms : -1). Judged only where the whole option
// object is in view: written in the client's own call, with nothing spread into it.
import { optionsWrittenInCall, tsExtras } from './lang';
import { spreadsSomething } from './siteText';
import { Severity, type Rule } from './types';

const KEY = 'transaction.timeout.ms';

export const transactionTimeoutUnused: Rule = {
  id: 'transaction-timeout-unused',
  // Nothing is lost, only a line that does nothing (two independent checks split on whether that is worth saying): a hint.
  severity: Severity.Hint,
  roles: ['producer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/producer/index.js (transaction() requires transactionalId) and eosManager initProducerId; librdkafka rdkafka_idempotence.c (InitProducerId timeout -1 unless transactional)',
  summary: 'A transaction timeout on a producer with no transactional id: there is no transaction for it to time, so it changes nothing.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    const e = ctx.entry(KEY);
    if (!x || !e || ctx.isSet('transactional.id') || !optionsWrittenInCall(x) || spreadsSomething(ctx)) return [];
    const idName = x.library === 'kafkajs' ? 'transactionalId' : 'transactional.id';
    return [{
      range: e.keyRange,
      message: `${ctx.display(KEY)} is the transaction coordinator's limit on one transaction, but this producer has no ${idName}, so it runs no transactions and the timeout changes nothing${x.library === 'kafkajs' ? ' (kafkajs allows producer.transaction() only with a transactionalId)' : ''}. Remove it, or set ${idName} if this producer was meant to be transactional.`,
      fixes: [{ title: `Remove ${ctx.display(KEY)}`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
    }];
  },
  docs: {
    why: 'The transaction timeout bounds how long the transaction coordinator waits for an open transaction before aborting it. Only a producer with a transactional id opens transactions; kafkajs refuses producer.transaction() without one ("Must provide transactional id for transactional producer"), and librdkafka sends no timeout at all unless the producer is transactional.',
    consequence: 'None on the client: the line suggests a bound on something that does not happen here, and a reader may take the producer for a transactional one.',
    bad: { file: 'producer.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'catalog\', brokers: [\'kafka1:9092\'] });\nexport const producer = kafka.producer({ allowAutoTopicCreation: false, transactionTimeout: 30000 });\n' },
    good: { file: 'producer.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'catalog\', brokers: [\'kafka1:9092\'] });\nexport const producer = kafka.producer({ allowAutoTopicCreation: false });\n' },
    falsePositives: 'Options that come from elsewhere are not judged: an object spread into the call, or one declared away from the call and possibly given a transactional id later.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4); node-rdkafka and @confluentinc/kafka-javascript (librdkafka).',
  },
};
