// kraft-quorum-missing: a KRaft node file (process.roles set) that names no controller quorum.
// KafkaConfig.validateValues refuses it when the node starts:
//   3.0–3.8: ConfigException "If using process.roles, controller.quorum.voters must contain a
//            parseable set of voters." (string in kafka_2.13 3.0.2 … 3.8.1 KafkaConfig.class)
//   3.9 on:  "If using process.roles, either controller.quorum.bootstrap.servers must contain the set
//            of bootstrap controllers or controller.quorum.voters must contain a parseable set of
//            controllers." (3.9.1, 4.0.2, 4.4.0 KafkaConfig.class; KIP-853 added bootstrap.servers)
// Confirmed by KafkaConfig.fromProps on 3.9.1, 4.1.2 and 4.4.0. Neither key has a default.
//
// Only a file that is plainly a whole node config is judged (the evidence connect-worker-required-
// missing uses): one site for the whole file, no template lines or fill-in blanks, and the node's
// identity written (process.roles, node.id and a listener or log directory). A fragment an image or
// script completes is silent; a ZooKeeper-mode file has no process.roles and is never judged.
import { compareVersions } from '../catalog';
import { plainlyWholeConfig } from '../util/wholeFile';
import { checkedVersion } from './checkedVersion';
import { Severity, type Rule, type RuleContext } from './types';

const VOTERS = 'controller.quorum.voters';
const BOOTSTRAP = 'controller.quorum.bootstrap.servers';
/** Written by any whole node file: where it listens or keeps its log. */
const NODE_KEYS = ['listeners', 'controller.listener.names', 'log.dirs', 'log.dir'];

const named = (ctx: RuleContext, key: string) => {
  const v = ctx.entry(key)?.value;
  return v !== undefined && v.trim() !== '';
};

export const kraftQuorumMissing: Rule = {
  id: 'kraft-quorum-missing',
  severity: Severity.Error,
  roles: ['broker'],
  clients: ['java'],
  source: 'KafkaConfig.validateValues: ConfigException "If using process.roles, either controller.quorum.bootstrap.servers must contain the set of bootstrap controllers or controller.quorum.voters must contain a parseable set of controllers." (3.9 on; 3.0–3.8: "… controller.quorum.voters must contain a parseable set of voters.")',
  summary: 'A KRaft node file (process.roles set) with neither controller.quorum.voters nor controller.quorum.bootstrap.servers: the node refuses to start.',
  check(ctx) {
    const version = ctx.catalog.version;
    if (compareVersions(version, '3.0') < 0) return [];
    const roles = ctx.entry('process.roles')?.value;
    if (roles === undefined || /[{}$%@]/.test(roles) || !roles.split(',').some((r) => ['broker', 'controller'].includes(r.trim()))) return [];
    // Evidence of a whole node file, not a fragment completed elsewhere.
    if (!plainlyWholeConfig(ctx)) return [];
    if (!ctx.isSet('node.id') || !NODE_KEYS.some((k) => ctx.isSet(k))) return [];
    const dynamic = compareVersions(version, '3.9') >= 0;
    if (named(ctx, VOTERS) || (dynamic && named(ctx, BOOTSTRAP))) return [];
    // The build's own version in words (3.7.1), not the catalog's patch it is checked with (3.7.2).
    const shown = checkedVersion(ctx).version;
    const where = ctx.site.client.version ? `Kafka ${shown}` : `Kafka ${shown}, the newest, as no version was found in the workspace`;
    const what = dynamic ? `neither ${VOTERS} nor ${BOOTSTRAP}` : `no ${VOTERS}`;
    const exception = dynamic
      ? `"If using process.roles, either ${BOOTSTRAP} must contain the set of bootstrap controllers or ${VOTERS} must contain a parseable set of controllers."`
      : `"If using process.roles, ${VOTERS} must contain a parseable set of voters."`;
    const remedy = dynamic
      ? `Name the controllers: ${BOOTSTRAP}=host:port,… (a dynamic quorum, KIP-853) or ${VOTERS}=id@host:port,….`
      : `Name the controllers: ${VOTERS}=id@host:port,….`;
    return [{
      range: ctx.entry('process.roles')!.valueRange,
      message: `process.roles=${roles.trim()} with ${what}: the node does not start (${where}); KafkaConfig throws ConfigException ${exception} ${remedy}`,
    }];
  },
  docs: {
    why: 'A node in KRaft mode (process.roles set) has to reach the controller quorum, and neither controller.quorum.voters nor controller.quorum.bootstrap.servers (Kafka 3.9 on, KIP-853) has a default. KafkaConfig checks this when the node starts.',
    consequence: 'The broker or controller exits at start-up with ConfigException "If using process.roles, either controller.quorum.bootstrap.servers must contain the set of bootstrap controllers or controller.quorum.voters must contain a parseable set of controllers." (3.9.1, 4.1.2 and 4.4.0; before 3.9: "If using process.roles, controller.quorum.voters must contain a parseable set of voters.").',
    bad: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\n' },
    good: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\n' },
    falsePositives: 'A file whose quorum is added when the node starts (kafka-server-start.sh --override controller.quorum.voters=…, or an image that appends it): files with template lines, fill-in blanks, directive sections or without node.id and a listener or log directory are not judged. Silence it with a suppression comment above process.roles.',
    versions: 'KRaft brokers and controllers, Kafka 3.0 and newer (controller.quorum.bootstrap.servers from 3.9).',
  },
};
