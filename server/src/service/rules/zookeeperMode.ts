// zookeeper-mode: a broker file with zookeeper.connect and no process.roles runs in ZooKeeper mode,
// which Kafka 4.0 removed (KIP-833); a 4.x broker cannot start from it (process.roles and node.id
// have no default). Said once per file, and the file is checked against 3.9 (sites/era.ts), where
// every zookeeper.* key it uses is a real setting.
import { ZOOKEEPER_LAST, ZOOKEEPER_ORIGIN } from '../sites/era';
import { Severity, type Rule } from './types';

export const zookeeperMode: Rule = {
  id: 'zookeeper-mode',
  severity: Severity.Information,
  roles: ['broker'],
  clients: ['java'],
  source: 'KIP-833 and the Kafka 4.0 upgrade notes (ZooKeeper mode removed); KafkaConfig: process.roles and node.id have no default in 4.x',
  summary: 'A ZooKeeper-mode broker config: said once, and checked against Kafka 3.9, the last release line that runs it.',
  check(ctx) {
    if (ctx.site.client.origin !== ZOOKEEPER_ORIGIN) return [];
    return [{
      range: ctx.anchor('zookeeper.connect'),
      message: `ZooKeeper-mode broker (zookeeper.connect, no process.roles): checked against Kafka ${ctx.catalog.version}. ZooKeeper mode was removed in Kafka 4.0, where this file cannot start a broker (process.roles and node.id have no default); moving to KRaft means process.roles, node.id and controller.quorum.bootstrap.servers (or controller.quorum.voters).`,
    }];
  },
};
