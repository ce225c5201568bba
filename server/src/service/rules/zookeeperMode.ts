// zookeeper-mode: a broker file with zookeeper.connect and no process.roles runs in ZooKeeper mode,
// which Kafka 4.0 removed (KIP-833); a 4.x broker cannot start from it (process.roles and node.id
// have no default). Said once per file, and the file is checked against 3.9 (sites/era.ts), where
// every zookeeper.* key it uses is a real setting; with a 3.x version known from elsewhere, the note
// stands in for removed-in-newer-kafka's findings on its zookeeper.* keys.
import { compareVersions } from '../catalog/catalog';
import { isZooKeeperBroker, ZOOKEEPER_LAST, ZOOKEEPER_ORIGIN } from '../sites/era';
import { Severity, type Rule } from './types';

export const zookeeperMode: Rule = {
  id: 'zookeeper-mode',
  // A hint: it explains what the file is checked against. Nothing is wrong with a 3.x cluster
  // running it, and the broker's version is not what the workspace's client build names.
  severity: Severity.Hint,
  roles: ['broker'],
  clients: ['java'],
  source: 'KIP-833 and the Kafka 4.0 upgrade notes (ZooKeeper mode removed); KafkaConfig: process.roles and node.id have no default in 4.x',
  summary: 'A ZooKeeper-mode broker config: said once, and checked against Kafka 3.9, the last release line that runs it.',
  check(ctx) {
    const removal = 'ZooKeeper mode was removed in Kafka 4.0, where this file cannot start a broker (process.roles and node.id have no default); moving to KRaft means process.roles, node.id and controller.quorum.bootstrap.servers (or controller.quorum.voters).';
    if (ctx.site.client.origin === ZOOKEEPER_ORIGIN) {
      return [{
        range: ctx.anchor('zookeeper.connect'),
        message: `ZooKeeper-mode broker (zookeeper.connect, no process.roles): checked against Kafka ${ctx.catalog.version}. ${removal}`,
      }];
    }
    // The version is known from elsewhere (a compose image, a directive) and still runs ZooKeeper
    // mode: the same note, in place of one removed-in-newer-kafka finding per zookeeper.* key.
    const version = ctx.site.client.version;
    if (!version || compareVersions(version, '4.0') >= 0 || !isZooKeeperBroker(ctx.site.role, ctx.site.entries)) return [];
    return [{
      range: ctx.anchor('zookeeper.connect'),
      message: `ZooKeeper-mode broker (zookeeper.connect, no process.roles) on Kafka ${version}. ${removal}`,
    }];
  },
  docs: {
    why: 'A broker file with zookeeper.connect and no process.roles describes a ZooKeeper-mode broker. Kafka 4.0 removed ZooKeeper mode (KIP-833), and in 4.x process.roles and node.id have no default, so the same file cannot start a 4.x broker. The analysis therefore checks such a file against Kafka 3.9, the last line that runs it, and says so once instead of calling every zookeeper.* key unknown.',
    consequence: 'Upgrading the broker to 4.0 or newer with this file fails at start-up; the migration to KRaft (process.roles, node.id, controller quorum settings) has to happen on 3.x first, as the Kafka 4.0 upgrade notes describe.',
    bad: { file: 'server.properties', text: 'broker.id=0\nzookeeper.connect=zk1:2181,zk2:2181,zk3:2181\nlisteners=PLAINTEXT://:9092\nlog.dirs=/var/lib/kafka/data\n' },
    good: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\n' },
    falsePositives: 'A cluster that deliberately stays on Kafka 3.x in ZooKeeper mode: the finding is a hint only. Silence it for the file with a suppression comment above zookeeper.connect or set the rule to "off".',
    versions: 'Broker configs; ZooKeeper mode exists up to Kafka 3.9 and was removed in 4.0.',
  },
};
