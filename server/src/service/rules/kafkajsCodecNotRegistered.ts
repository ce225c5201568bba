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
};
