// Per-client defaults and native spellings, for hovers ("kafkajs: maxWaitTimeInMs, default 5000")
// and for fixes that must write a key the way the client expects it.
import type { ClientKind } from '../model';
import { KAFKAJS_OPTIONS, type KafkajsContext } from './kafkajs';
import { rdkDefault, rdkNativeName } from './librdkafka';

const KJS_ORDER: KafkajsContext[] = ['consumer', 'producer', 'send', 'run', 'client'];

function kafkajsFor(key: string, context?: KafkajsContext) {
  for (const c of context ? [context] : KJS_ORDER) {
    const opt = KAFKAJS_OPTIONS[c].find((x) => x.key === key);
    if (opt) return opt;
  }
  return undefined;
}

/**
 * The client's own default for a canonical key, or undefined when the client does not say or is
 * the Java client (whose defaults live in the versioned Java catalog).
 */
export function defaultOf(client: ClientKind, key: string, context?: KafkajsContext): string | undefined {
  if (client === 'kafkajs') return kafkajsFor(key, context)?.default;
  if (client === 'librdkafka') return rdkDefault(key);
  return undefined;
}

/** How the client spells a canonical key ("fetch.max.wait.ms" → kafkajs "maxWaitTimeInMs"). */
export function nativeName(client: ClientKind, key: string, context?: KafkajsContext): string | undefined {
  if (client === 'kafkajs') return kafkajsFor(key, context)?.name;
  if (client === 'librdkafka') return rdkNativeName(key);
  return key;
}

export { kafkajsFor as kafkajsOptionFor };
