// Methods that handle one message: java-flush-per-record's per-message form (a method that sends
// the one message it is given and then flushes — KafkaProducer.flush javadoc: flush() makes the
// buffered records sendable at once and blocks until their requests complete, so every message is
// its own request) and java-client-per-message's (a method that builds a producer for the one
// message it is given).
import { argsOf, callOf, isGetOf, receiverName } from './calls';
import type { Context } from './codeUse';
import { named, typeName, type SyntaxNode } from './cst';

/** Methods that end a producer's life: a flush there waits for what is left, once. */
const CLOSING = /^(?:close|shutdown|shutDown|stop|destroy|dispose|cleanup|cleanUp|tearDown|preDestroy|onShutdown|onDestroy|flush)/;
const CLOSING_ANNOTATIONS = /(?:^|\.)(?:PreDestroy|After|AfterEach|AfterAll|AfterClass)$/;
/** Parameter types that carry many records, not one. */
const MANY = new Set(['List', 'Collection', 'Set', 'Iterable', 'Iterator', 'Map', 'Stream', 'Queue', 'Deque', 'ArrayList', 'LinkedList', 'HashSet', 'ConsumerRecords', 'Flux']);

/**
 * The one send on `producer` a method makes before its flush `flush`: straight-line (no loop,
 * lambda or `if` around it), not awaited with get() (then flush() waits for nothing), in a method
 * that does not end the producer's life (close(), @PreDestroy) and commits no transaction
 * (commitTransaction() flushes on its own). Undefined for anything else, a method that sends twice included.
 */
export function loneSend(method: SyntaxNode, flush: SyntaxNode, producer: string | undefined, kindOf: (n: SyntaxNode | null) => 'producer' | 'consumer' | undefined,
  contextOf: (n: SyntaxNode) => Context): SyntaxNode | undefined {
  if (!producer || CLOSING.test(method.childForFieldName('name')?.text ?? '')) return undefined;
  const mods = method.namedChildren.find((m) => m.type === 'modifiers');
  if (mods?.namedChildren.some((a) => (a.type === 'annotation' || a.type === 'marker_annotation') && CLOSING_ANNOTATIONS.test(a.childForFieldName('name')?.text ?? ''))) return undefined;
  const body = method.childForFieldName('body');
  if (!body) return undefined;
  let found: SyntaxNode | undefined;
  for (const call of body.descendantsOfType('method_invocation')) {
    const { name, object } = callOf(call);
    if (name === 'commitTransaction' || name === 'sendOffsetsToTransaction') return undefined;
    if (name !== 'send' || kindOf(object) !== 'producer') continue;
    if (found || receiverName(object!) !== producer || call.startIndex > flush.startIndex || isGetOf(call)) return undefined;
    const ctx = contextOf(call);
    if (ctx.loop || ctx.callback || ctx.conditional || ctx.method?.id !== method.id) return undefined;
    found = call;
  }
  return found;
}

/**
 * The method's parameter the sent record is made from (`send(record)` with `record` a parameter,
 * or `new ProducerRecord<>(topic, msg)` naming one), when that parameter holds one item, not a
 * collection or an array of them.
 */
export function messageParameter(method: SyntaxNode, send: SyntaxNode, template = false): string | undefined {
  const params = method.childForFieldName('parameters');
  if (!params) return undefined;
  const one = new Set<string>();
  for (const p of named(params)) {
    if (p.type !== 'formal_parameter') continue;
    const type = p.childForFieldName('type');
    const name = p.childForFieldName('name')?.text;
    if (!name || !type || type.type === 'array_type' || p.childForFieldName('dimensions') || MANY.has(typeName(type))) continue;
    one.add(name);
  }
  // KafkaTemplate.send(topic, [partition, timestamp,] [key,] data) takes the record's parts.
  if (template && argsOf(send).length >= 2) return lastParameterIn(argsOf(send).slice(1), one);
  let record: SyntaxNode | undefined = argsOf(send)[0];
  if (!record) return undefined;
  if (record.type === 'identifier') {
    if (one.has(record.text)) return record.text;
    // `ProducerRecord<K, V> record = new ProducerRecord<>(topic, message); send(record)`: the local's record.
    record = localRecord(method, record.text);
    if (!record) return undefined;
  }
  if (record.type !== 'object_creation_expression' || typeName(record.childForFieldName('type')) !== 'ProducerRecord') return undefined;
  // The topic (first argument) says where, not what: a topic parameter alone is not a message.
  return lastParameterIn(argsOf(record).slice(1), one);
}

/** The value (last argument) names the message best: `new ProducerRecord<>(topic, key, msg)`. */
function lastParameterIn(args: SyntaxNode[], one: Set<string>): string | undefined {
  const ids = args.flatMap((a) => (a.type === 'identifier' ? [a] : a.descendantsOfType('identifier')));
  return ids.reverse().find((id) => one.has(id.text))?.text;
}

/** The `new ProducerRecord<>(…)` a local variable of the method is declared with, if it is one. */
function localRecord(method: SyntaxNode, name: string): SyntaxNode | undefined {
  const body = method.childForFieldName('body');
  const found = body?.descendantsOfType('variable_declarator').filter((d) => d.childForFieldName('name')?.text === name) ?? [];
  const value = found.length === 1 ? found[0].childForFieldName('value') : undefined;
  return value?.type === 'object_creation_expression' ? value : undefined;
}

/**
 * The variable a `new KafkaProducer<>(…)` is declared into, when the declaration is a local of the
 * method or a try-with-resources resource: `producer` in `KafkaProducer<K, V> producer = new …`.
 */
export function declaredName(creation: SyntaxNode): string | undefined {
  const p = creation.parent;
  if (p?.type === 'variable_declarator' && p.parent?.type === 'local_variable_declaration') return p.childForFieldName('name')?.text;
  if (p?.type === 'resource') return p.childForFieldName('name')?.text;
  return undefined;
}

/**
 * The one send a method makes on its own producer `producer`, straight-line (no loop, lambda or
 * `if` around it); undefined when it sends more than once, or none.
 */
export function onlySend(method: SyntaxNode, producer: string, kindOf: (n: SyntaxNode | null) => 'producer' | 'consumer' | undefined,
  contextOf: (n: SyntaxNode) => Context): SyntaxNode | undefined {
  const body = method.childForFieldName('body');
  let found: SyntaxNode | undefined;
  for (const call of body?.descendantsOfType('method_invocation') ?? []) {
    const { name, object } = callOf(call);
    if (name !== 'send' || kindOf(object) !== 'producer' || receiverName(object!) !== producer) continue;
    const ctx = contextOf(call);
    if (found || ctx.loop || ctx.callback || ctx.conditional || ctx.method?.id !== method.id) return undefined;
    found = call;
  }
  return found;
}
