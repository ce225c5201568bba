// The client settings a Kafka Streams config hands to its producer and consumers through
// StreamsConfig's prefixes (producer., consumer., main.consumer., restore.consumer.,
// global.consumer.), read from the Streams site itself: a Java map keeps them as its own entries
// (StreamsConfig.producerPrefix(...)), while a .properties file hands each prefixed line to a
// client site of its own — so there they are read back from the document's lines.
import type { Range } from 'vscode-languageserver-types';
import { lineIndexOf } from '../parse/lineIndex';
import type { RuleContext } from './types';

export interface StreamsClientKey {
  prefix: string;
  /** The client key after the prefix ("max.in.flight.requests.per.connection"). */
  key: string;
  /** undefined when the value is not readable here (a variable, a placeholder). */
  value: string | undefined;
  keyRange: Range;
  valueRange: Range;
}

const PREFIXES = ['main.consumer.', 'restore.consumer.', 'global.consumer.', 'producer.', 'consumer.'];
const LINE = /^([ \t]*)((?:main\.|restore\.|global\.)?(?:producer|consumer)\.[^\s=:]+)([ \t]*[=:][ \t]*)(.*?)[ \t]*$/gm;

function split(raw: string): { prefix: string; key: string } | undefined {
  const prefix = PREFIXES.find((p) => raw.startsWith(p) && raw.length > p.length);
  return prefix ? { prefix, key: raw.slice(prefix.length) } : undefined;
}

export function streamsClientKeys(ctx: RuleContext): StreamsClientKey[] {
  const out: StreamsClientKey[] = [];
  for (const e of ctx.site.entries) {
    const s = split(e.key);
    if (s) out.push({ ...s, value: e.value, keyRange: e.keyRange, valueRange: e.valueRange });
  }
  if (ctx.site.syntax !== 'properties') return out;
  const lines = lineIndexOf(ctx.doc.text);
  for (const m of ctx.doc.text.matchAll(LINE)) {
    const s = split(m[2]);
    if (!s) continue;
    const keyStart = m.index! + m[1].length;
    const valueStart = keyStart + m[2].length + m[3].length;
    const value = m[4].includes('${') || m[4].endsWith('\\') ? undefined : m[4];
    out.push({ ...s, value, keyRange: lines.range(keyStart, keyStart + m[2].length), valueRange: lines.range(valueStart, valueStart + m[4].length) });
  }
  return out;
}

/** True when processing.guarantee asks for exactly-once (any of its spellings across versions). */
export function streamsExactlyOnce(ctx: RuleContext): boolean {
  return /^exactly_once(_beta|_v2)?$/.test(ctx.effective('processing.guarantee')?.trim() ?? '');
}

/**
 * The producer.* lines of a Streams .properties file under exactly-once: Streams gives that producer
 * enable.idempotence=true and a transactional.id itself (StreamsConfig.getProducerConfigs, the EOS
 * overrides), so rules about a producer without idempotence do not apply to it, and an acks other
 * than all makes the application fail to start (streams-eos-producer-conflict says so).
 */
export function streamsEosProducer(ctx: RuleContext): boolean {
  return ctx.site.role === 'producer' && ctx.site.syntax === 'properties' && ctx.site.entries.length > 0
    && ctx.site.entries.every((e) => e.prefix === 'producer.')
    && ctx.mentions(/^[ \t]*processing\.guarantee[ \t]*[=:][ \t]*exactly_once(_beta|_v2)?[ \t]*$/m);
}
