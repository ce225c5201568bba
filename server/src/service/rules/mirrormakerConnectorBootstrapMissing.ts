// mirrormaker-connector-bootstrap-missing: a MirrorMaker 2 connector config (MirrorSourceConnector,
// MirrorCheckpointConnector, MirrorHeartbeatConnector, run on a Connect cluster) that names no
// bootstrap.servers for a cluster it talks to. MirrorConnectorConfig builds each cluster's clients
// from that cluster's prefix only (sourceAdminConfig / sourceConsumerConfig: source.cluster.*, then
// consumer.* / admin.* and source.consumer.* / source.admin.*; the target's alike) — never from the
// worker's own bootstrap.servers — so the admin client the connector makes at start has no broker,
// and Admin.create refuses it (ConfigException: bootstrap.servers missing, or "No resolvable
// bootstrap urls given in bootstrap.servers"). The connector fails and nothing is mirrored (check
// 74: a MirrorSourceConnector file with both cluster aliases and no address at all).
import { mirrorConnector, reachesSideAdmin } from './mirrormakerScopes';
import { Severity, type Finding, type Rule } from './types';


const CONNECTOR = (source: string) => `name=mm2-orders
connector.class=org.apache.kafka.connect.mirror.MirrorSourceConnector
source.cluster.alias=primary
target.cluster.alias=backup
${source}target.cluster.bootstrap.servers=backup-kafka:9092
topics=orders.*
tasks.max=2
`;

export const mirrormakerConnectorBootstrapMissing: Rule = {
  id: 'mirrormaker-connector-bootstrap-missing',
  severity: Severity.Error,
  roles: ['connector'],
  clients: ['java'],
  source: 'MirrorConnectorConfig (sourceAdminConfig / sourceConsumerConfig / targetAdminConfig: each cluster\'s clients from its source.cluster.* or target.cluster.* keys); Admin.create (ConfigException without bootstrap servers)',
  summary: 'A MirrorMaker 2 connector with no source.cluster.bootstrap.servers (or target.cluster.bootstrap.servers): the clients for that cluster have no broker and the connector fails at start.',
  check(ctx) {
    const mirror = mirrorConnector(ctx.entry('connector.class')?.value);
    if (!mirror) return [];
    const keys = ctx.site.entries.map((e) => e.key);
    const out: Finding[] = [];
    for (const side of mirror.sides) {
      if (keys.some((k) => reachesSideAdmin(k, side, 'bootstrap.servers'))) continue;
      const alias = ctx.entry(`${side}.cluster.alias`);
      out.push({
        range: (alias ?? ctx.entry('connector.class')!).valueRange,
        message: `No ${side}.cluster.bootstrap.servers: MirrorMaker 2 builds the ${side} cluster's clients from the ${side}.cluster.* keys of this config (MirrorConnectorConfig; its admin client from ${side}.cluster.*, admin.* and ${side}.admin.* only), not from the worker's bootstrap.servers, so the admin client the connector creates at start has no broker to connect to: Admin.create refuses the config (ConfigException) and the connector fails. Add ${side}.cluster.bootstrap.servers with the ${alias?.value?.trim() ? `'${alias.value.trim()}' ` : ''}cluster's brokers.`,
      });
    }
    return out;
  },
  docs: {
    why: 'A MirrorMaker 2 connector on a Connect cluster reaches two clusters, and builds the clients of each only from that cluster\'s prefixed keys (source.cluster.*, target.cluster.*, then consumer.*, source.consumer.* and the like). The worker\'s own bootstrap.servers is the Connect cluster\'s, and is not handed to them.',
    consequence: 'The connector\'s first admin client has no bootstrap servers: Admin.create throws ConfigException, the connector is FAILED and nothing is mirrored.',
    bad: { file: 'mm2-orders.properties', text: CONNECTOR('') },
    good: { file: 'mm2-orders.properties', text: CONNECTOR('source.cluster.bootstrap.servers=primary-kafka:9092\n') },
    falsePositives: 'None known: the connector reads no other source of addresses. A config provider reference (${file:…}) written as the value counts as written.',
    versions: 'MirrorMaker 2 connectors on a Connect cluster, Kafka 2.4 and newer (KIP-382).',
  },
};
