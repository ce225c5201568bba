// librdkafka-other-role-property (librdkafka CONFIGURATION.md, the C/P column; rdkafka_conf.c
// rd_kafka_conf_warn): a property marked C is read only by consumers and one marked P only by
// producers. Given to the other kind of client, librdkafka accepts it, logs the CONFWARN line
// "Configuration property <name> is a consumer property and will be ignored by this producer
// instance" when the client is created, and does nothing with the value. Only config objects
// written in the client's own constructor call are judged: a shared object handed to both a
// producer and a consumer carries both kinds of key on purpose.
import { rdkProperty } from '../clients/librdkafka';
import { optionsWrittenInCall, tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

const SCOPE_NOUN = { C: 'consumer', P: 'producer' } as const;

export const librdkafkaOtherRoleProperty: Rule = {
  id: 'librdkafka-other-role-property',
  // The client works as it would without the line: a hint, as librdkafka's own CONFWARN is a warning in its log only.
  severity: Severity.Hint,
  roles: ['producer', 'consumer'],
  clients: ['librdkafka'],
  source: 'librdkafka CONFIGURATION.md (C/P column); rdkafka_conf.c rd_kafka_conf_warn ("… is a consumer property and will be ignored by this producer instance")',
  summary: 'A consumer-only librdkafka property on a producer, or a producer-only one on a consumer: librdkafka logs a warning and ignores it.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    // Written inside this client's own call: not a config object shared with the other kind of client.
    if (!optionsWrittenInCall(x)) return [];
    const role = ctx.site.role;
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      const scope = rdkProperty(e.rawKey)?.scope;
      if (scope !== 'C' && scope !== 'P') continue;
      const owner = SCOPE_NOUN[scope];
      if (owner === role) continue;
      out.push({
        range: e.keyRange,
        message: `'${e.rawKey}' is a ${owner} property in librdkafka (CONFIGURATION.md marks it ${scope}): this ${role} ignores it, and librdkafka says so in a warning when the client is created ("Configuration property ${e.rawKey} is a ${owner} property and will be ignored by this ${role} instance").`,
        fixes: [{ title: `Remove '${e.rawKey}'`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
      });
    }
    return out;
  },
  docs: {
    why: 'librdkafka has one configuration object for every kind of client, and its documentation marks each property C (consumer), P (producer) or * (both). A producer does not read consumer properties and a consumer does not read producer ones; librdkafka accepts them all the same and only logs a CONFWARN line.',
    consequence: 'No effect on the client: group.id on a producer gives it no group, and the line suggests a setting that is not there. The CONFWARN log line at each start is the only trace.',
    bad: { file: 'producer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.Producer({\n  \'metadata.broker.list\': \'kafka:9092\',\n  \'group.id\': \'orders\',\n  dr_cb: true,\n});\nproducer.connect();\nproducer.setPollInterval(100);\n' },
    good: { file: 'producer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.Producer({\n  \'metadata.broker.list\': \'kafka:9092\',\n  dr_cb: true,\n});\nproducer.connect();\nproducer.setPollInterval(100);\n' },
    falsePositives: 'A config object shared by a producer and a consumer is not judged: only an object written in the client\'s own constructor call is. Properties marked * (both) are never reported.',
    versions: 'node-rdkafka and @confluentinc/kafka-javascript; the C/P marks of the librdkafka catalog the product ships (CONFIGURATION.md of librdkafka 2.15.1).',
  },
};

