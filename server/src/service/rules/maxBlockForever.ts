// max-block-forever (ProducerConfig max.block.ms: how long send(), partitionsFor(),
// initTransactions(), sendOffsetsToTransaction(), commitTransaction() and abortTransaction() may
// block; KafkaProducer.waitOnMetadata, BufferPool.allocate): with a value of a day or more
// (Long.MAX_VALUE is common) a producer whose topic has no metadata — a missing topic with
// auto-creation off, brokers down, a wrong bootstrap address — or whose buffer.memory is full
// blocks the calling thread with no error at all, instead of throwing a TimeoutException the
// application can log and handle. Java only: librdkafka and kafkajs have no such setting.
import { duration, msAsWritten } from '../../../../common/src/units';
import { Severity, type Rule } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

export const maxBlockForever: Rule = {
  id: 'max-block-forever',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig max.block.ms (bounds send(), partitionsFor() and the transaction calls); KafkaProducer.waitOnMetadata, BufferPool.allocate',
  summary: 'max.block.ms of a day or more: a producer without metadata or buffer space hangs its caller instead of failing.',
  check(ctx) {
    const entry = ctx.entry('max.block.ms');
    const ms = ctx.number('max.block.ms');
    if (!entry || ms === undefined || ms < DAY_MS) return [];
    const days = Math.round((ms / DAY_MS) * 10) / 10;
    const shown = ms >= Number.MAX_SAFE_INTEGER ? `${entry.value!.trim()} (Long.MAX_VALUE, forever)` : `${ms} ms (${days} ${days === 1 ? 'day' : 'days'})`;
    return [{
      range: entry.valueRange,
      message: `max.block.ms=${shown}: when the topic's metadata cannot be fetched (missing topic, brokers down, wrong bootstrap address) or buffer.memory is full, send() and partitionsFor() block the calling thread for that long with no error, instead of throwing a TimeoutException after the ${duration(60000)} default. Keep it to seconds or minutes and handle the exception.`,
      fixes: [{ title: `Set max.block.ms=${msAsWritten(60000)} (the default)`, intents: [{ kind: 'set', key: 'max.block.ms', value: '60000' }], preferred: true }],
    }];
  },
  docs: {
    why: 'max.block.ms bounds how long send(), partitionsFor() and the transaction calls may block while metadata is missing or buffer.memory is full (KafkaProducer.waitOnMetadata, BufferPool.allocate). With a day or more (Long.MAX_VALUE is common) a producer whose topic does not exist, whose brokers are down or whose bootstrap address is wrong blocks its caller with no error.',
    consequence: 'The calling thread hangs indefinitely instead of getting a TimeoutException it can log and handle. Reproduced with Apache Kafka\'s own producer (docs/evidence/buffer-exhaustion.md, `npm run bench:send-block`): send() blocks for exactly max.block.ms (2,029 ms at 2000, 6,016 ms at 6000) while no broker answers; at Long.MAX_VALUE it does not return until one does.',
    bad: { file: 'OrderWriter.java', text: 'import java.util.Properties;\nimport org.apache.kafka.clients.producer.*;\nimport org.apache.kafka.common.serialization.StringSerializer;\n\nclass OrderWriter {\n  KafkaProducer<String, String> open() {\n    Properties props = new Properties();\n    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");\n    props.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, Long.MAX_VALUE);\n    return new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());\n  }\n}\n' },
    good: { file: 'OrderWriter.java', text: 'import java.util.Properties;\nimport org.apache.kafka.clients.producer.*;\nimport org.apache.kafka.common.serialization.StringSerializer;\n\nclass OrderWriter {\n  KafkaProducer<String, String> open() {\n    Properties props = new Properties();\n    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");\n    props.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 10000);\n    return new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());\n  }\n}\n' },
    falsePositives: 'A producer on a dedicated thread that should wait for the cluster however long it takes, and is monitored otherwise. Silence the line with a `//` suppression comment.',
    versions: 'Java producer, all versions.',
  },
};
