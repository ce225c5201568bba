// mirrormaker-cluster-bootstrap-missing: a cluster named in `clusters` whose address the file never
// gives. MirrorMakerConfig.clusterProps(alias) takes a cluster's settings from the keys under
// "<alias>.", then the top-level client keys for what those leave out: so
// "cluster.prod.bootstrap.servers" leaves cluster "prod" without an address, while a top-level
// "bootstrap.servers" gives it that one, and "<alias>.producer.bootstrap.servers" (or consumer.,
// admin.) gives that client one; the rule is silent on both (harness on connect-mirror 3.9.1 and
// 4.2.0). Checked with a harness over connect-mirror 3.9.1, 4.0.2, 4.1.2 and 4.2.0: with no address
// at all, clients built from MirrorMakerConfig.clientConfig(alias) fail up to 4.1 (kafka-clients
// 3.9.1: ConfigException "No resolvable bootstrap urls given in bootstrap.servers"), and from 4.2
// clientConfig(alias) itself throws "Missing required configuration "bootstrap.servers" which has
// no default value."; workerConfig() for a flow into that cluster gives DistributedConfig no
// bootstrap.servers, which falls back to localhost:9092 up to 4.1 (WorkerConfig
// BOOTSTRAP_SERVERS_DEFAULT) and from 4.2 throws the same "Missing required configuration" at
// start-up.
import { fillInBlanks } from '../util/fillIn';
import { Severity, type Rule, type RuleContext } from './types';
import { escapeRegExp } from './keyLine';
import { plainClusterAliases as aliases } from './mirrormakerScopes';


/** The clusters without `<alias>.bootstrap.servers` in this file, each with a key that gives it under another prefix. */
function unaddressed(ctx: RuleContext): Array<{ alias: string; near?: string }> {
  const clusters = ctx.entry('clusters');
  return aliases(clusters?.value)
    // <alias>.bootstrap.servers, or an address for one of its clients (<alias>.producer.bootstrap.servers…).
    .filter((a) => !ctx.mentions(new RegExp(`^[ \\t]*${escapeRegExp(a)}\\.(?:(?:producer|consumer|admin)\\.)?bootstrap\\.servers(?:[ \\t]*[=:]|[ \\t]+\\S)`, 'm')))
    .map((alias) => ({ alias, near: new RegExp(`^[ \\t]*([\\w.-]+\\.${escapeRegExp(alias)}\\.bootstrap\\.servers)(?:[ \\t]*[=:]|[ \\t]+\\S)`, 'm').exec(ctx.doc.text)?.[1] }));
}

/**
 * Keys like cluster.prod.bootstrap.servers that this rule reports as a cluster's misplaced address:
 * application-keys leaves them out rather than calling them the application's own.
 */
export function misplacedClusterAddresses(ctx: RuleContext): Set<string> {
  if (ctx.site.role !== 'mirrormaker' || ctx.entry('bootstrap.servers')?.value?.trim()) return new Set();
  return new Set(unaddressed(ctx).map((u) => u.near).filter((k): k is string => !!k));
}

export const mirrormakerClusterBootstrapMissing: Rule = {
  id: 'mirrormaker-cluster-bootstrap-missing',
  severity: Severity.Error,
  roles: ['mirrormaker'],
  clients: ['java'],
  source: 'MirrorMakerConfig.clusterProps / clientConfig / workerConfig (a cluster\'s settings are the keys under "<alias>."); WorkerConfig BOOTSTRAP_SERVERS_DEFAULT (localhost:9092 up to 4.1, none from 4.2)',
  summary: 'A MirrorMaker 2 cluster alias without <alias>.bootstrap.servers: its clients have no address.',
  check(ctx) {
    // The file's own lines (cluster-prefixed groups are other sites of the same file).
    if (ctx.site.entries.some((e) => e.prefix) || fillInBlanks(ctx.site) || ctx.mentions(/^\s*\{[%#{]/m)) return [];
    const clusters = ctx.entry('clusters');
    // Every cluster without its own takes the top-level bootstrap.servers.
    if (ctx.entry('bootstrap.servers')?.value?.trim()) return [];
    const found = unaddressed(ctx);
    if (!clusters || found.length === 0) return [];
    const missing = found.map((u) => u.alias);
    // A near miss the author meant for it: "cluster.prod.bootstrap.servers".
    const near = found.map((u) => u.near).filter((k): k is string => !!k);
    const one = missing.length === 1;
    const named = missing.map((a) => `'${a}'`).join(' and ');
    const keys = missing.map((a) => `${a}.bootstrap.servers`).join(' and ');
    const aside = near.length ? ` (${near.join(' and ')} ${near.length === 1 ? 'is' : 'are'} not read: the alias must come first)` : '';
    return [{
      range: clusters.valueRange,
      message: `Cluster${one ? '' : 's'} ${named} ${one ? 'has' : 'have'} no ${keys}${aside}: MirrorMaker 2 takes a cluster's settings only from the keys under its alias, so the replication clients for ${one ? 'it' : 'them'} have no bootstrap.servers and fail with a ConfigException, and a Connect worker for a flow into ${one ? 'it' : 'them'} dials localhost:9092 up to Kafka 4.1 and stops the driver at start-up from 4.2 ("Missing required configuration "bootstrap.servers" which has no default value.").`,
    }];
  },
  docs: {
    why: 'A MirrorMaker 2 driver file names its clusters in `clusters` and gives each one its connection settings under its alias: `east.bootstrap.servers`, `east.security.protocol`… (MirrorMakerConfig.clusterProps reads only the keys under "<alias>."). A cluster whose alias-prefixed bootstrap.servers is missing takes the top-level bootstrap.servers if the file has one, and otherwise has no address, whatever other keys name it.',
    consequence: 'The source and target clients built for that cluster have no bootstrap.servers and fail with a ConfigException ("No resolvable bootstrap urls given in bootstrap.servers" with kafka-clients 3.9, "Missing required configuration "bootstrap.servers" which has no default value." with 4.2); the Connect worker for a flow into it connects to localhost:9092 up to Kafka 4.1 (WorkerConfig\'s old default) and makes the driver stop at start-up from Kafka 4.2, where bootstrap.servers has no default.',
    bad: { file: 'mm2.properties', text: 'clusters = east, west\ncluster.east.bootstrap.servers = east-1.internal:9092\nwest.bootstrap.servers = west-1.internal:9092\neast->west.enabled = true\n' },
    good: { file: 'mm2.properties', text: 'clusters = east, west\neast.bootstrap.servers = east-1.internal:9092\nwest.bootstrap.servers = west-1.internal:9092\neast->west.enabled = true\n' },
    falsePositives: 'A driver file whose cluster addresses are appended by a deployment step: silence it with a `#` suppression comment above the clusters line. Aliases written as ${PLACEHOLDERS} are not checked.',
    versions: 'MirrorMaker 2 dedicated mode, all versions (connect-mirror 3.9.1 to 4.2.0 checked); the driver refuses to start from Kafka 4.2.',
  },
};
