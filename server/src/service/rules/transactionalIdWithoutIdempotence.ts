// transactional-id-without-idempotence (docs/sources.md#idempotence, every version): transactions are built on
// the idempotent producer, so transactional.id with enable.idempotence=false makes the constructor
// throw ConfigException "Cannot set a transactional.id without also enabling idempotence.".
// (The implicit case — idempotence switched off by acks/retries/in-flight — is idempotence-conflict's.)
import { Severity, type Rule } from './types';

export const transactionalIdWithoutIdempotence: Rule = {
  id: 'transactional-id-without-idempotence',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig.postProcessAndValidateIdempotenceConfigs (transactional.id requires idempotence, all versions)',
  summary: 'transactional.id with enable.idempotence=false: the producer refuses to start.',
  check(ctx) {
    if (!ctx.isSet('transactional.id') || ctx.entry('transactional.id')!.value === '') return [];
    if (!ctx.isSet('enable.idempotence') || ctx.bool('enable.idempotence') !== false) return [];
    return [{
      range: ctx.entry('enable.idempotence')!.valueRange,
      message: `enable.idempotence=false with ${ctx.display('transactional.id')} set: transactions need the idempotent producer, so the producer refuses to start with ConfigException "Cannot set a transactional.id without also enabling idempotence."`,
      fixes: [
        { title: 'Set enable.idempotence=true', intents: [{ kind: 'set', key: 'enable.idempotence', value: 'true' }], preferred: true },
        { title: `Remove ${ctx.display('transactional.id')} (no transactions)`, intents: [{ kind: 'remove', entry: ctx.entry('transactional.id')! }] },
      ],
    }];
  },
  docs: {
    why: 'Transactions are built on the idempotent producer: the transaction coordinator fences by producer id and epoch, which only an idempotent producer has. ProducerConfig therefore rejects transactional.id together with enable.idempotence=false.',
    consequence: 'The KafkaProducer constructor throws `ConfigException: Cannot set a transactional.id without also enabling idempotence.`; the application does not start.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\ntransactional.id=orders-tx\nenable.idempotence=false\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\ntransactional.id=orders-tx\nenable.idempotence=true\n' },
    falsePositives: 'None known: the check is unconditional in every version of the Java client.',
    versions: 'Java producer, all versions.',
  },
};
