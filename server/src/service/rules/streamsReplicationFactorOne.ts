// streams-replication-factor-one (StreamsConfig replication.factor; KIP-733): Kafka Streams creates
// its internal topics — the changelogs that back every state store and the repartition topics —
// with replication.factor replicas. With 1, a single broker failure makes a changelog partition
// unavailable: the tasks reading or restoring it stop, and a lost disk loses the state for good.
// The default was 1 up to 2.8 (2.8.2 catalog) and is -1 from 3.0 (3.0.2 catalog: the broker's
// default.replication.factor, KIP-733), so an unwritten value is reported only for 2.x.
// On a cluster of this machine only (bootstrap.servers all loopback: a one-broker dev setup), or a
// one-broker cluster of the workspace's Docker Compose file, more replicas cannot be created, so a
// written 1 is a hint and an unwritten default says nothing.
import { onlyLocalBrokers } from '../util/localCluster';
import { composeClusterOf, composeOnlyCluster } from '../crossFile/compose';
import { isUnresolved } from '../util/placeholder';
import { buildsStatelessTopology } from '../util/statelessTopology';
import { rangeText } from './siteText';
import { writesKeyLine } from './keyLine';
import { Severity, type Rule } from './types';

export const streamsReplicationFactorOne: Rule = {
  id: 'streams-replication-factor-one',
  severity: Severity.Warning,
  // A test's internal topics live on the test's own broker, and die with it.
  runtimeOnly: true,
  roles: ['streams'],
  clients: ['java'],
  source: 'StreamsConfig replication.factor (default 1 up to 2.8, -1 = the broker default from 3.0, KIP-733)',
  summary: 'Kafka Streams creates its changelog and repartition topics with one replica: one broker down stops the tasks, a lost disk loses the state.',
  docs: {
    why: 'replication.factor is the replica count of every internal topic Kafka Streams creates: the changelog behind each state store and each repartition topic. With one replica, the broker holding a partition is a single point of failure for the tasks that read or restore it.',
    consequence: 'With one replica, a broker outage leaves the internal partitions it leads without a leader: those tasks stop until it returns, and a lost broker disk loses the changelog, so a store cannot be restored on another instance. -1 (the 3.0+ default, KIP-733) takes the broker\'s default.replication.factor.',
    bad: { file: 'streams.properties', text: 'application.id=inventory\nbootstrap.servers=kafka-1:9092,kafka-2:9092,kafka-3:9092\nreplication.factor=1\n' },
    good: { file: 'streams.properties', text: 'application.id=inventory\nbootstrap.servers=kafka-1:9092,kafka-2:9092,kafka-3:9092\nreplication.factor=3\n' },
    falsePositives: 'Test sources are skipped. A one-broker development cluster cannot hold more than one replica: when bootstrap.servers names only this machine (localhost, 127.0.0.1, ::1), or the brokers of a one-broker cluster that a Docker Compose file of the workspace runs, the rule says so as a hint, and says nothing about an unwritten default; when code sets bootstrap.servers from a value the file does not show (a constant of another class, a properties lookup), it is a hint too, for a written 1 and an unwritten default alike. Elsewhere write `replication.factor=-1` (3.0 and newer) so the broker decides, or silence the line with `# kafka-tuning-disable-next-line streams-replication-factor-one`. A stateless topology creates no internal topic: where the Java file that writes the config also builds its topology with a StreamsBuilder (KStreamBuilder before 1.0) and no table, aggregation, join, window, repartition, Processor API or store, a written 1 is a hint and an unwritten default says nothing.',
    versions: 'All Kafka Streams versions when written; when unwritten, 2.8 and older (default 1).',
  },
  check(ctx) {
    const rf = ctx.number('replication.factor');
    if (rf !== 1) return [];
    const written = ctx.isSet('replication.factor');
    // Unwritten, the default is 1 only on a known 2.x version (-1 from 3.0; the newest when unknown).
    if (!written && !ctx.site.client.version) return [];
    // The file writes a replication.factor line this site does not hold (under spring.kafka.streams,
    // where Boot binds only replication-factor, for a map the application's own code hands to
    // KafkaStreams, check 51): the default is not what runs.
    if (!written && writesKeyLine(ctx, 'replication.factor')) return [];
    // A cluster a Docker Compose file of the workspace runs (crossFile/compose.ts) says how many
    // brokers there are; else an address on this machine stands for one.
    const address = ctx.effective('bootstrap.servers');
    // An address the file does not show (code sets it from a parameter or a variable): the one
    // cluster of the compose files of its folder, if they run just one, is where it runs in development.
    const named = composeClusterOf(ctx.workspace.compose, address, ctx.doc.uri);
    const only = !named && (address === undefined || isUnresolved(address)) ? composeOnlyCluster(ctx.workspace.compose, ctx.doc.uri) : undefined;
    const cluster = named ?? only;
    const local = cluster ? cluster.brokers.length === 1 : onlyLocalBrokers(ctx.effective('bootstrap.servers'));
    if (local && !written) return [];
    const fixValue = ctx.info('replication.factor')?.default === '-1' ? '-1' : '3';
    // The topology written next to the config creates no internal topic: nothing is replicated today.
    if (written && buildsStatelessTopology(ctx)) {
      return [{
        range: ctx.entry('replication.factor')!.valueRange,
        severity: Severity.Hint,
        message: `replication.factor=1 applies to the internal topics Kafka Streams creates (changelogs, repartition topics), and the topology built in this file creates none (no store, join, aggregation or repartition), so it replicates nothing today. Use ${fixValue === '-1' ? '-1 (the broker\'s default.replication.factor) or 3' : '3'} before adding a stateful operation.`,
      }];
    }
    if (!written && buildsStatelessTopology(ctx)) return [];
    if (local) {
      return [{
        range: ctx.entry('replication.factor')!.valueRange,
        severity: Severity.Hint,
        message: `replication.factor=1 fits the ${cluster ? `one-broker cluster of ${cluster.label} (service ${cluster.brokers[0]})` : 'cluster on this machine'} ${only ? 'that the compose file beside this one runs, the only cluster there' : 'that bootstrap.servers names'} (one broker cannot hold more replicas). Where this application runs against a cluster of three or more brokers, use ${fixValue === '-1' ? '-1 (the broker\'s default.replication.factor) or 3' : '3'}: with one replica, one broker down stops the tasks on its partitions.`,
      }];
    }
    // The address is a value of the code (a constant of another class, a variable): whether it is a
    // one-broker cluster on this machine is not known here, so say so at the lower level.
    const boot = ctx.entry('bootstrap.servers');
    if (boot && boot.value === undefined) {
      const expr = rangeText(ctx.doc.text, boot.valueRange).trim();
      return [{
        range: written ? ctx.entry('replication.factor')!.valueRange : ctx.anchor(),
        severity: Severity.Hint,
        message: `replication.factor=1${written ? '' : ` (the default of Kafka Streams ${ctx.site.client.version})`}: Kafka Streams creates its changelog and repartition topics with one replica. bootstrap.servers is ${expr.length > 60 ? 'set in code' : expr}, not known in this file, so it is not known whether this runs against one broker on this machine (where 1 is all it can hold) or a cluster. Against three or more brokers use ${fixValue === '-1' ? '-1 (the broker\'s default.replication.factor) or 3' : '3'}: with one replica, one broker down stops the tasks on its partitions.`,
      }];
    }
    // A Spring Boot file that writes no address: Boot's own default (KafkaProperties, localhost:9092)
    // applies unless a profile, a config server or the environment sets one, which the file does not show.
    if (written && !boot && (ctx.site.syntax === 'spring-yaml' || ctx.site.syntax === 'spring-properties')) {
      return [{
        range: ctx.entry('replication.factor')!.valueRange,
        severity: Severity.Hint,
        message: `replication.factor=1: Kafka Streams creates its changelog and repartition topics with one replica. This file writes no bootstrap-servers, so Spring Boot's default localhost:9092 applies unless a profile, a config server or the environment sets another: on a one-broker cluster on this machine 1 is all it can hold. Against three or more brokers use ${fixValue === '-1' ? '-1 (the broker\'s default.replication.factor) or 3' : '3'}: with one replica, one broker down stops the tasks on its partitions.`,
      }];
    }
    return [{
      range: written ? ctx.entry('replication.factor')!.valueRange : ctx.anchor(),
      message: `replication.factor=1${written ? '' : ` (the default of Kafka Streams ${ctx.site.client.version})`}: Kafka Streams creates its changelog and repartition topics with one replica, so one broker down stops the tasks on its partitions and a lost disk loses the state stores' changelogs. ${fixValue === '-1' ? 'Use -1 (the broker\'s default.replication.factor, which a single-broker cluster can also satisfy), or 3 on a cluster of three or more brokers' : 'On a cluster of three or more brokers, use 3 (a single broker cannot hold more than one replica)'}.`,
      fixes: [{ title: `Set replication.factor=${fixValue}`, intents: [{ kind: 'set', key: 'replication.factor', value: fixValue }], preferred: true }],
    }];
  },
};
