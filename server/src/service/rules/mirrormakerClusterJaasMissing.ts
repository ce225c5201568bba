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
//
// The same holds for a dedicated MirrorMaker 2 driver's file (connect-mirror-maker.sh
// mm2.properties, check 80): MirrorMakerConfig.clusterProps(alias) builds a cluster's clients from
// the keys under "<alias>." and, for what those leave out, the file's top-level client keys
// (MirrorClientConfig.CLIENT_CONFIG_DEF, which holds security.protocol and sasl.jaas.config). A
// cluster reached over SASL with no sasl.jaas.config under its alias, its alias's producer./
// consumer./admin., or at the top level has no login unless the driver's JVM names a JAAS file.
import { parseProperties, type PropertyEntry } from '../parse/properties';
import { escapeRegExp } from './keyLine';
import { mirrorConnector, plainClusterAliases, reachesSideAdmin } from './mirrormakerScopes';
import { Severity, type Finding, type Rule, type RuleContext } from './types';


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
  roles: ['connector', 'mirrormaker'],
  clients: ['java'],
  source: 'MirrorConnectorConfig (sourceConsumerConfig, targetAdminConfig…: a cluster\'s clients from its source.cluster.* / target.cluster.* keys); JaasContext.loadClientContext ("Could not find a \'KafkaClient\' entry in the JAAS configuration")',
  summary: 'A MirrorMaker 2 connector or driver file reaches a cluster over SASL with no sasl.jaas.config for it: that cluster\'s clients cannot log in, unless the worker\'s or driver\'s JVM has a JAAS file.',
  check(ctx) {
    if (ctx.site.role === 'mirrormaker') return driverFindings(ctx);
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
    falsePositives: 'A driver (connect-mirror-maker.sh) or worker started with -Djava.security.auth.login.config naming a KafkaClient entry gives every client a login: when no cluster\'s sasl.jaas.config is written the finding is information and says so. In a driver\'s .properties file, silence it with `# kafka-tuning-disable-next-line mirrormaker-cluster-jaas-missing` on the line above; a connector\'s JSON has no comments, so turn the rule off in the project\'s .kafka-tuning.json ({ "rules": { "mirrormaker-cluster-jaas-missing": "off" } }). In a driver file only <alias>.sasl.jaas.config or a top-level sasl.jaas.config counts: <alias>.producer./consumer./admin. logins do not reach the Connect worker MirrorMaker 2 runs against the cluster.',
    versions: 'MirrorMaker 2 connectors on a Connect cluster and dedicated MirrorMaker 2 drivers (a file with clusters = …, where a cluster\'s login is <alias>.sasl.jaas.config or a top-level sasl.jaas.config), Kafka 2.4 and newer (KIP-382).',
  },
};

/** A driver file's own lines, every cluster's included (the cluster-prefixed ones are other sites). */
function driverLines(text: string): PropertyEntry[] {
  return parseProperties(text).entries;
}

/**
 * In a driver's file (read from its top-level site, once): each cluster reached over SASL whose
 * clients get no sasl.jaas.config. When no cluster has one, one note for them all, since the JVM
 * may give the login; when another cluster has its own, the JVM evidently does not: a warning each.
 */
function driverFindings(ctx: RuleContext): Finding[] {
  if (ctx.site.entries.some((e) => e.prefix) || ctx.mentions(/java\.security\.auth\.login\.config/)) return [];
  const aliases = plainClusterAliases(ctx.entry('clusters')?.value);
  if (aliases.length === 0) return [];
  const lines = ctx.fromText(driverLines);
  const last = (key: string) => lines.filter((l) => l.key.trim() === key).at(-1);
  // Only the cluster's own login (or the top-level one) reaches every client of it: the Connect
  // worker MirrorMaker 2 runs against each cluster (one per flow into it, and heartbeats make every
  // pair a flow by default) takes the plain sasl.jaas.config from MirrorMakerConfig.workerConfig, and
  // <alias>.producer./consumer./admin. logins reach only those clients.
  const jaasUnder = (prefix: string) => lines.some((l) => l.key.trim() === `${prefix}sasl.jaas.config` && l.value.trim() !== '');
  const perClient = (alias: string) => lines.some((l) => new RegExp(`^${escapeRegExp(alias)}\\.(?:producer|consumer|admin)\\.sasl\\.jaas\\.config$`).test(l.key.trim()));
  const clientOnly = (alias: string) => (perClient(alias) ? ` ${alias}.producer./consumer./admin.sasl.jaas.config reach only those clients, not the Connect worker MirrorMaker 2 runs against ${alias} (MirrorMakerConfig.workerConfig passes on ${alias}.sasl.jaas.config).` : '');
  if (jaasUnder('')) return [];
  const missing: Array<{ alias: string; protocol: PropertyEntry }> = [];
  for (const alias of aliases) {
    const protocol = last(`${alias}.security.protocol`) ?? last('security.protocol');
    if (!protocol || !/^SASL_/i.test(protocol.value.trim()) || jaasUnder(`${alias}.`)) continue;
    missing.push({ alias, protocol });
  }
  if (missing.length === 0) return [];
  const withOwn = aliases.filter((a) => jaasUnder(`${a}.`));
  const how = (alias: string) => `${alias}.sasl.jaas.config`;
  if (withOwn.length === 0) {
    const names = missing.map((m) => m.alias);
    return [{
      range: missing[0].protocol.valueRange,
      severity: Severity.Information,
      message: `MirrorMaker 2 reaches ${names.length === 1 ? `cluster ${names[0]}` : `clusters ${names.join(', ')}`} over SASL, and no sasl.jaas.config in this file reaches ${names.length === 1 ? 'it' : 'them'} (neither under the alias nor at the top level, which MirrorMakerConfig.clusterProps falls back to): ${names.length === 1 ? 'its' : 'their'} clients look for a login in the driver JVM's JAAS file, and without one they cannot be created ("Could not find a 'KafkaClient' entry in the JAAS configuration"), so the driver cannot mirror. That holds unless connect-mirror-maker.sh runs with -Djava.security.auth.login.config (KAFKA_OPTS). Otherwise add ${names.map(how).join(' and ')}, or one top-level sasl.jaas.config when every cluster takes the same login.${names.map(clientOnly).join('')}`,
    }];
  }
  return missing.map(({ alias, protocol }) => ({
    range: protocol.valueRange,
    message: `Cluster ${alias} is reached over SASL (security.protocol=${protocol.value.trim()}) with no sasl.jaas.config for it, while ${withOwn.join(', ')} ${withOwn.length === 1 ? 'has its own' : 'have their own'}: a sign the driver's JVM gives no login, so ${alias}'s clients cannot be created ("Could not find a 'KafkaClient' entry in the JAAS configuration") and the flows through ${alias} fail. Add ${how(alias)}.${clientOnly(alias)}`,
  }));
}
