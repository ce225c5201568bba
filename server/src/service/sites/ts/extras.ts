// What TS/JS sites carry on `site.ts` for the language rules (kafkajs-serial-send,
// kafkajs-idempotent-acks, kafkajs-codec-not-registered, ckjs-kafkajs-key-top-level,
// ckjs-serial-send-linger) and for the fix writer.
import type { Range, TextEdit } from 'vscode-languageserver-types';
import type { BatchEarlyExit, UnresolvedBatch } from './batchResolve';
import type { MisplacedOption, MisspeltOption, RetryFactor } from './kafkajsOptions';

export type TsLibrary = 'kafkajs' | 'ckjs' | 'node-rdkafka';
export type TsApi = 'client' | 'producer' | 'consumer' | 'admin' | 'send' | 'sendBatch' | 'run';

export interface SendCall {
  method: 'send' | 'sendBatch';
  /** The whole call expression. */
  range: Range;
  /** Inside a for/while/do loop of the same function: one request per iteration. */
  inLoop: boolean;
  /** The loop is a counted for loop with a literal bound: how many times it runs. */
  loopCount?: number;
  /** Set when the loop is around a call of the helper holding this send (sites/ts/helperLoops.ts): the helper's name. */
  via?: string;
  awaited: boolean;
  /** The same loop also awaits a deliberate wait (sleep, delay, setTimeout): sending one at a time is the intent. */
  paced?: boolean;
  /**
   * The returned promise is dropped: the call is a statement of its own (not awaited, returned,
   * assigned, caught, collected or voided), or heads one through links that pass a rejection on
   * (`.then(ok)`, `.finally(…)`), so a rejection reaches nobody.
   */
  dropped: boolean;
  /** For a dropped call chained on: those links (".then()"). */
  droppedThrough?: string[];
  /**
   * Awaited, but inside an async function a timer or an event emitter calls and whose promise it
   * drops (ast.ts rejectionDroppedBy): "setInterval", ".on('message')".
   */
  droppedBy?: string;
  /** The producer this call is made on, when the file shows it: whether it is idempotent (written idempotent: true). */
  producerIdempotent?: boolean;
  /**
   * The file that creates the producer, when it is another module of the workspace (an imported
   * `producer`, sites/ts/linked.ts): the producer's own site cannot see this call, so the send's does.
   */
  producerFrom?: string;
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
  /**
   * A property of a message object one slip away from a message field (partititon, header): kafkajs
   * ignores it. `valueMissing`: the object has no value of its own and no spread that could bring one.
   */
  messageTypos?: Array<{ written: string; meant: string; range: Range; valueMissing: boolean }>;
}

/** `offset: message.offset` inside commitOffsets()/sendOffsets(): the consumed offset, not the next one (or the next one joined as text). */
export interface OffsetCommit {
  method: 'commitOffsets' | 'sendOffsets' | 'commit' | 'commitSync';
  /** The value expression (`message.offset`), which the fix replaces. */
  valueRange: Range;
  valueText: string;
  /**
   * `message.offset + 1`: the offset with a literal added. kafkajs gives a message's offset as a
   * string (types/index.d.ts KafkaMessage `offset: string`), so this joins text: '41' + 1 is '411'.
   */
  concatenated?: { offset: string; added: string };
  /** node-rdkafka `consumer.commit(message)`: the message itself as the topic partition; `methodRange` is `commit`, which the fix renames. */
  rdkafkaMessage?: { methodRange: Range };
}

/** kafkajs `new Kafka({ ssl, sasl })`: what the tls-unverified-with-credentials rule reads. */
export interface ClientSecurity {
  /** `rejectUnauthorized: false` inside `ssl: {...}`: the whole property. */
  rejectUnauthorizedFalse?: Range;
  /** The `sasl` option's mechanism as written ('plain', 'scram-sha-256', …); '' when not a constant. */
  saslMechanism?: string;
  /** `checkServerIdentity` inside `ssl: {...}` given a function that never returns an Error: the whole property. */
  hostnameUnchecked?: Range;
  /** `ca` given inside `ssl: {...}`: the deployment's own CA instead of Node's public ones. */
  ownCa?: boolean;
  /** `cert` (or `pfx`) inside `ssl`: the client authenticates with a certificate of its own (mutual TLS). */
  clientCertificate?: boolean;
  /** `brokers: ['a:9093', …]` when every element is a string literal, comma-joined (tells a local broker). */
  brokers?: string;
  /**
   * The `ssl` option: 'off' when absent or false (kafkajs then connects over plain TCP), 'on' for
   * true or an object, 'unknown' for anything else (a variable).
   */
  tls?: 'on' | 'off' | 'unknown';
  /**
   * `ssl: process.env.KAFKA_SSL` (also `|| false`, `?? false`): an environment string, which turns TLS
   * on whenever it is non-empty, "false" included. The expression, and the variable's name.
   */
  sslFromEnv?: { range: Range; variable: string };
  /** `sasl` is an object literal (`sasl: { mechanism, … }`), not a variable or `undefined`. */
  saslObject?: boolean;
  /** `sasl: { password: 'literal' }`: the password written in the code (the string). */
  literalPassword?: Range;
}

