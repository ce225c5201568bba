// streams-commit-beyond-transaction (StreamsConfig.verifyEOSTransactionTimeoutCompatibility, 3.0+):
// under exactly-once a Streams thread keeps one transaction open from commit to commit, so the
// transaction must outlive the commit interval. StreamsConfig compares commit.interval.ms with the
// producer's transaction timeout — `producer.transaction.timeout.ms` when written, else the 10000 ms
// Streams sets for its EOS producers — and throws IllegalArgumentException "Transaction timeout
// 10000 was set lower than streams commit interval 30000" when the interval is longer. Checked by
// constructing StreamsConfig from the kafka-streams 3.0.2, 3.7.2 and 4.1.2 jars: exactly_once_v2 with
// commit.interval.ms=30000 throws, 10000 passes, 10001 throws, producer.transaction.timeout.ms=60000
// makes 30000 pass, and an unprefixed transaction.timeout.ms=60000 does not (only the producer.
// prefix is read). 2.8 had no such check. Unwritten, commit.interval.ms is 100 ms under EOS.
import { compareVersions } from '../catalog';
import { Severity, type Rule, type RuleContext } from './types';

const EOS = new Set(['exactly_once', 'exactly_once_beta', 'exactly_once_v2']);
/** StreamsConfig's transaction.timeout.ms for its exactly-once producers when none is written. */
const STREAMS_EOS_TRANSACTION_TIMEOUT_MS = 10000;
const KEY = 'producer.transaction.timeout.ms';

/**
 * producer.transaction.timeout.ms as written: in a Java map it stays in the Streams site; a
 * .properties file hands producer.* lines to a producer site of their own, so read the line there.
 * `null`: written but not readable here.
 */
function transactionTimeout(ctx: RuleContext): number | null | undefined {
  const e = ctx.entry(KEY);
  if (e) return e.value !== undefined && /^\s*\d+\s*$/.test(e.value) ? Number(e.value) : null;
  if (ctx.site.syntax === 'properties') {
    const m = /^[ \t]*producer\.transaction\.timeout\.ms[ \t]*[=:][ \t]*(.*)$/m.exec(ctx.doc.text);
    if (m) return /^\d+\s*$/.test(m[1]) ? Number(m[1]) : null;
    return undefined;
  }
  return /transaction[._]timeout|TRANSACTION_TIMEOUT/i.test(ctx.doc.text) ? null : undefined;
}

export const streamsCommitBeyondTransaction: Rule = {
  id: 'streams-commit-beyond-transaction',
  severity: Severity.Error,
  roles: ['streams'],
  clients: ['java'],
  source: 'StreamsConfig.verifyEOSTransactionTimeoutCompatibility (IllegalArgumentException; Kafka Streams 3.0 and newer), StreamsConfig EOS producer default transaction.timeout.ms=10000',
  summary: 'Exactly-once Streams with commit.interval.ms above the producer transaction timeout (10000 ms unless producer.transaction.timeout.ms says otherwise): StreamsConfig refuses to start.',
  docs: {
    why: 'Under exactly-once a stream thread keeps a transaction open from one commit to the next. A transaction that stays open longer than transaction.timeout.ms is aborted by the broker, so StreamsConfig refuses a commit interval longer than the producer\'s transaction timeout. Streams gives its exactly-once producers transaction.timeout.ms=10000 unless producer.transaction.timeout.ms is written; an unprefixed transaction.timeout.ms is not read for this check.',
    consequence: 'new KafkaStreams(…) fails before it connects: IllegalArgumentException "Transaction timeout 10000 was set lower than streams commit interval 30000" (reproduced with the kafka-streams 3.0.2, 3.7.2 and 4.1.2 jars). Copying the at-least-once commit.interval.ms=30000 into an exactly-once application is the usual way to hit it.',
    bad: { file: 'streams.properties', text: 'application.id=ledger\nbootstrap.servers=kafka:9092\nprocessing.guarantee=exactly_once_v2\ncommit.interval.ms=30000\n' },
    good: { file: 'streams.properties', text: 'application.id=ledger\nbootstrap.servers=kafka:9092\nprocessing.guarantee=exactly_once_v2\ncommit.interval.ms=1000\n' },
    falsePositives: 'None known for a config the file shows whole. When producer.transaction.timeout.ms is set somewhere the file does not show (an environment overlay), silence the line with `# kafka-tuning-disable-next-line streams-commit-beyond-transaction`.',
    versions: 'Kafka Streams 3.0 and newer (2.8 had no check); a warning when the version is unknown.',
  },
  check(ctx) {
    const guarantee = ctx.effective('processing.guarantee')?.trim();
    const commit = ctx.entry('commit.interval.ms');
    if (!guarantee || !EOS.has(guarantee) || !commit) return [];
    const interval = ctx.number('commit.interval.ms');
    const version = ctx.site.client.version;
    if (interval === undefined || (version && compareVersions(version, '3.0') < 0)) return [];
    const written = transactionTimeout(ctx);
    if (written === null) return [];
    const timeout = written ?? STREAMS_EOS_TRANSACTION_TIMEOUT_MS;
    if (interval <= timeout) return [];
    const timeoutText = written === undefined ? `the ${timeout} ms transaction timeout Streams gives its exactly-once producers` : `producer.transaction.timeout.ms=${timeout}`;
    return [{
      range: commit.valueRange,
      severity: version ? Severity.Error : Severity.Warning,
      message: `commit.interval.ms=${interval} with processing.guarantee=${guarantee} is longer than ${timeoutText}: ${version ? `Kafka Streams ${version}` : 'Kafka Streams 3.0 and newer'} refuse${version ? 's' : ''} to start (IllegalArgumentException "Transaction timeout ${timeout} was set lower than streams commit interval ${interval}"). Lower commit.interval.ms (unwritten it is 100 ms under exactly-once), or raise producer.transaction.timeout.ms to at least ${interval}.`,
      fixes: [
        { title: `Set commit.interval.ms=${Math.min(timeout, 1000)}`, intents: [{ kind: 'set', key: 'commit.interval.ms', value: String(Math.min(timeout, 1000)) }], preferred: true },
        ...(written === undefined ? [{ title: `Set ${KEY}=${interval}`, intents: [{ kind: 'set' as const, key: KEY, value: String(interval) }] }] : []),
      ],
    }];
  },
};
