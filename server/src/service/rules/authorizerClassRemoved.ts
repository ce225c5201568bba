// authorizer-class-removed: authorizer.class.name is a STRING key (KafkaConfig), so ConfigDef
// accepts any class name; the broker loads it only when it starts (AuthorizerUtils.createAuthorizer
// → Utils.newInstance, ClassNotFoundException when the jar lacks it) and does not start then.
// Two of Kafka's own authorizers were deleted, checked in the kafka_2.13 / kafka-metadata jars:
//  - kafka.security.auth.SimpleAclAuthorizer: in 2.8.2, gone from 3.0.2 (KAFKA-12590 removed the
//    Scala kafka.security.auth.Authorizer API in 3.0; kafka.security.authorizer.AclAuthorizer,
//    KIP-504 in 2.4, took its place).
//  - kafka.security.authorizer.AclAuthorizer: in 3.9.1, gone from 4.0.2 with ZooKeeper mode
//    (KIP-833); KRaft's org.apache.kafka.metadata.authorizer.StandardAuthorizer (KIP-801) is in the
//    kafka-metadata jar from 3.2.
// A ZooKeeper-mode broker file is checked as 3.9 (sites/era.ts), the newest line it can run on: it
// may be older, so what is said from that era is a warning that names it, not an error.
import { compareVersions } from '../catalog';
import { ZOOKEEPER_ORIGIN } from '../sites/era';
import { Severity, type Rule } from './types';

const KEY = 'authorizer.class.name';
const ACL_AUTHORIZER = 'kafka.security.authorizer.AclAuthorizer';
const STANDARD_AUTHORIZER = 'org.apache.kafka.metadata.authorizer.StandardAuthorizer';

const REMOVED: Record<string, { removedIn: string; how: string }> = {
  'kafka.security.auth.SimpleAclAuthorizer': { removedIn: '3.0', how: 'removed in Kafka 3.0 with the Scala kafka.security.auth.Authorizer API (KAFKA-12590)' },
  [ACL_AUTHORIZER]: { removedIn: '4.0', how: 'removed in Kafka 4.0 with ZooKeeper mode (KIP-833), where it kept the ACLs' },
};

export const authorizerClassRemoved: Rule = {
  id: 'authorizer-class-removed',
  severity: Severity.Error,
  roles: ['broker'],
  clients: ['java'],
  source: 'AuthorizerUtils.createAuthorizer (Utils.newInstance: ClassNotFoundException); kafka.security.auth.SimpleAclAuthorizer absent from the kafka_2.13 3.0.2 jar (KAFKA-12590), kafka.security.authorizer.AclAuthorizer absent from 4.0.2 (KIP-833)',
  summary: 'authorizer.class.name names an authorizer that the broker\'s Kafka version no longer has: the broker does not start.',
  check(ctx) {
    const e = ctx.entry(KEY);
    const value = e?.value?.trim();
    const gone = value ? REMOVED[value] : undefined;
    if (!e || !value || !gone) return [];
    const version = ctx.site.client.version;
    const era = ctx.site.client.origin === ZOOKEEPER_ORIGIN;
    // Checked against the newest when no version is known.
    const checked = version ?? ctx.catalog.version;
    if (compareVersions(checked, `${gone.removedIn}.0`) < 0) return [];
    // KRaft when the file says so (process.roles) or the version has nothing else; a 3.x file
    // without process.roles runs in ZooKeeper mode, where AclAuthorizer is the replacement.
    const kraft = ctx.site.entries.some((x) => x.key === 'process.roles') || compareVersions(checked, '4.0.0') >= 0;
    const instead = kraft ? STANDARD_AUTHORIZER : ACL_AUTHORIZER;
    const insteadText = instead === ACL_AUTHORIZER
      ? ` Use ${ACL_AUTHORIZER} (its replacement since Kafka 2.4, KIP-504), which reads the same ACLs from ZooKeeper.`
      : ` A KRaft cluster uses ${STANDARD_AUTHORIZER} (KIP-801), which keeps the ACLs in the metadata log: ACLs stored in ZooKeeper are carried over only by a ZooKeeper-to-KRaft migration.`;
    const whose = era
      ? `this ZooKeeper-mode broker file is checked as Kafka ${checked} (the last release line with ZooKeeper mode; from ${ZOOKEEPER_ORIGIN}): a broker of ${gone.removedIn} or newer does not start (ClassNotFoundException when it creates the authorizer), and only an older one still has the class`
      : version
        ? `a Kafka ${version} broker (the version from ${ctx.site.client.origin ?? 'the build'}) does not start: it fails with ClassNotFoundException when it creates the authorizer`
        : `no version was found in the workspace, so the newest (Kafka ${checked}) is checked: a broker of ${gone.removedIn} or newer does not start (ClassNotFoundException when it creates the authorizer)`;
    const known = version !== undefined && !era;
    return [{
      range: e.valueRange,
      // Certain only with the broker's own version; from the ZooKeeper era or the newest, a warning.
      severity: known ? Severity.Error : Severity.Warning,
      message: `authorizer.class.name=${value} was ${gone.how}; ${whose}.${insteadText}`,
      fixes: [{ title: `Use ${instead.slice(instead.lastIndexOf('.') + 1)}`, intents: [{ kind: 'set', key: KEY, value: instead }], preferred: true }],
    }];
  },
  docs: {
    why: 'authorizer.class.name is a plain string to the broker\'s ConfigDef, so a class name that no longer exists passes validation; the broker loads the class only when it starts (AuthorizerUtils.createAuthorizer). Kafka 3.0 deleted kafka.security.auth.SimpleAclAuthorizer (KAFKA-12590; kafka.security.authorizer.AclAuthorizer replaced it in 2.4, KIP-504), and Kafka 4.0 deleted AclAuthorizer with ZooKeeper mode (KIP-833); KRaft clusters use org.apache.kafka.metadata.authorizer.StandardAuthorizer (KIP-801, from 3.2).',
    consequence: 'After the upgrade the broker does not start: creating the authorizer fails with ClassNotFoundException. The ACLs themselves are not lost, but AclAuthorizer kept them in ZooKeeper, and StandardAuthorizer reads only those in the KRaft metadata log.',
    bad: { file: 'server.properties', text: '# kafka-tuning: client=java@4.1\nprocess.roles=broker,controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=kafka-1:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nauthorizer.class.name=kafka.security.authorizer.AclAuthorizer\n' },
    good: { file: 'server.properties', text: '# kafka-tuning: client=java@4.1\nprocess.roles=broker,controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=kafka-1:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nauthorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer\n' },
    falsePositives: 'A broker file that is deployed on an older Kafka than the one checked: a ZooKeeper-mode file is checked as Kafka 3.9 (the last line that runs it), so SimpleAclAuthorizer is reported there at warning although a 2.x broker still has it; name the version with a `# kafka-tuning: client=java@2.8` directive. A class of your own under these names (a fork) is not told apart.',
    versions: 'kafka.security.auth.SimpleAclAuthorizer: reported from Kafka 3.0 on; kafka.security.authorizer.AclAuthorizer: from 4.0 on (a ZooKeeper-mode file, checked as 3.9, keeps it). Error with the broker\'s version known, warning when it comes from the ZooKeeper era or no version is known (the newest is checked).',
  },
};
