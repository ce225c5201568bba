// auto-commit-without-group (ConsumerConfig.maybeOverrideEnableAutoCommit; KIP-289, Kafka 2.2):
// group.id has no default since 2.2, and a consumer without one cannot commit. When
// enable.auto.commit is left unset the client quietly turns it off; written as true, the
// constructor throws InvalidConfigurationException "enable.auto.commit cannot be set to true when
// default group id (null) is used." A consumer that assign()s partitions without a group is fine
// as long as auto-commit is not asked for. Reported where the map visibly reaches
// `new KafkaConsumer(...)` (an error), and in .properties consumer files as a warning: a tool such as
// kafka-console-consumer may add the group itself (--group). Spring factories are skipped: the
// listener container supplies the group from @KafkaListener.
import { compareVersions } from '../catalog';
import { Severity, type Rule } from './types';

export const autoCommitWithoutGroup: Rule = {
  id: 'auto-commit-without-group',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerConfig.maybeOverrideEnableAutoCommit (InvalidConfigurationException when enable.auto.commit=true and group.id is null; KIP-289, 2.2)',
  summary: 'enable.auto.commit=true written on a consumer with no group.id: KafkaConsumer refuses to start.',
  check(ctx) {
    const entry = ctx.entry('enable.auto.commit');
    if (!entry || entry.value?.trim().toLowerCase() !== 'true' || ctx.isSet('group.id')) return [];
    // consumer.* of a Streams or Connect file: the framework names the group itself (Streams uses
    // application.id, Connect connect-<name> or its group.id) and decides auto-commit on its own.
    if (entry.prefix !== undefined && ctx.site.syntax === 'properties') return [];
    const version = ctx.site.client.version;
    if (version && compareVersions(version, '2.2') < 0) return [];
    const site = ctx.site;
    let severity: Severity;
    let tail: string;
    if (site.syntax === 'java') {
      if (site.java.sinks.length !== 1 || site.java.sinks[0] !== 'KafkaConsumer') return [];
      severity = Severity.Error;
      tail = 'Set group.id, or drop enable.auto.commit if this consumer assign()s its partitions without a group.';
    } else if (site.syntax === 'properties') {
      severity = Severity.Warning;
      tail = 'Unless the program that reads this file supplies the group (kafka-console-consumer --group), set group.id here, or drop enable.auto.commit for a consumer that assign()s its partitions.';
    } else {
      return [];
    }
    return [{
      range: entry.valueRange,
      severity,
      message: `enable.auto.commit=true with no group.id: since Kafka 2.2 (KIP-289) a consumer has no default group, and KafkaConsumer throws InvalidConfigurationException ("enable.auto.commit cannot be set to true when default group id (null) is used"). ${tail}`,
      fixes: [{ title: 'Remove enable.auto.commit (a consumer that assign()s its partitions without a group)', intents: [{ kind: 'remove', entry }] }],
    }];
  },
  docs: {
    why: 'Since Kafka 2.2 group.id has no default (KIP-289), and a consumer without a group cannot commit. When enable.auto.commit is left unset the client quietly turns it off; written as true, ConsumerConfig refuses it.',
    consequence: 'The KafkaConsumer constructor throws `InvalidConfigurationException: enable.auto.commit cannot be set to true when default group id (null) is used.`',
    bad: { file: 'OrderReader.java', text: 'import java.util.Properties;\nimport org.apache.kafka.clients.consumer.*;\nimport org.apache.kafka.common.serialization.StringDeserializer;\n\nclass OrderReader {\n  KafkaConsumer<String, String> open() {\n    Properties props = new Properties();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");\n    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "true");\n    return new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer());\n  }\n}\n' },
    good: { file: 'OrderReader.java', text: 'import java.util.Properties;\nimport org.apache.kafka.clients.consumer.*;\nimport org.apache.kafka.common.serialization.StringDeserializer;\n\nclass OrderReader {\n  KafkaConsumer<String, String> open() {\n    Properties props = new Properties();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "orders");\n    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "true");\n    return new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer());\n  }\n}\n' },
    falsePositives: 'A .properties file that a tool completes with a group (kafka-console-consumer --group): there the finding is a warning, not an error. Spring consumer factories are skipped, because the listener container supplies the group.',
    versions: 'Java consumer 2.2 and newer.',
  },
};

