// data-dir-temp: a broker's log.dirs / log.dir / metadata.log.dir, or a standalone Connect worker's
// offset.storage.file.filename (a distributed worker does not read it), written as a temporary
// directory (util/tempPath.ts: systemd's default tmpfiles.d/tmp.conf ages out /tmp entries after
// 10 days, /tmp on tmpfs is empty after a reboot). Kafka's own sample files use such paths to try
// Kafka out (config/server.properties: log.dirs=/tmp/kafka-logs, /tmp/kraft-combined-logs in
// 3.x–4.x; connect-standalone.properties: offset.storage.file.filename=/tmp/connect.offsets), so
// copies of them carry the path into real deployments. An unwritten log.dir defaults to
// /tmp/kafka-logs (KafkaConfig); that is judged only in a file that is plainly a whole node config
// (one site, no template lines or fill-in blanks, the node's id and its listeners written, as
// kraft-quorum-missing asks), since a fragment may be completed elsewhere. Only a hint: a test
// set-up wants a throw-away directory. Docker Compose brokers have their own rule
// (compose-data-outside-volume). Kafka Streams' state.dir: streams-state-dir-temp.
import type { ConfigEntry } from '../model';
import { listElements } from '../util/configList';
import { baseName } from '../../../../common/src/model';
import { isTempPath } from '../util/tempPath';
import { plainlyWholeConfig } from '../util/wholeFile';
import { workerMode } from './wrongRoleKey';
import { Severity, type Rule, type RuleContext } from './types';

/** Per role, the keys that hold data and what is lost with the directory. */
const KEYS: Record<string, Record<string, string>> = {
  broker: {
    'log.dirs': 'the partitions stored there are lost with it',
    'log.dir': 'the partitions stored there are lost with it',
    'metadata.log.dir': 'the cluster metadata log stored there is lost with it',
  },
  connect: {
    'offset.storage.file.filename': 'the source connectors\' offsets are lost with it, and each source connector starts again as if it had never run',
  },
};

export const dataDirTemp: Rule = {
  id: 'data-dir-temp',
  severity: Severity.Hint,
  roles: ['broker', 'connect'],
  clients: ['java'],
  source: 'KafkaConfig log.dirs / log.dir (default /tmp/kafka-logs) / metadata.log.dir; StandaloneConfig offset.storage.file.filename; systemd tmpfiles.d/tmp.conf (q /tmp … 10d)',
  summary: 'A broker\'s log directory or a standalone worker\'s offsets file under /tmp: the OS may clean it, and the data goes with it.',
  docs: {
    why: 'A temporary directory is cleaned by the operating system: systemd-tmpfiles ages out entries of /tmp (10 days in its default tmp.conf) and /tmp on tmpfs is empty after every reboot. Kafka\'s sample server.properties and connect-standalone.properties use /tmp paths so that Kafka can be tried out at once; copied into a deployment, they keep the broker\'s partitions or the worker\'s source offsets there.',
    consequence: 'When the directory is cleaned, the broker loses the records it stored there (with replication factor 1 they are gone), and a standalone worker loses its source offsets, so its source connectors start again as if they had never run and copy their data again.',
    bad: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/tmp/kraft-combined-logs\n' },
    good: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\n' },
    falsePositives: 'A test or a quick local try-out wants a throw-away directory: that is why this is only a hint. Silence the line with `# kafka-tuning-disable-next-line data-dir-temp` to say so.',
    versions: 'All Kafka versions.',
  },
  check(ctx) {
    const keys = KEYS[ctx.site.role ?? ''];
    if (!keys) return [];
    const found: { entry: ConfigEntry; lost: string; dir: string }[] = [];
    for (const [key, lost] of Object.entries(keys)) {
      const e = ctx.entry(key);
      // A distributed worker keeps offsets in offset.storage.topic and never reads the file
      // (wrong-role-key says so); only a standalone worker's file is judged.
      if (key === 'offset.storage.file.filename' && workerMode(ctx.site.entries.map((x) => x.key), baseName(ctx.doc.fileName)) !== 'standalone') continue;
      const dir = e?.value === undefined ? undefined : listElements(e.value).find(isTempPath);
      if (e && dir) found.push({ entry: e, lost, dir });
    }
    const unwritten = ctx.site.role === 'broker' && !ctx.isSet('log.dirs') && !ctx.isSet('log.dir') ? defaultLogDir(ctx) : undefined;
    if (unwritten) {
      return [{
        range: ctx.anchor(),
        message: `Neither log.dirs nor log.dir is written, so this broker keeps its partitions in log.dir's default, ${unwritten}, a temporary directory. The operating system may clean it (systemd-tmpfiles ages out /tmp entries, after 10 days in its default tmp.conf; /tmp on tmpfs is empty after a reboot), and the partitions stored there are lost with it. Set log.dirs to a persistent directory such as /var/lib/kafka/data.`,
      }];
    }
    return found.map(({ entry, lost, dir }) => ({
      range: entry.valueRange,
      message: `${entry.rawKey}: ${dir} is a temporary directory. The operating system may clean it (systemd-tmpfiles ages out /tmp entries, after 10 days in its default tmp.conf; /tmp on tmpfs is empty after a reboot), and ${lost}. Kafka's sample files use /tmp paths for trying Kafka out; for anything that keeps data, use a persistent directory such as ${entry.key === 'offset.storage.file.filename' ? '/var/lib/kafka-connect/connect.offsets' : '/var/lib/kafka/data'}.`,
    }));
  },
};

/** log.dir's default when this site is plainly a whole broker file that writes no log directory, and that default is temporary. */
function defaultLogDir(ctx: RuleContext): string | undefined {
  if (!plainlyWholeConfig(ctx)) return undefined;
  if (!(ctx.isSet('node.id') || ctx.isSet('broker.id')) || !ctx.isSet('listeners')) return undefined;
  const dir = ctx.info('log.dir')?.default;
  return dir && isTempPath(dir) ? dir : undefined;
}
