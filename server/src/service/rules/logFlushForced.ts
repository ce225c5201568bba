// log-flush-forced: a broker or topic file that forces fsyncs: log.flush.interval.messages /
// log.flush.interval.ms (broker) or flush.messages / flush.ms (topic). Kafka's own documentation of
// these keys (TopicConfig FLUSH_MESSAGES_INTERVAL_DOC and FLUSH_MS_DOC, the broker keys' server
// defaults): "In general we recommend you not set this and use replication for durability and allow
// the operating system's background flush capabilities as it is more efficient." Every forced flush
// is an fsync of the partition's active segment (UnifiedLog.flush); at a small interval the disk's
// sync rate, not its bandwidth, bounds the broker's write throughput. Information: a one-broker
// deployment may force flushes on purpose, having no replica to lose data to.
import { Severity, type Finding, type Rule } from './types';

const KEYS = ['log.flush.interval.messages', 'log.flush.interval.ms', 'flush.messages', 'flush.ms'];
const NEVER = '9223372036854775807';

export const logFlushForced: Rule = {
  id: 'log-flush-forced',
  severity: Severity.Information,
  roles: ['broker', 'topic'],
  clients: ['java'],
  source: 'TopicConfig flush.messages / flush.ms documentation ("we recommend you not set this and use replication for durability and allow the operating system\'s background flush capabilities as it is more efficient"), the server defaults log.flush.interval.messages / log.flush.interval.ms',
  summary: 'The broker or topic forces an fsync every N messages or milliseconds, which Kafka\'s documentation recommends against: replication gives durability, the OS flushes more efficiently.',
  docs: {
    why: 'Kafka writes to the page cache and leaves flushing to the operating system; durability comes from replicas on other brokers. log.flush.interval.messages and log.flush.interval.ms (flush.messages and flush.ms per topic) make the broker fsync each partition\'s log every N messages or milliseconds instead. Kafka\'s documentation of these keys recommends not setting them.',
    consequence: 'Each forced flush is an fsync of the partition\'s active segment; at small intervals the disk\'s sync rate rather than its bandwidth limits how fast the broker writes, and the flushes compete with the writes themselves (TopicConfig flush.messages / flush.ms documentation).',
    bad: { file: 'server.properties', text: 'process.roles=broker\nnode.id=4\ncontroller.quorum.bootstrap.servers=ctl-1:9093,ctl-2:9093,ctl-3:9093\nlisteners=PLAINTEXT://:9092\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka\nlog.flush.interval.messages=10000\nlog.flush.interval.ms=1000\n' },
    good: { file: 'server.properties', text: 'process.roles=broker\nnode.id=4\ncontroller.quorum.bootstrap.servers=ctl-1:9093,ctl-2:9093,ctl-3:9093\nlisteners=PLAINTEXT://:9092\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka\n' },
    falsePositives: 'A single broker with no replica to fall back on may force flushes on purpose to bound what a power loss takes: silence the line with `# kafka-tuning-disable-next-line log-flush-forced -- single broker, flushes on purpose`.',
    versions: 'Brokers and topics, all versions.',
  },
  check(ctx) {
    const written = KEYS.filter((k) => ctx.isSet(k) && ctx.entry(k)!.value !== undefined && ctx.entry(k)!.value!.trim() !== NEVER && ctx.number(k) !== undefined);
    if (written.length === 0) return [];
    const shown = written.map((k) => `${ctx.display(k)}=${ctx.entry(k)!.value!.trim()}`).join(' and ');
    const f: Finding = {
      range: ctx.entry(written[0])!.valueRange,
      message: `${shown} make${written.length === 1 ? 's' : ''} the broker fsync the log every ${written.map((k) => (k.endsWith('.ms') ? `${ctx.number(k)} ms` : `${ctx.number(k)} messages`)).join(' or ')}. Kafka's documentation of these keys recommends not setting them: "use replication for durability and allow the operating system's background flush capabilities as it is more efficient"; at small intervals the fsyncs, not the disk's bandwidth, bound how fast the broker writes. Remove ${written.length === 1 ? 'it' : 'them'} unless a broker without replicas must bound what a power loss takes.`,
      fixes: [{ title: written.length === 1 ? `Remove ${ctx.display(written[0])}` : 'Remove the forced flush settings', intents: written.map((k) => ({ kind: 'remove' as const, entry: ctx.entry(k)! })), preferred: true }],
    };
    return [f];
  },
};
