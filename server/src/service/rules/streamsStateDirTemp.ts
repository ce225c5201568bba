// streams-state-dir-temp (StreamsConfig state.dir): Kafka Streams keeps its state stores (RocksDB
// files, checkpoints, the .lock of each task directory) under state.dir. Its default is
// ${java.io.tmpdir}/kafka-streams — /tmp/kafka-streams in the generated catalogs — and the state
// there survives only as long as the OS keeps /tmp: systemd-tmpfiles ages files out of /tmp
// (10 days by default on many distributions), a reboot with /tmp on tmpfs wipes it, and a container
// without a volume loses it on every restart. Lost state is rebuilt by replaying each store's
// changelog topic from the beginning before processing resumes. Reported where the file writes a
// temporary directory itself. An unwritten state.dir is a hint, and only where the same file builds
// a topology that keeps state stores (check 41): many deployments set java.io.tmpdir to a volume.
import { buildsStatefulTopology, buildsStatelessTopology } from '../util/statelessTopology';
import { onlyLocalBrokers } from '../util/localCluster';
import { composeClusterOf } from '../crossFile/compose';
import { isTempPath } from '../util/tempPath';
import { compareVersions } from '../catalog';
import { Severity, type Rule } from './types';

/**
 * Where an unwritten state.dir puts the stores: StreamsConfig's default is "/tmp/kafka-streams" up
 * to 2.7 and java.io.tmpdir + "/kafka-streams" from 2.8 (check 49: the second said of a 2.0.1 app).
 */
export function defaultStateDir(version: string | undefined): string {
  const tmpdir = '${java.io.tmpdir}/kafka-streams, /tmp/kafka-streams unless the JVM is started with another java.io.tmpdir';
  if (version === undefined) return `${tmpdir} (Kafka Streams 2.8 and newer; /tmp/kafka-streams before)`;
  return compareVersions(version, '2.8.0') >= 0 ? tmpdir : `/tmp/kafka-streams (Kafka Streams ${version}'s default, written into StreamsConfig before 2.8)`;
}

export const streamsStateDirTemp: Rule = {
  id: 'streams-state-dir-temp',
  severity: Severity.Warning,
  // A test's TopologyTestDriver has no broker and no changelog to restore from (check 83).
  runtimeOnly: true,
  roles: ['streams'],
  clients: ['java'],
  source: 'StreamsConfig state.dir (default ${java.io.tmpdir}/kafka-streams); state stores are restored from their changelog topics when the directory is lost',
  summary: 'state.dir in a temporary directory (/tmp…): the OS may clean it, and every store is then rebuilt from its changelog before processing resumes.',
  docs: {
    why: 'Kafka Streams keeps its local state stores and their checkpoints under state.dir. A temporary directory is cleaned by the OS (systemd-tmpfiles ages out /tmp files, /tmp on tmpfs is empty after a reboot, a container without a volume starts empty), and the application then restores each store by replaying its changelog topic from offset 0.',
    consequence: 'After the directory is cleaned, each task restores its stores in full before it processes again: the restore consumer reads every changelog partition from its start, so the pause grows with the size of the state (the tasks stay in RESTORING meanwhile). systemd\'s default tmp.conf ages out /tmp entries after 10 days.',
    bad: { file: 'streams.properties', text: 'application.id=sessions\nbootstrap.servers=kafka:9092\nstate.dir=/tmp/kafka-streams/sessions\n' },
    good: { file: 'streams.properties', text: 'application.id=sessions\nbootstrap.servers=kafka:9092\nstate.dir=/var/lib/kafka-streams/sessions\n' },
    falsePositives: 'A stateless topology keeps nothing in state.dir: where the Java file that writes state.dir also builds the topology with a StreamsBuilder (KStreamBuilder before 1.0) and uses no table, aggregation, join, window, suppression, Processor API or store (Materialized, Stores), the finding is only a hint. A topology built elsewhere is not seen and the warning stays. With brokers on this machine (localhost) or in the workspace\'s Docker Compose stack, a development set-up, it is a hint. A test or demo may want a throw-away directory: silence the line with `# kafka-tuning-disable-next-line streams-state-dir-temp`.',
    versions: 'All Kafka Streams versions.',
  },
  check(ctx) {
    const e = ctx.entry('state.dir');
    const dir = e?.value?.trim();
    if (!e && !ctx.isSet('state.dir') && buildsStatefulTopology(ctx)) {
      return [{
        range: ctx.anchor('application.id'),
        severity: Severity.Hint,
        message: `state.dir is not set, and the topology built in this file keeps state stores (a global table, count, aggregation, join, window or materialized table): Kafka Streams keeps them under ${defaultStateDir(ctx.site.client.version)}. The OS may clean that directory (tmpfiles ageing, a reboot with /tmp on tmpfs, a new container), and every store is then rebuilt from its changelog topic before processing resumes. Set state.dir to a persistent volume, e.g. /var/lib/kafka-streams/<application>.`,
        fixes: [{ title: 'Set state.dir=/var/lib/kafka-streams', intents: [{ kind: 'set', key: 'state.dir', value: '/var/lib/kafka-streams' }] }],
      }];
    }
    if (!e || !dir || !isTempPath(dir)) return [];
    // The topology is written next to the config and keeps no store: nothing to rebuild today.
    if (buildsStatelessTopology(ctx)) {
      return [{
        range: e.valueRange,
        severity: Severity.Hint,
        message: `state.dir=${dir} is a temporary directory, but the topology built in this file keeps no state store (no table, aggregation, join, window or store of its own), so there is nothing to rebuild if the OS cleans it. Move it to a persistent volume (e.g. /var/lib/kafka-streams/<application>) before adding a stateful operation.`,
      }];
    }
    // Brokers on this machine or in the workspace's compose stack: a development set-up, where a
    // throw-away state directory is usual. Said as a hint.
    const boot = ctx.effective('bootstrap.servers');
    const dev = onlyLocalBrokers(boot) || !!composeClusterOf(ctx.workspace.compose, boot, ctx.doc.uri);
    return [{
      range: e.valueRange,
      ...(dev ? { severity: Severity.Hint } : {}),
      message: `state.dir=${dir} is a temporary directory: the OS may clean it (tmpfiles ageing, a reboot with /tmp on tmpfs, a container restart), and Kafka Streams then rebuilds every state store by replaying its changelog topic before processing resumes. Put it on a persistent volume, e.g. /var/lib/kafka-streams/<application>.`,
    }];
  },
};
