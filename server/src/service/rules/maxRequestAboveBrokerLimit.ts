// max-request-above-broker-limit (docs/sources.md#broker-and-topic-configs, #producer-start-up-checks):
// max.request.size raised past the size of record batch a broker takes, with nothing in the
// workspace raising that. The producer's own check (KafkaProducer.ensureValidRecordSize) lets a
// record through send() up to max.request.size; the broker refuses any batch over the topic's
// max.message.bytes (default: the broker's message.max.bytes, 1048588) with RecordTooLargeException
// (UnifiedLog.analyzeAndValidateRecords). The producer splits a refused batch of several records
// and retries it (Sender.completeBatch, KIP-126), but a record too large for the broker on its own
// is a batch of one, which fails. So raising max.request.size alone does not let large records in.
// Said only where the file and the workspace show the whole picture (check 54: a Spring Boot
// producer at 22020096 with no broker or topic limit anywhere in the repository):
//   - compression on: the producer checks a record's uncompressed size
//     (AbstractRecords.estimateSizeInBytesUpperBound ignores compression), the broker the batch as
//     sent, so raising only max.request.size is how a compressible large record gets through;
//   - any file of the workspace naming message.max.bytes or max.message.bytes in any spelling (a
//     broker file, a compose environment, a topic created in code or in a script): the limit may
//     be raised there, on a broker or topic this file does not show;
//   - a workspace that was not scanned, or whose scan stopped at its file bound: nothing is known.
import { Severity, type Rule } from './types';
import { bytesAsWritten, sizeUnit } from '../../../../common/src/units';

/** The broker's message.max.bytes default (1 MiB + LOG_OVERHEAD), which a topic's max.message.bytes takes by default. */
const BROKER_DEFAULT = 1048588;

export const maxRequestAboveBrokerLimit: Rule = {
  id: 'max-request-above-broker-limit',
  severity: Severity.Information,
  roles: ['producer'],
  clients: ['java'],
  runtimeOnly: true,
  source: 'KafkaProducer.ensureValidRecordSize; UnifiedLog.analyzeAndValidateRecords (RecordTooLargeException); Sender.completeBatch (KIP-126 splits only batches of several records); TopicConfig max.message.bytes',
  summary: 'max.request.size is raised past the broker\'s default record-batch limit and nothing in the workspace raises that limit: larger records pass send() and are refused by the broker.',
  check(ctx) {
    if (!ctx.isSet('max.request.size')) return [];
    // A framework's producer (a MirrorMaker 2 cluster's producer.* lines, a Connect worker's): it
    // writes what the source already holds, and MirrorMaker 2 gives each remote topic the source
    // topic's configs, max.message.bytes included (DefaultConfigPropertyFilter excludes only
    // throttling, message.timestamp.*, unclean election and min.insync.replicas): raising the
    // producer's limit is how large records get mirrored at all (check 92).
    if (ctx.site.embeddedIn) return [];
    const max = ctx.number('max.request.size');
    if (max === undefined || max <= BROKER_DEFAULT) return [];
    const codec = ctx.effective('compression.type');
    if (codec !== undefined && codec !== 'none') return [];
    const seen = ctx.workspace.messageSizeLimits;
    if (seen === undefined || seen.length > 0) return [];
    // send() also refuses a record larger than buffer.memory (ensureValidRecordSize).
    const memory = ctx.number('buffer.memory');
    const largest = memory === undefined ? max : Math.min(max, memory);
    return [{
      range: ctx.entry('max.request.size')!.valueRange,
      message: `${ctx.display('max.request.size')}=${bytesAsWritten(max)} lets send() take a record of up to ${sizeUnit(largest)}, but a broker refuses a record batch larger than the topic's max.message.bytes (by default the broker's message.max.bytes, ${BROKER_DEFAULT}, about 1 MiB), and no file in this workspace sets either. A record over that passes send() and then fails with RecordTooLargeException: a batch of one record is not split and retried. Raise the topic's max.message.bytes (or the brokers' message.max.bytes) to match, or leave max.request.size at its default.`,
    }];
  },
  docs: {
    why: 'The producer checks each record against max.request.size before it queues it; the broker checks each record batch against the topic\'s max.message.bytes, which defaults to the broker\'s message.max.bytes (1048588). Raising the first does not raise the second. A refused batch of several records is split and sent again (KIP-126), but a record that is too large on its own forms a batch of one, which fails.',
    consequence: 'A record larger than about 1 MiB passes send() and fails later, in the callback or the future, with RecordTooLargeException from the broker. Nothing fails in development until such a record is sent.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nmax.request.size=20971520\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nmax.request.size=1048576\n' },
    falsePositives: 'Not reported on the producer lines of a MirrorMaker 2 or Connect worker file: MirrorMaker 2 copies each source topic\'s max.message.bytes to its remote topic, and a worker\'s producer writes what the source already holds. A topic whose max.message.bytes was raised outside this repository (by an operator, by infrastructure code kept elsewhere), or a producer whose records all stay under 1 MiB and which raised max.request.size only to send more batches per request. Silence the line with a suppression comment. The rule says nothing when compression is on (the producer checks the uncompressed size, the broker the compressed batch), when any file of the workspace names message.max.bytes or max.message.bytes, or when the workspace was not scanned.',
    versions: 'Java producer, all versions; the split of refused batches since Kafka 0.11 (KIP-126).',
    module: { description: 'A workspace scanned whole, in which no file names message.max.bytes or max.message.bytes.', facts: { messageSizeLimits: [] } },
  },
};
