// streams-commit-exceeds-transaction-timeout (StreamsConfig under exactly-once; measured on 3.3.2 and
// 4.4.0, absent in 2.8.2): Streams commits its transaction every commit.interval.ms, and a transaction
// left open longer than the producer's transaction.timeout.ms is aborted by the broker, so
// StreamsConfig refuses a commit interval above the timeout (IllegalArgumentException "Transaction
// timeout 10000 was set lower than streams commit interval 30000. …"). The timeout it compares is
// producer.transaction.timeout.ms when written, else the 10 s Streams gives its producers; a plain
// transaction.timeout.ms is not looked at. commit.interval.ms defaults to 100 ms under exactly-once.
import { compareVersions } from '../catalog';
import { msValue } from '../../../../common/src/units';
import { parseProperties } from '../parse/properties';
import { Severity, type Rule } from './types';

const EOS = new Set(['exactly_once', 'exactly_once_beta', 'exactly_once_v2']);
const STREAMS_TRANSACTION_TIMEOUT = 10000;

export const streamsCommitExceedsTransactionTimeout: Rule = {
  id: 'streams-commit-exceeds-transaction-timeout',
  severity: Severity.Error,
  roles: ['streams'],
  clients: ['java'],
  source: 'StreamsConfig exactly-once check (transaction timeout, producer.transaction.timeout.ms or 10 s, must not be below commit.interval.ms; 3.3+)',
  summary: 'Under exactly-once, commit.interval.ms above the producers\' transaction timeout (10 s unless producer.transaction.timeout.ms says otherwise): Kafka Streams refuses to start.',
  docs: {
    why: 'Under exactly-once a Streams task keeps one transaction open from one commit to the next, commit.interval.ms apart. The broker aborts a transaction that stays open longer than the producer\'s transaction.timeout.ms, which Streams sets to 10 s for its producers unless producer.transaction.timeout.ms is given. A commit interval above that timeout would have every transaction aborted, so StreamsConfig refuses the pair.',
    consequence: 'new KafkaStreams / new StreamsConfig throws IllegalArgumentException "Transaction timeout 10000 was set lower than streams commit interval 30000. This will cause ongoing transaction always timeout due to inactivity caused by long commit interval." (measured on Kafka 3.3.2 and 4.4.0).',
    bad: { file: 'streams.properties', text: 'application.id=orders\nprocessing.guarantee=exactly_once_v2\ncommit.interval.ms=30000\n' },
    good: { file: 'streams.properties', text: 'application.id=orders\nprocessing.guarantee=exactly_once_v2\ncommit.interval.ms=30000\nproducer.transaction.timeout.ms=60000\n' },
    falsePositives: 'None known. Note that only producer.transaction.timeout.ms counts for this check: a plain transaction.timeout.ms does not raise the timeout Streams compares.',
    versions: 'Kafka Streams 3.3 and newer among the versions checked (2.8.2 has no such check).',
  },
  check(ctx) {
    const version = ctx.catalog.version;
    const guarantee = ctx.entry('processing.guarantee')?.value?.trim();
    if (!guarantee || !EOS.has(guarantee) || compareVersions(version, '3.3') < 0) return [];
    const commit = ctx.entry('commit.interval.ms');
    const interval = commit?.value !== undefined && /^\s*\d+\s*$/.test(commit.value) ? Number(commit.value) : undefined;
    // producer.transaction.timeout.ms goes to the producer's own site, so it is read from the file.
    let producerTimeout: { value: string } | undefined;
    if (ctx.site.syntax === 'properties') {
      producerTimeout = parseProperties(ctx.doc.text).entries.filter((e) => e.key === 'producer.transaction.timeout.ms').pop();
    } else if (/transaction[._]timeout|TRANSACTION_TIMEOUT/.test(ctx.doc.text)) {
      return [];
    }
    const timeout = producerTimeout === undefined ? STREAMS_TRANSACTION_TIMEOUT : /^\s*\d+\s*$/.test(producerTimeout.value) ? Number(producerTimeout.value) : undefined;
    const effectiveInterval = commit ? interval : 100;
    if (effectiveInterval === undefined || timeout === undefined || timeout >= effectiveInterval) return [];
    const at = commit ?? ctx.entry('processing.guarantee')!;
    const plain = ctx.site.entries.some((e) => e.prefix === undefined && e.key === 'transaction.timeout.ms');
    return [{
      range: at.valueRange,
      message: `commit.interval.ms=${msValue(effectiveInterval)}${commit ? '' : ' (exactly-once default)'} is above the producers' transaction timeout ${producerTimeout ? `producer.transaction.timeout.ms=${msValue(timeout)}` : `of ${msValue(timeout)} (what Streams gives its producers)`}: under ${guarantee} every transaction would be aborted before its commit, so Kafka Streams refuses to start (IllegalArgumentException "Transaction timeout ${timeout} was set lower than streams commit interval ${effectiveInterval}", Kafka ${version}). Lower commit.interval.ms, or raise producer.transaction.timeout.ms${plain ? ' (the plain transaction.timeout.ms written here is not the one compared)' : ''}.`,
      fixes: [{ title: `Set producer.transaction.timeout.ms=${effectiveInterval}`, intents: [{ kind: 'set', key: 'producer.transaction.timeout.ms', value: String(effectiveInterval) }], preferred: true }],
    }];
  },
};