export interface CodecRegistration {
  /** Kafka codec name: snappy, lz4, zstd, gzip. */
  codec: string;
  range: Range;
}

/** How often a piece of code runs: per message, per request, per delivery report, per item of a loop. */
export interface CodeContext {
  kind: 'loop' | 'message' | 'request' | 'delivery';
  /** Helper functions of the file between the call and the context, innermost first. */
  via: string[];
  /** The context in words: "eachMessage", "a for…of loop", "the POST /orders handler". */
  label: string;
}

/** A call on a client (connect, flush, commit) and the context it runs in. */
export interface ContextCall {
  method: string;
  range: Range;
  context: CodeContext;
  /** The code waits for the call's promise (`await x.flush(…)`). */
  awaited: boolean;
}

/** Facts about a client's life in its file, for the code pattern rules. */
export interface ClientUse {
  /** The factory call or constructor runs per message/request (not behind a lazy-init guard). */
  createdIn?: CodeContext;
  /** connect() runs per message/request and the same function also disconnects. */
  reconnects?: ContextCall[];
  /** flush() runs per message or inside a delivery callback, unconditionally (CKJS, node-rdkafka). */
  flushes?: ContextCall[];
  /** An offset commit runs per message, unconditionally. */
  commits?: ContextCall[];
  /** node-rdkafka-style commit() / commitSync() / commitMessage() calls on this consumer: the code commits when it chooses. */
  manualCommits?: Range[];
  /** node-rdkafka-style produce() calls on this producer. */
  produceCalls?: Range[];
  /** produce() calls whose message argument is a string (a literal, a template, JSON.stringify(…), String(…), .toString()): the message argument's range. */
  stringMessages?: Range[];
  /** The file listens for 'delivery-report' events. */
  deliveryListener?: boolean;
  /** The file polls a producer (setPollInterval, poll, or flush, which polls too): delivery reports need it. */
  polled?: boolean;
  /** Not polled, but poll() is called once in the 'ready' listener, before anything is produced. */
  polledAtReady?: boolean;
  /**
   * A consumer held in a top-level variable of the file that the file itself starts when run
   * (connect/run/subscribe from the top level, or from a non-exported function called there): its
   * name, whether the file exports it, and whether some disconnect()/close() in the file may be
   * its own (called on it, or on a receiver that is none of the file's other clients).
   */
  holder?: { name: string; exported: boolean; disconnected: boolean };
  /** kafkajs: a subscribe() after run() in the same block, which throws (clientUse.ts subscribeAfterRun). */
  subscribeAfterRun?: { subscribe: Range; run: Range };
  /** kafkajs: the topics its subscribe() calls name, sorted, when all are string literals (clientUse.ts). */
  subscribedTopics?: string[];
}

/**
 * `message.topic` / `message.partition` read on the message object a kafkajs (or CKJS KafkaJS-API)
 * handler receives, which has neither (sites/ts/consumerHandlers.ts).
 */
export interface MessageFieldRead {
  range: Range;
  /** As written: `message.topic`, or the binding `topic` of `const { topic } = message`. */
  text: string;
  field: 'topic' | 'partition';
  handler: 'eachMessage' | 'eachBatch';
  /** The client call whose argument carries the value (commitOffsets, seek, pause…), when there is one. */
  call?: string;
  /** The helper of the file the message was passed to, when the read is there. */
  via?: string;
  /**
   * Read straight in an eachMessage handler that destructures its payload: the edits that read the
   * payload's own field instead (and add it to the destructuring when it is missing).
   */
  fix?: TextEdit[];
}

/** A catch in a consumer handler that only logs or counts the error, so the handler returns normally. */
/** A handler statement that defers the work: the call's name, on the callee. */
export interface DeferredWork {
  range: Range;
  how: string;
}

/** A consumer stopped by the statement right after its run() (runThenStop.ts). */
export interface RunThenStop {
  /** The disconnect() or stop() call. */
  range: Range;
  method: string;
  /** The run() call's line (0-based), for the message. */
  runLine: number;
}

export interface SwallowedError {
  /** `catch (e)`. */
  range: Range;
  handler: 'eachMessage' | 'eachBatch';
  /** The try is inside the handler's loop over batch.messages (one message at a time). */
  perMessage?: boolean;
  /** The try is in a helper of the file that the handler awaits and goes on after (`await notify(msg);`). */
  via?: string;
  /** The catch pauses the partition (and may schedule its resume) but neither throws nor seeks. */
  paused?: boolean;
}

/** A listener for node-rdkafka's 'event.error' that ends the process whatever the error is. */
export interface ExitOnClientError {
  /** The process.exit()/throw statement. */
  range: Range;
  how: 'exit' | 'throw';
  /** The event name as written (event.error). */
  event: string;
}

