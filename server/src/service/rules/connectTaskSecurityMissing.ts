// connect-task-security-missing: a Connect worker file that secures its own clients
// (security.protocol=SASL_SSL, SSL or SASL_PLAINTEXT at the top level) but not its connectors'
// producers or consumers. A worker builds its tasks' clients from bootstrap.servers, a few fixed
// values and the keys written with a producer. / consumer. prefix only (Worker.baseProducerConfigs,
// baseConsumerConfigs: config.originalsWithPrefix("producer." / "consumer.")); the top-level
// security settings reach only the worker's own clients of its group and internal topics. Without
// producer.security.protocol the source tasks' producers speak PLAINTEXT to a listener that expects
// TLS or SASL on the same address, and never get through; likewise the sink tasks' consumers
// (checks 65 and 66: workers for Event Hubs and a SASL cluster with only one client kind secured).
import { isUnresolved } from '../util/placeholder';
import type { Fix } from '../model';
import { writesKeyLine } from './keyLine';
import { Severity, type Rule } from './types';

const TASK_CLIENTS = [
  { prefix: 'producer', tasks: 'source connectors\' producers', builder: 'baseProducerConfigs' },
  { prefix: 'consumer', tasks: 'sink connectors\' consumers', builder: 'baseConsumerConfigs' },
] as const;
/** The keys that make up a client's security, copied under the missing prefix by the fix. */
const SECURITY_KEY = /^(?:security\.protocol|sasl\.[\w.-]+|ssl\.[\w.-]+)$/;

export const connectTaskSecurityMissing: Rule = {
  id: 'connect-task-security-missing',
  severity: Severity.Warning,
  roles: ['connect'],
  clients: ['java'],
  source: 'Worker.baseProducerConfigs / baseConsumerConfigs (config.originalsWithPrefix("producer." / "consumer.") on top of bootstrap.servers): top-level security settings reach only the worker\'s own clients',
  summary: 'A Connect worker secures its own clients (security.protocol at the top level) but not its connectors\' producers or consumers: those connect in PLAINTEXT and fail.',
  docs: {
    why: 'A Connect worker builds the producers and consumers of its connectors\' tasks from bootstrap.servers, a few fixed values and the keys written with a producer. or consumer. prefix. The security settings at the top of the file (security.protocol, sasl.*, ssl.*) secure only the worker\'s own clients: its group membership and its config, offset and status topics.',
    consequence: 'The tasks\' clients use the default security.protocol, PLAINTEXT, against a listener that expects TLS or SASL: the worker starts and accepts connectors, and every source task (no producer.*) or sink task (no consumer.*) fails to connect, with disconnections and timeouts in its log.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=broker-1:9093\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=${file:/opt/connect/secrets.properties:jaas}\nconsumer.security.protocol=SASL_SSL\nconsumer.sasl.mechanism=SCRAM-SHA-512\nconsumer.sasl.jaas.config=${file:/opt/connect/secrets.properties:jaas}\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=broker-1:9093\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=${file:/opt/connect/secrets.properties:jaas}\nconsumer.security.protocol=SASL_SSL\nconsumer.sasl.mechanism=SCRAM-SHA-512\nconsumer.sasl.jaas.config=${file:/opt/connect/secrets.properties:jaas}\nproducer.security.protocol=SASL_SSL\nproducer.sasl.mechanism=SCRAM-SHA-512\nproducer.sasl.jaas.config=${file:/opt/connect/secrets.properties:jaas}\n' },
    falsePositives: 'Connectors that each set producer.override.security.protocol (or consumer.override.*) themselves, which a worker file cannot show: silence the line with `# kafka-tuning-disable-next-line connect-task-security-missing`. A worker that only runs sink connectors needs no producer.* settings, and one that only runs source connectors no consumer.*: the message names which kind fails.',
    versions: 'All Kafka Connect versions.',
  },
  check(ctx) {
    const top = ctx.entry('security.protocol');
    const protocol = top?.value?.trim();
    if (!top || !protocol || isUnresolved(protocol) || protocol.toUpperCase() === 'PLAINTEXT') return [];
    const missing = TASK_CLIENTS.filter((c) => !writesKeyLine(ctx, `${c.prefix}.security.protocol`));
    if (missing.length === 0) return [];
    const security = ctx.site.entries.filter((e) => SECURITY_KEY.test(e.key) && ctx.entry(e.key) === e && e.value !== undefined);
    const fixes: Fix[] = [{
      title: `Give the ${missing.map((c) => `${c.prefix}.`).join(' and ')} clients the worker's security settings`,
      intents: missing.flatMap((c) => security.map((e) => ({ kind: 'set' as const, key: `${c.prefix}.${e.key}`, value: e.value! }))),
      preferred: true,
    }];
    const prefixes = missing.map((c) => `${c.prefix}.`).join(' or ');
    return [{
      range: top.valueRange,
      message: `security.protocol=${protocol} applies to the worker's own clients only (its group membership and its config, offset and status topics): Connect builds its tasks' clients from the ${prefixes} keys (Worker.${missing.map((c) => c.builder).join(', ')}), and no ${missing.map((c) => `${c.prefix}.security.protocol`).join(' or ')} is written, so the ${missing.map((c) => c.tasks).join(' and the ')} connect in PLAINTEXT to a listener that expects ${protocol} and never get through: their tasks fail. Write ${security.map((e) => e.key).join(', ')} under ${prefixes} as well.`,
      fixes,
    }];
  },
};
