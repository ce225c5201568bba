// What TS/JS sites carry on `site.ts` for the language rules (kafkajs-serial-send,
// kafkajs-idempotent-acks, kafkajs-codec-not-registered, ckjs-kafkajs-key-top-level,
// ckjs-serial-send-linger) and for the fix writer.
import type { Range } from 'vscode-languageserver-types';

export type TsLibrary = 'kafkajs' | 'ckjs' | 'node-rdkafka';
export type TsApi = 'client' | 'producer' | 'consumer' | 'admin' | 'send' | 'sendBatch' | 'run';

export interface SendCall {
  method: 'send' | 'sendBatch';
  /** The whole call expression. */
  range: Range;
  /** Inside a for/while/do loop of the same function: one request per iteration. */
  inLoop: boolean;
  awaited: boolean;
  /** Number of messages when written as array literals, else undefined. */
  messageCount?: number;
  /** acks given on this call (kafkajs per-send acks; CKJS rejects it). */
  acks?: { value: string | undefined; range: Range };
  /** Option names given on the call besides topic/messages (CKJS throws for acks/timeout/compression). */
  options: Array<{ name: string; range: Range }>;
  /**
   * send()-level options (acks, timeout, compression) written inside a message object, where
   * kafkajs does not read them. `range` is the whole property.
   */
  messageOptions?: Array<{ name: string; range: Range }>;
}

/** `offset: message.offset` inside commitOffsets()/sendOffsets(): the consumed offset, not the next one. */
export interface OffsetCommit {
  method: 'commitOffsets' | 'sendOffsets';
  /** The value expression (`message.offset`), which the fix replaces. */
  valueRange: Range;
  valueText: string;
}

/** kafkajs `new Kafka({ ssl, sasl })`: what the tls-unverified-with-credentials rule reads. */
export interface ClientSecurity {
  /** `rejectUnauthorized: false` inside `ssl: {...}`: the whole property. */
  rejectUnauthorizedFalse?: Range;
  /** The `sasl` option's mechanism as written ('plain', 'scram-sha-256', …); '' when not a constant. */
  saslMechanism?: string;
}

export interface CodecRegistration {
  /** Kafka codec name: snappy, lz4, zstd, gzip. */
  codec: string;
  range: Range;
}

export interface TsSiteExtras {
  library: TsLibrary;
  api: TsApi;
  callRange: Range;
  /** The object literal that new top-level keys go into (absent for `kafka.producer()`). */
  objectRange?: Range;
  /** CKJS: the `kafkaJS: {...}` object literal. */
  kafkaJSBlockRange?: Range;
  /** Producer sites: the send/sendBatch calls made on this producer in the file. */
  sends?: SendCall[];
  /** Send sites: the call itself. */
  send?: SendCall;
  /** kafkajs sites: codec registrations anywhere in this file. */
  codecRegistrations?: CodecRegistration[];
  /** CKJS: KafkaJS-style keys written outside the kafkaJS block (the library throws). */
  kafkaJSKeysAtTopLevel?: Array<{ name: string; range: Range }>;
  /** CKJS: keys inside kafkaJS that the compatibility layer does not know. */
  kafkaJSUnknownKeys?: Array<{ name: string; range: Range }>;
  /** Offset commits in this file that pass a consumed record's offset as is (kafkajs, CKJS). */
  offsetCommits?: OffsetCommit[];
  /** `producer.flush(...)` not awaited and directly followed by `process.exit()` (CKJS, node-rdkafka): the flush call. */
  exitAfterFlush?: Range[];
  /** kafkajs client sites: TLS verification and SASL as written in `new Kafka({...})`. */
  security?: ClientSecurity;
  /** CKJS: defaults that apply only because a non-empty kafkaJS block is present, by canonical key. */
  derivedDefaults?: Record<string, string>;
}
