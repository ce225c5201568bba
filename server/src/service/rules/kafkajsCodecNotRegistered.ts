// kafkajs-codec-not-registered (docs/sources.md#kafkajs): kafkajs only ships gzip; Snappy, LZ4 and ZSTD
// throw KafkaJSNotImplemented("… compression not implemented") unless a codec package
// (kafkajs-snappy, kafkajs-lz4, @kafkajs/zstd) is registered in CompressionCodecs somewhere.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const PACKAGES: Record<string, string> = { snappy: 'kafkajs-snappy', lz4: 'kafkajs-lz4', zstd: '@kafkajs/zstd' };

export const kafkajsCodecNotRegistered: Rule = {
  id: 'kafkajs-codec-not-registered',
  severity: Severity.Error,
  clients: ['kafkajs'],
  source: 'kafkajs v2.2.4 src/protocol/message/compression/index.js (only gzip built in)',
  summary: 'Snappy/LZ4/ZSTD compression in kafkajs without a registered codec: the send throws "not implemented".',
  check(ctx) {
    const x = tsExtras(ctx.site);
    const entry = ctx.entry('compression.type');
    if (x?.library !== 'kafkajs' || !entry?.value) return [];
    const codec = entry.value.trim().toLowerCase();
    if (!PACKAGES[codec]) return [];
    const registered = new Set([...(x.codecRegistrations ?? []).map((c) => c.codec), ...ctx.workspace.kafkajsCodecs]);
    if (registered.has(codec)) return [];
    return [{
      range: entry.valueRange,
      message: `kafkajs has no ${codec} codec built in and none is registered in this workspace: sending throws KafkaJSNotImplemented ("${codec === 'lz4' ? 'LZ4' : codec === 'zstd' ? 'ZSTD' : 'Snappy'} compression not implemented"). Register ${PACKAGES[codec]} (CompressionCodecs[CompressionTypes.${codec === 'lz4' ? 'LZ4' : codec === 'zstd' ? 'ZSTD' : 'Snappy'}] = …) or use GZIP.`,
    }];
  },
  docs: {
    why: 'kafkajs ships only the gzip codec. Snappy, LZ4 and ZSTD need a codec package (kafkajs-snappy, kafkajs-lz4, @kafkajs/zstd) registered in CompressionCodecs; without it kafkajs throws KafkaJSNotImplemented when it compresses a batch.',
    consequence: 'Every send that asks for that codec fails with `LZ4 compression not implemented` (or the Snappy/ZSTD equivalent).',
    bad: { file: 'producer.ts', text: 'import { Kafka, CompressionTypes } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'orders\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer();\n\nexport async function publish(orders: string[]) {\n  await producer.send({ topic: \'orders\', compression: CompressionTypes.LZ4, messages: orders.map((value) => ({ value })) });\n}\n' },
    good: { file: 'producer.ts', text: 'import { Kafka, CompressionTypes, CompressionCodecs } from \'kafkajs\';\nimport LZ4 from \'kafkajs-lz4\';\n\nCompressionCodecs[CompressionTypes.LZ4] = new LZ4().codec;\nconst kafka = new Kafka({ clientId: \'orders\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer();\n\nexport async function publish(orders: string[]) {\n  await producer.send({ topic: \'orders\', compression: CompressionTypes.LZ4, messages: orders.map((value) => ({ value })) });\n}\n' },
    falsePositives: 'A codec registered in a file the analysis does not see (a package outside the workspace, or code generated at run time). Registrations anywhere in the workspace count; otherwise silence the line with a suppression comment.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
};