/**
 * A run() site recognised by its shape in a module that imports no Kafka library
 * (sites/ts/runShape.ts): the consumer is created in another module, so its config (groupId, and
 * for @confluentinc/kafka-javascript autoCommit) is not here. `library` is set only when the call
 * itself shows which library runs it; otherwise it may be kafkajs or CKJS's KafkaJS API, and rules
 * say only what is true of both.
 */
export interface RunShape {
  library?: 'kafkajs';
}

/** The part of a NestJS Kafka transport's `options` a site is (sites/ts/nestjs.ts). */
export type NestPart = 'client' | 'consumer' | 'producer' | 'run' | 'send';

/**
 * A site written as a part of NestJS's `{ transport: Transport.KAFKA, options }` (sites/ts/nestjs.ts):
 * NestJS, not the application, calls kafkajs with it, from its own code.
 */
export interface NestKafka {
  part: NestPart;
  /** Which NestJS class reads the options, when the file shows it: ServerKafka ('server') or ClientKafka ('client'). */
  side?: 'server' | 'client';
  /** The call or decorator that takes the options: 'connectMicroservice', 'ClientsModule.register', '@Client'… */
  via?: string;
  /** What NestJS appends to clientId and groupId: postfixId as written, else the side's default; unknown without either. */
  postfix?: string;
  /** ClientKafka with producerOnlyMode: true (no consumer is created, so no consumer or run part is a site). */
  producerOnlyMode?: boolean;
}

/** A kafkajs consumer's groupId built from a value that differs at every start (sites/ts/perStart.ts). */
export interface GroupIdPerStart {
  /** The call or expression that differs, as written: `Math.random()`, `randomUUID()`, `Date.now()`. */
  what: string;
  /** The groupId value. */
  range: Range;
}

export interface TsSiteExtras {
  library: TsLibrary;
  api: TsApi;
  callRange: Range;
  /**
   * Made with `new` (node-rdkafka's Producer / KafkaConsumer, CKJS's native API), not by a
   * kafkajs-style factory call (`kafka.consumer({...})`): callbacks, produce(), commit(message).
   */
  newed?: boolean;
  /** The object literal that new top-level keys go into (absent for `kafka.producer()`). */
  objectRange?: Range;
  /**
   * The call is given its options as something this file does not show as an object literal (a
   * parameter, `require('./conf.json')`, a variable assigned again after its declaration): which
   * keys it sets is not known, so no rule may say a key is unset.
   */
  configUnseen?: boolean;
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
  /** Producer and consumer sites: how the code creates, connects, flushes and commits this client. */
  use?: ClientUse;
  /** kafkajs run sites and CKJS KafkaJS-API consumers: topic/partition read from a handler's message. */
  messageFieldReads?: MessageFieldRead[];
  /** kafkajs run sites and CKJS KafkaJS-API consumers: handler catches that only log. */
  swallowedErrors?: SwallowedError[];
  /** kafkajs run sites and CKJS KafkaJS-API consumers: `eachBatchAutoResolve: false` with an eachBatch that never resolves (batchResolve.ts). */
  unresolvedBatch?: UnresolvedBatch;
  /** kafkajs run sites and CKJS KafkaJS-API consumers: an eachBatch loop that resolves each message and leaves early while eachBatchAutoResolve is on (batchResolve.ts). */
  batchEarlyExit?: BatchEarlyExit;
  /** kafkajs run sites: eachMessage hands its work to setTimeout / setImmediate / process.nextTick and returns (consumerHandlers.ts). */
  deferredWork?: DeferredWork;
  /** kafkajs run sites: the consumer disconnected by the statement right after run() (runThenStop.ts). */
  runThenStop?: RunThenStop;
  /** kafkajs calls: option names kafkajs does not read, close to one it does (kafkajsOptions.ts). */
  misspeltOptions?: MisspeltOption[];
  /** kafkajs options written in a call that does not read them (kafkajsOptions.ts). */
  misplacedOptions?: MisplacedOption[];
  /** kafkajs retry.factor above 1 (kafkajsOptions.ts). */
  retryFactor?: RetryFactor;
  /** kafkajs run sites: eachBatch given beside eachMessage, which kafkajs calls instead (kafkajsOptions.ts). */
  ignoredEachBatch?: Range;
  /** run() sites whose consumer is created in another module, recognised by their shape alone. */
  consumerElsewhere?: RunShape;
  /** node-rdkafka-style clients: 'event.error' listeners that exit or throw unconditionally. */
  exitOnClientError?: ExitOnClientError[];
  /** A node-rdkafka stream (createWriteStream / createReadStream) whose 'error' nothing listens to (streamErrors.ts). */
  streamErrorUnheard?: { range: Range; method: string };
  /** A part of a NestJS Kafka transport's options, which NestJS hands to kafkajs. */
  nest?: NestKafka;
  /** kafkajs consumer sites: a groupId that differs at every start. */
  groupIdPerStart?: GroupIdPerStart;
}
