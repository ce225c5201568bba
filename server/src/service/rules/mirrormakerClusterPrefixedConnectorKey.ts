// mirrormaker-cluster-prefixed-connector-key: a MirrorMaker 2 connector setting written under a
// cluster prefix (`target.checkpoints.topic.replication.factor`). Such keys go to that cluster's
// Connect worker and clients only; the connectors read connector settings unprefixed or under a
// flow prefix (rules/mirrormakerScopes.ts, checked with connect-mirror 4.1.2). The line has no
// effect, and the setting keeps its default (or the unprefixed value).
import type { Fix } from '../model';
import { writesKeyLine } from './keyLine';
import { connectorOnlyKey, isClusterPrefix, mm2Example } from './mirrormakerScopes';
import { Severity, type Finding, type Rule } from './types';

export const mirrormakerClusterPrefixedConnectorKey: Rule = {
  id: 'mirrormaker-cluster-prefixed-connector-key',
  severity: Severity.Warning,
  roles: ['mirrormaker'],
  clients: ['java'],
  source: 'MirrorMakerConfig.clusterProps / workerConfig / connectorBaseConfig (cluster-prefixed keys reach the worker and, as source.cluster.* / target.cluster.*, the connectors\' client settings); checked with connect-mirror 4.1.2',
  summary: 'A MirrorMaker 2 connector setting under a cluster prefix (target.checkpoints.topic.replication.factor): only the cluster\'s worker and clients get it, so the connectors never read it.',
  docs: {
    why: 'MirrorMaker 2 reads `<cluster>.x` as settings of that cluster: its Connect worker and its clients. The replication connectors take their own settings unprefixed (for every flow) or as `A->B.x` (for one flow). A connector setting under a cluster prefix reaches the connectors only renamed to `target.cluster.x`, which they read as client settings.',
    consequence: 'The setting has no effect: checked with connect-mirror 4.1.2, target.checkpoints.topic.replication.factor=6 appears in the worker config and as target.cluster.checkpoints.topic.replication.factor in each connector config, and the checkpoint connector keeps its default replication factor (3).',
    bad: { file: 'mm2.properties', text: mm2Example('backup.checkpoints.topic.replication.factor = 2') },
    good: { file: 'mm2.properties', text: mm2Example('checkpoints.topic.replication.factor = 2') },
    falsePositives: 'replication.factor and internal.topic.replication.factor are left alone: older MirrorMaker 2 releases read them from cluster settings as the default for the worker\'s internal topics.',
    versions: 'MirrorMaker 2 (Kafka 2.4 and newer); checked on 4.1.2.',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (!isClusterPrefix(e.prefix) || !connectorOnlyKey(ctx.catalog, e.key)) continue;
      const bare = writesKeyLine(ctx, e.key);
      const cluster = e.prefix.slice(0, -1);
      const fixes: Fix[] = bare
        ? [{ title: `Remove '${e.rawKey}' (the unprefixed line sets it)`, intents: [{ kind: 'remove', entry: e }], preferred: true }]
        : [{ title: `Rename to '${e.key}'`, intents: [{ kind: 'edits', edits: [{ range: e.keyRange, newText: e.key }] }], preferred: true }];
      out.push({
        range: e.keyRange,
        message: `'${e.rawKey}' is a connector setting under the cluster prefix '${e.prefix}': MirrorMaker 2 gives '${e.prefix}' settings to that cluster's Connect worker and clients, and hands them to the connectors only as source.cluster.${e.key} or target.cluster.${e.key}, client settings they do not read, so this line has no effect (MirrorMakerConfig.clusterProps/connectorBaseConfig). ${bare ? `The unprefixed ${e.key} line is the one that counts.` : `Write ${e.key} without the prefix, or as '<source>->${cluster}.${e.key}' for one flow.`}`,
        fixes,
      });
    }
    return out;
  },
};
