// mirrormaker-empty-separator: `replication.policy.separator=` left empty, half of an old recipe for
// keeping topic names when MirrorMaker 2 replicates. DefaultReplicationPolicy (connect-mirror-client)
// names a remote topic `sourceClusterAlias + separator + topic`, and MirrorMakerConfig
// .connectorBaseConfig gives each flow its alias from `clusters` unless the file writes
// source.cluster.alias itself (putIfAbsent). With only the separator empty, the alias is glued to
// the name ("orders" from cluster "primary" becomes "primaryorders"). The recipe's other half, an
// empty source.cluster.alias, does keep the names and is left alone here; IdentityReplicationPolicy
// (Kafka 3.0, KAFKA-9726) is the supported way to keep them.
import { listElements } from '../util/configList';
import { Severity, type Rule } from './types';

const POLICY = 'replication.policy.separator';

export const mirrormakerEmptySeparator: Rule = {
  id: 'mirrormaker-empty-separator',
  severity: Severity.Warning,
  roles: ['mirrormaker'],
  clients: ['java'],
  source: 'connect-mirror-client DefaultReplicationPolicy.formatRemoteTopic; MirrorMakerConfig.connectorBaseConfig (source.cluster.alias from the flow unless written); IdentityReplicationPolicy since Kafka 3.0 (KAFKA-9726)',
  summary: 'An empty replication.policy.separator alone does not keep topic names: the source alias is glued to each name.',
  check(ctx) {
    const e = ctx.entry(POLICY);
    if (!e || e.value === undefined || e.value !== '') return [];
    const policy = ctx.entry('replication.policy.class')?.value?.trim();
    if (policy && !/(^|\.)DefaultReplicationPolicy$/.test(policy)) return [];
    // An alias the file writes is every flow's; an empty one completes the recipe (names kept).
    const written = ctx.entry('source.cluster.alias')?.value?.trim();
    if (written === '') return [];
    const alias = written ?? listElements(ctx.entry('clusters')?.value ?? '').find((a) => /^[\w-]+$/.test(a)) ?? 'source';
    const from = written ? `source.cluster.alias '${alias}'` : `cluster '${alias}' (each flow's source alias is its name in 'clusters')`;
    return [{
      range: e.keyRange,
      message: `An empty ${POLICY} does not keep topic names: DefaultReplicationPolicy names a remote topic source alias + separator + topic, so 'orders' from ${from} is written to '${alias}orders'. To keep the names, set replication.policy.class=org.apache.kafka.connect.mirror.IdentityReplicationPolicy (Kafka 3.0 and newer) and remove this line.`,
    }];
  },
  docs: {
    why: 'MirrorMaker 2\'s DefaultReplicationPolicy names each remote topic after its source cluster: alias + separator + topic. An empty separator alone does not keep the names: each flow\'s source alias is its name in `clusters` (MirrorMakerConfig.connectorBaseConfig) unless the file writes source.cluster.alias, so the alias is still there, glued to the name.',
    consequence: 'Consumers on the target cluster find no topic with the source\'s names: orders arrives as sourceorders.',
    bad: { file: 'mm2.properties', text: 'clusters = source, target\nsource.bootstrap.servers = src-1:9092\ntarget.bootstrap.servers = dst-1:9092\nsource->target.enabled = true\nreplication.policy.separator =\n' },
    good: { file: 'mm2.properties', text: 'clusters = source, target\nsource.bootstrap.servers = src-1:9092\ntarget.bootstrap.servers = dst-1:9092\nsource->target.enabled = true\nreplication.policy.class = org.apache.kafka.connect.mirror.IdentityReplicationPolicy\n' },
    falsePositives: 'A deployment that really wants the alias glued to the topic name. Not reported: an empty source.cluster.alias beside the empty separator (together they do keep the names), and a custom replication.policy.class.',
    versions: 'MirrorMaker 2, all versions; IdentityReplicationPolicy exists from Kafka 3.0.',
  },
};
