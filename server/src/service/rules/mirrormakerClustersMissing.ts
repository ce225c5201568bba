// mirrormaker-clusters-missing (MirrorMakerConfig: `clusters` is defined with no default): a
// MirrorMaker 2 driver file (connect-mirror-maker.sh <file>) must list the cluster aliases it
// connects; without the key, MirrorMakerConfig's constructor throws ConfigException "Missing
// required configuration "clusters" which has no default value." and the driver exits before it
// connects anywhere. A MirrorMaker 2 connector run on a Connect cluster (connector.class=
// …MirrorSourceConnector) takes source/target cluster keys instead and is not judged here.
import { baseName } from '../../../../common/src/model';
import { Severity, type Rule } from './types';

const MM2_FILE = /mm2|connect-mirror-maker/i;
/** Keys of one client's own file: such a file is a client config, whatever its name. */
const CLIENT_ONLY = new Set(['group.id', 'key.deserializer', 'value.deserializer', 'key.serializer', 'value.serializer', 'auto.offset.reset']);

export const mirrormakerClustersMissing: Rule = {
  id: 'mirrormaker-clusters-missing',
  severity: Severity.Error,
  roles: ['mirrormaker'],
  clients: ['java'],
  source: 'MirrorMakerConfig CONFIG_DEF: define(CLUSTERS_CONFIG, Type.LIST, …) with no default; ConfigDef.parse ("Missing required configuration … which has no default value.")',
  summary: 'A MirrorMaker 2 driver file without `clusters`: the driver stops at start-up.',
  docs: {
    why: 'A MirrorMaker 2 driver reads every cluster\'s settings under the aliases that `clusters` lists (`source.bootstrap.servers` for an alias `source`); the key has no default. A file written like a single client config (bootstrap.servers, consumer.* keys) gives the driver nothing to connect.',
    consequence: 'connect-mirror-maker.sh exits at once with ConfigException "Missing required configuration "clusters" which has no default value." Nothing is replicated.',
    bad: { file: 'mm2.properties', text: 'bootstrap.servers=kafka-a:9092\nconsumer.client.id=mm2-client\n' },
    good: { file: 'mm2.properties', text: 'clusters=a,b\na.bootstrap.servers=kafka-a:9092\nb.bootstrap.servers=kafka-b:9092\na->b.enabled=true\na->b.topics=orders.*\n' },
    falsePositives: 'A file that is not a MirrorMaker 2 driver config but is named like one (mm2-*.properties for something else): declare its role with a `# kafka-tuning: role=…` directive.',
    versions: 'Kafka 2.4 and newer (MirrorMaker 2, KIP-382).',
  },
  check(ctx) {
    if (ctx.site.syntax !== 'properties' || ctx.site.entries.some((e) => e.prefix) || ctx.isSet('clusters') || ctx.isSet('connector.class')) return [];
    // Only a file named as a MirrorMaker 2 driver's: mirror-maker*.properties may be the old
    // MirrorMaker's consumer or producer file (kafka-mirror-maker.sh), which has no clusters.
    if (ctx.site.entries.length === 0 || !MM2_FILE.test(baseName(ctx.doc.fileName)) || ctx.site.entries.some((e) => CLIENT_ONLY.has(e.key))) return [];
    return [{
      range: ctx.site.entries[0].keyRange,
      message: 'This MirrorMaker 2 file has no clusters: MirrorMakerConfig defines it with no default, so connect-mirror-maker.sh stops at start-up with ConfigException "Missing required configuration "clusters" which has no default value." List the cluster aliases (clusters=a,b) and give each its a.bootstrap.servers.',
    }];
  },
};
