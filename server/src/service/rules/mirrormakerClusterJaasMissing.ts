// mirrormaker-cluster-jaas-missing: a MirrorMaker 2 connector config (MirrorSourceConnector,
// MirrorCheckpointConnector, MirrorHeartbeatConnector run on a Connect cluster) that reaches one of
// its clusters over SASL (source.cluster.security.protocol=SASL_SSL) with no sasl.jaas.config for
// that cluster. MirrorConnectorConfig builds each cluster's clients from that cluster's prefix
// (sourceConsumerConfig / targetAdminConfig …: source.cluster.* then source.consumer.* and the
// like), so the login module must be among those keys; otherwise the client falls back to the JVM's
// JAAS file (JaasContext.loadClientContext), and with none the client cannot be built ("Could not
// find a 'KafkaClient' entry in the JAAS configuration") and the connector's task fails. When the
// other cluster's sasl.jaas.config is written in the same config, the worker's JVM evidently gives
// no login of its own: a warning; otherwise the JVM may, and the finding is information (check 71:
// three MM2 connectors with the target's JAAS and none for the SCRAM source).
import { mirrorConnector, reachesSideAdmin } from './mirrormakerScopes';
import { Severity, type Finding, type Rule } from './types';


const CONNECTOR = (source: string) => `{
  "name": "mm2-orders",
  "connector.class": "org.apache.kafka.connect.mirror.MirrorSourceConnector",
  "source.cluster.alias": "primary",
  "target.cluster.alias": "backup",
  "source.cluster.bootstrap.servers": "primary-kafka:9096",
  "source.cluster.security.protocol": "SASL_SSL",
  "source.cluster.sasl.mechanism": "SCRAM-SHA-512",
${source}  "target.cluster.bootstrap.servers": "backup-kafka:9096",
  "target.cluster.security.protocol": "SASL_SSL",
  "target.cluster.sasl.mechanism": "SCRAM-SHA-512",
  "target.cluster.sasl.jaas.config": "org.apache.kafka.common.security.scram.ScramLoginModule required username=\\"\${file:/opt/secrets/mm2.properties:user}\\" password=\\"\${file:/opt/secrets/mm2.properties:password}\\";",
  "topics": "orders.*"
}
`;

export const mirrormakerClusterJaasMissing: Rule = {
  id: 'mirrormaker-cluster-jaas-missing',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'MirrorConnectorConfig (sourceConsumerConfig, targetAdminConfig…: a cluster\'s clients from its source.cluster.* / target.cluster.* keys); JaasContext.loadClientContext ("Could not find a \'KafkaClient\' entry in the JAAS configuration")',
  summary: 'A MirrorMaker 2 connector reaches a cluster over SASL with no sasl.jaas.config for it: that cluster\'s clients cannot log in and the task fails, unless the worker\'s JVM has a JAAS file.',
  check(ctx) {
    const mirror = mirrorConnector(ctx.entry('connector.class')?.value);
    if (!mirror) return [];
    const keys = ctx.site.entries.map((e) => e.key);
    const hasJaas = (side: 'source' | 'target') => keys.some((k) => reachesSideAdmin(k, side, 'sasl.jaas.config'));
    const out: Finding[] = [];
    for (const side of mirror.sides) {
      const protocol = ctx.entry(`${side}.cluster.security.protocol`);
      if (!protocol?.value || !/^SASL_/i.test(protocol.value.trim()) || hasJaas(side)) continue;
      const mechanism = ctx.entry(`${side}.cluster.sasl.mechanism`)?.value?.trim() ?? 'GSSAPI';
      const other = side === 'source' ? 'target' : 'source';
      const otherWritten = ctx.site.entries.some((e) => e.key === `${other}.cluster.sasl.jaas.config`);
      out.push({
        range: protocol.valueRange,
        ...(otherWritten ? {} : { severity: Severity.Information }),
        message: `${side}.cluster.security.protocol=${protocol.value.trim()} (sasl.mechanism ${mechanism}) with no sasl.jaas.config for the ${side} cluster: MirrorMaker 2 builds that cluster's clients from the ${side}.cluster.* keys, so they look for a login in the worker JVM's JAAS file, and without one they cannot be created ("Could not find a 'KafkaClient' entry in the JAAS configuration"): the connector fails at start, when it creates that cluster's admin client.${otherWritten ? ` ${other}.cluster.sasl.jaas.config is written here, a sign that this worker's JVM gives no login of its own.` : ' That holds unless the worker is started with -Djava.security.auth.login.config.'} Add ${side}.cluster.sasl.jaas.config (a config provider reference keeps the password out of the connector config).`,
      });
    }
    return out;
  },
  docs: {
    why: 'A MirrorMaker 2 connector talks to two clusters, and builds each one\'s clients only from that cluster\'s prefixed keys (source.cluster.*, target.cluster.*, and source.consumer.* and the like). A SASL login written for the target does not reach the source\'s consumer and admin.',
    consequence: 'The cluster\'s clients fail at construction ("Could not find a \'KafkaClient\' entry in the JAAS configuration", JaasContext) unless the worker\'s JVM names a JAAS file: the connector\'s task fails and nothing is mirrored.',
    bad: { file: 'mm2-orders.json', text: CONNECTOR('') },
    good: { file: 'mm2-orders.json', text: CONNECTOR('  "source.cluster.sasl.jaas.config": "org.apache.kafka.common.security.scram.ScramLoginModule required username=\\"${file:/opt/secrets/mm2.properties:user}\\" password=\\"${file:/opt/secrets/mm2.properties:password}\\";",\n') },
    falsePositives: 'A worker started with -Djava.security.auth.login.config naming a KafkaClient entry gives every client a login: when no cluster\'s sasl.jaas.config is written the finding is information and says so. Silence it with the connector\'s name in a suppression, or write the key.',
    versions: 'MirrorMaker 2 connectors on a Connect cluster, Kafka 2.4 and newer (KIP-382).',
  },
};
