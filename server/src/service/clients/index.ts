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

interface ClientKnowledge {
  /** The client's own default for a canonical key; undefined when it does not say (Java: see the versioned catalog). */
  defaultOf(key: string, context?: KafkajsContext, version?: string): string | undefined;
  /** How the client spells a canonical key; undefined when it has no such setting. */
  nativeName(key: string, context?: KafkajsContext): string | undefined;
}

// One entry per client kind: a kind added to common/src/model.ts CLIENT_KINDS does not compile
// until it says here what it knows.
const CLIENTS: Record<ClientKind, ClientKnowledge> = {
  java: { defaultOf: () => undefined, nativeName: (key) => key },
  kafkajs: { defaultOf: (key, context) => kafkajsFor(key, context)?.default, nativeName: (key, context) => kafkajsFor(key, context)?.name },
  librdkafka: { defaultOf: (key, _context, version) => rdkDefault(key, version), nativeName: (key) => rdkNativeName(key) },
};

/**
 * The client's own default for a canonical key (as its release `version` has it, where the client's
 * defaults changed between releases), or undefined when the client does not say or is the Java
 * client (whose defaults live in the versioned Java catalog).
 */
export function defaultOf(client: ClientKind, key: string, context?: KafkajsContext, version?: string): string | undefined {
  return CLIENTS[client].defaultOf(key, context, version);
}

/** How the client spells a canonical key ("fetch.max.wait.ms" → kafkajs "maxWaitTimeInMs"). */
export function nativeName(client: ClientKind, key: string, context?: KafkajsContext): string | undefined {
  return CLIENTS[client].nativeName(key, context);
}

export { kafkajsFor as kafkajsOptionFor };
