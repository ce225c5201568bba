// topic-compression-mismatch (broker LogValidator): a broker or
// topic compression.type other than 'producer' is the codec the log is written in. A batch that
// arrives in another codec is decompressed and, for a codec target, compressed again on the
// broker (LogValidator keeps a batch as is only when its codec equals the target), costing broker
// CPU on every such produce request. The workspace facts do not carry producer codecs yet, so the
// rule is defined on the file alone: it reports a compressing codec (not 'producer', not
// 'uncompressed') as information, naming what producers must send to avoid the rewrite.
import { Severity, type Rule } from './types';

export const topicCompressionMismatch: Rule = {
  id: 'topic-compression-mismatch',
  severity: Severity.Information,
  roles: ['broker', 'topic'],
  clients: ['java'],
  source: 'broker LogValidator (batches are rewritten when their codec differs from compression.type); ServerLogConfigs / TopicConfig compression.type (default producer)',
  summary: "compression.type is a fixed codec: batches producers send in any other codec are recompressed by the broker.",
  check(ctx) {
    const codec = ctx.isSet('compression.type') ? ctx.effective('compression.type')?.trim() : undefined;
    if (!codec || codec === 'producer' || codec === 'uncompressed') return [];
    if (!['gzip', 'snappy', 'lz4', 'zstd'].includes(codec)) return [];
    const name = ctx.display('compression.type');
    return [{
      range: ctx.entry('compression.type')!.valueRange,
      message: `${name}=${codec} fixes the codec of the log: every batch a producer sends uncompressed or in another codec is decompressed and recompressed to ${codec} by the broker. Make producers send compression.type=${codec}, or use '${name}=producer' to keep theirs.`,
      fixes: [{ title: `Set ${name}=producer (keep the producers' codec)`, intents: [{ kind: 'set', key: 'compression.type', value: 'producer' }] }],
    }];
  },
  docs: {
    why: 'A broker or topic compression.type other than producer is the codec the log is written in. The broker (LogValidator) keeps a batch as it arrived only when its codec equals that target; a batch in another codec is decompressed and compressed again on the broker.',
    consequence: 'Broker CPU on every produce request whose codec differs, and the producer\'s own compression work is thrown away. This is read from the broker source (LogValidator); no figure is measured here yet.',
    bad: { file: 'topic-orders.properties', text: 'compression.type=zstd\n' },
    good: { file: 'topic-orders.properties', text: 'compression.type=producer\n' },
    falsePositives: 'All producers of the topic already send zstd: then nothing is recompressed. It is information only; silence it with a suppression comment when the producers are known to match.',
    versions: 'Brokers and topics, all versions (zstd from Kafka 2.1).',
  },
};
