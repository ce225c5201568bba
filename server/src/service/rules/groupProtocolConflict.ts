// group-protocol-conflict (ConsumerConfig.checkUnsupportedConfigsPostProcess; KIP-848): the Java
// consumer refuses, in its constructor, a key that belongs to the other group protocol.
// - Under group.protocol=consumer the broker runs the session, the heartbeats and the assignment
//   (group.consumer.session.timeout.ms, group.consumer.heartbeat.interval.ms, a server-side
//   assignor): from Kafka 4.0 an explicitly written session.timeout.ms, heartbeat.interval.ms or
//   partition.assignment.strategy throws "X cannot be set when group.protocol=CONSUMER".
// - group.remote.assignor picks that server-side assignor, so under the classic protocol (the
//   default) it throws "group.remote.assignor cannot be set when group.protocol=CLASSIC" (3.9 on).
// Measured by constructing ConsumerConfig from the kafka-clients jars: 3.7.2 accepts all of these,
// 3.9.1 refuses only the remote assignor under classic, 4.0.2 and 4.4.0 refuse every case above
// (the protocol name case-insensitively). Java only: librdkafka and kafkajs have their own rules.
import { compareVersions } from '../catalog';
import { groupProtocol } from './groupProtocol';
import { Severity, type Finding, type Rule } from './types';

const BROKER_SIDE: Record<string, string> = {
  'session.timeout.ms': 'the broker\'s group.consumer.session.timeout.ms decides the session',
  'heartbeat.interval.ms': 'the broker\'s group.consumer.heartbeat.interval.ms decides the heartbeat',
  'partition.assignment.strategy': 'the broker assigns the partitions (group.remote.assignor names its assignor)',
};

export const groupProtocolConflict: Rule = {
  id: 'group-protocol-conflict',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerConfig CONSUMER_PROTOCOL_UNSUPPORTED_CONFIGS / CLASSIC_PROTOCOL_UNSUPPORTED_CONFIGS (ConfigException in the constructor; KIP-848)',
  summary: 'A key of the other group protocol (session.timeout.ms under group.protocol=consumer, group.remote.assignor under classic): KafkaConsumer refuses to start.',
  check(ctx) {
    const version = ctx.catalog.version;
    // Kafka 3.7–3.9 accept what 4.0 refuses: when the client's version is not known, say it was assumed.
    const assumed = ctx.site.client.version ? '' : ' — the client version is unknown, so checked as the newest; declare client=java@X to be exact';
    const protocol = groupProtocol(ctx);
    const out: Finding[] = [];
    if (protocol === 'consumer' && compareVersions(version, '4.0') >= 0) {
      for (const [key, instead] of Object.entries(BROKER_SIDE)) {
        const e = ctx.entry(key);
        if (!e || e.shared) continue;
        out.push({
          range: e.keyRange,
          message: `${ctx.display(key)} cannot be set when group.protocol=consumer: the Java consumer refuses to start (ConfigException, Kafka ${version}${assumed}). Under the consumer protocol (KIP-848) ${instead}; remove it here.`,
          fixes: [{ title: `Remove ${ctx.display(key)}`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
        });
      }
    }
    const remote = ctx.entry('group.remote.assignor');
    if (remote && !remote.shared && protocol === 'classic' && compareVersions(version, '3.9') >= 0) {
      const written = ctx.isSet('group.protocol');
      out.push({
        range: remote.keyRange,
        message: `${ctx.display('group.remote.assignor')} cannot be set when group.protocol=classic${written ? '' : ' (the default)'}: the Java consumer refuses to start (ConfigException, Kafka ${version}${assumed}). It names the broker-side assignor of the consumer protocol (KIP-848): set group.protocol=consumer, or remove it.`,
        fixes: [
          { title: 'Set group.protocol=consumer', intents: [{ kind: 'set', key: 'group.protocol', value: 'consumer' }], preferred: true },
          { title: `Remove ${ctx.display('group.remote.assignor')}`, intents: [{ kind: 'remove', entry: remote }] },
        ],
      });
    }
    return out;
  },
  docs: {
    why: 'Under group.protocol=consumer (KIP-848) the broker runs the session, the heartbeats and the assignment, so the Java consumer refuses the client-side keys session.timeout.ms, heartbeat.interval.ms and partition.assignment.strategy. The other way round, group.remote.assignor picks a broker-side assignor and is refused under the classic protocol. ConsumerConfig checks both in its constructor.',
    consequence: 'KafkaConsumer throws `ConfigException: session.timeout.ms cannot be set when group.protocol=CONSUMER` (4.0 and newer; group.remote.assignor under classic from 3.9). Checked by constructing ConsumerConfig from the kafka-clients jars 3.7.2, 3.9.1, 4.0.2 and 4.4.0.',
    bad: { file: 'consumer.properties', text: '# kafka-tuning: client=java@4.1\nbootstrap.servers=kafka1:9092\ngroup.id=orders\ngroup.protocol=consumer\nsession.timeout.ms=45000\n' },
    good: { file: 'consumer.properties', text: '# kafka-tuning: client=java@4.1\nbootstrap.servers=kafka1:9092\ngroup.id=orders\ngroup.protocol=consumer\n' },
    falsePositives: 'None known for the versions that throw; older versions accept the keys and the rule follows the client version found (declare it with `client=java@x.y` if the build file does not say).',
    versions: 'Java consumer: group.remote.assignor under classic refused from 3.9; the classic keys under group.protocol=consumer from 4.0.',
  },
};
