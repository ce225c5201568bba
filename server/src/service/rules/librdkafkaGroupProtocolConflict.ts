// librdkafka-group-protocol-conflict (librdkafka rdkafka_conf.c rd_kafka_conf_finalize, "[KIP-848]
// Error out setting invalid configurations", first released in 2.10.0; CONFIGURATION.md): with
// group.protocol=consumer the broker runs the session, the heartbeat and the assignment, and
// librdkafka refuses a consumer whose config *sets* (rd_kafka_conf_is_modified) any of
//   session.timeout.ms     "is not supported for `group.protocol=consumer` … It is defined broker side"
//   heartbeat.interval.ms  "is not supported for `group.protocol=consumer` … It is defined broker side"
//   partition.assignment.strategy  "… Use `group.remote.assignor` instead"
//   group.protocol.type    "is not supported for `group.protocol=consumer`"
// so rd_kafka_new() — and with it the CKJS / node-rdkafka consumer constructor — fails. Below
// 2.10 librdkafka ignored them (KIP-848 was a preview), so the rule stays silent on a known older
// version, and warns without errors when the version is unknown. The Java twin is
// group-protocol-conflict.
import { compareVersions } from '../catalog';
import { groupProtocol } from './groupProtocol';
import { Severity, type Finding, type Rule } from './types';

/** Where each refused key's job went under the consumer protocol (broker configs of KIP-848). */
export const LIBRDKAFKA_CONSUMER_PROTOCOL_REFUSED: Record<string, string> = {
  'session.timeout.ms': 'the broker\'s group.consumer.session.timeout.ms decides the session (per group: the group config consumer.session.timeout.ms)',
  'heartbeat.interval.ms': 'the broker\'s group.consumer.heartbeat.interval.ms decides the heartbeat (per group: consumer.heartbeat.interval.ms)',
  'partition.assignment.strategy': 'the broker assigns partitions; group.remote.assignor (uniform or range) picks its assignor',
  'group.protocol.type': 'it only applies to the classic protocol',
};

const FIRST_REFUSING = '2.10.0';

export const librdkafkaGroupProtocolConflict: Rule = {
  id: 'librdkafka-group-protocol-conflict',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['librdkafka'],
  source: 'librdkafka rd_kafka_conf_finalize (2.10.0 and newer: session.timeout.ms, heartbeat.interval.ms, partition.assignment.strategy, group.protocol.type refused with group.protocol=consumer); CONFIGURATION.md; KIP-848',
  summary: 'librdkafka consumer with group.protocol=consumer that sets session.timeout.ms, heartbeat.interval.ms, partition.assignment.strategy or group.protocol.type: the consumer is not created.',
  docs: {
    why: 'Under the consumer group protocol (KIP-848) the broker owns the session timeout, the heartbeat interval and the partition assignment. From 2.10.0 librdkafka checks this when the client is created and refuses a config that still sets the classic-protocol keys.',
    consequence: 'Creating the consumer fails (rd_kafka_new returns the configuration error, e.g. "`session.timeout.ms` is not supported for `group.protocol=consumer` or share consumer. It is defined broker side"); in @confluentinc/kafka-javascript and node-rdkafka the constructor throws. Text and version from librdkafka\'s rdkafka_conf.c (2.10.0 onwards).',
    bad: { file: 'consumer.ts', text: "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({});\nexport const consumer = kafka.consumer({\n  'bootstrap.servers': 'kafka:9092',\n  'group.id': 'billing',\n  'group.protocol': 'consumer',\n  'session.timeout.ms': 45000,\n});\n" },
    good: { file: 'consumer.ts', text: "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({});\nexport const consumer = kafka.consumer({\n  'bootstrap.servers': 'kafka:9092',\n  'group.id': 'billing',\n  'group.protocol': 'consumer',\n});\n" },
    falsePositives: 'None known on librdkafka 2.10 and newer. With an older bundled librdkafka the keys are ignored instead; name the version in the `client=librdkafka@<version>` directive or the clientVersions setting and the rule follows it.',
    versions: 'librdkafka 2.10.0 and newer (CKJS and node-rdkafka bundling it); a warning when the version is unknown.',
  },
  check(ctx) {
    if (groupProtocol(ctx) !== 'consumer') return [];
    const version = ctx.site.client.version;
    if (version && compareVersions(version, FIRST_REFUSING) < 0) return [];
    const out: Finding[] = [];
    for (const [key, instead] of Object.entries(LIBRDKAFKA_CONSUMER_PROTOCOL_REFUSED)) {
      const e = ctx.entry(key);
      if (!e || e.shared) continue;
      const name = ctx.display(key);
      out.push({
        range: e.keyRange,
        severity: version ? Severity.Error : Severity.Warning,
        message: `${name} is refused with group.protocol=consumer: ${version ? `librdkafka ${version}` : 'librdkafka 2.10 and newer'} fail${version ? 's' : ''} to create the consumer ("\`${key}\` is not supported for \`group.protocol=consumer\`"). Under the consumer protocol (KIP-848) ${instead}; remove it here.`,
        fixes: [{ title: `Remove ${name}`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
      });
    }
    return out;
  },
};
