// How a Java file uses the producers and consumers it holds: a blocking send(...).get() in a loop,
// flush() per record or inside a send callback, commitSync() per record, poll(0) in a loop, a
// client created per record, a send whose result nobody reads, a send callback that never reads
// its exception, a consumer nothing commits for.
// One extra pass over the syntax tree, only for files that already have a Kafka site; the facts go
// onto one site (java.codeUse) for the code pattern rules (rules/java*.ts). A client is known by
// its declared type (KafkaProducer, Producer, KafkaConsumer, Consumer) or by `new KafkaProducer<>(…)`
// as its initialiser; a call on anything else is not ours. Helpers in files of their own: calls.ts
// (a call's parts, per node), sentTwice.ts (the same record sent twice), perMessageFlush.ts (a
// method that sends one message and flushes), neverCommits.ts (a consumer nothing commits for), callbackException.ts (a callback's unread exception).
import type { Range } from 'vscode-languageserver-types';
import type { LineIndex } from '../../parse/lineIndex';
import { CONTAINERS } from '../../parse/javaMirror';
import { named, typeName, type SyntaxNode } from './cst';
import { argsOf, callOf, isGetOf, receiverName } from './calls';
import { ignoredException } from './callbackException';
import { consumerNeverCommits } from './neverCommits';
import { declaredName, loneSend, messageParameter, onlySend } from './perMessageFlush';
import { recordNames, statementOf, untouchedBetween } from './sentTwice';

export type JavaPattern = 'transaction-never-committed' | 'producer-not-closed' | 'consumer-shared-across-threads' | 'send-get-in-loop' | 'flush-per-record' | 'flush-per-call' | 'flush-per-message-method' | 'flush-in-callback' | 'commit-sync-per-record' | 'poll-zero-spin' | 'client-per-message' | 'client-per-message-method' | 'send-result-ignored' | 'record-sent-twice' | 'error-handler-retries-forever' | 'recoverer-never-reached' | 'listener-retry-forever' | 'offsets-never-committed' | 'commit-outside-transaction' | 'listener-error-swallowed' | 'commit-async-per-record' | 'template-send-caught' | 'listener-work-detached' | 'manual-commit' | 'send-callback-ignores-exception' | 'streams-cleanup-every-start';

export interface JavaCodeUse {
  pattern: JavaPattern;
  /** producer or consumer: which site carries the fact. */
  client: 'producer' | 'consumer';
  range: Range;
  /** Where it runs, in words: "inside the for loop over records (line 14)". */
  where: string;
  /** offsets-never-committed: the variable holding the consumer, whether it is a local of one method, and that method. */
  holder?: { name: string; local: boolean; method: string };
  /** send-result-ignored: where the enclosing method, constructor or lambda starts, to say its sends once. */
  scope?: number;
  /** The producer is Spring's KafkaTemplate (its send returns a future; its ProducerListener logs failures). */
  template?: boolean;
  /** send-get-in-loop: the enclosing method or class is named for synchronous sends (CustomProducerSync, sendSync). */
  namedSync?: string;
  /** send-get-in-loop: the loop also sleeps on every pass, so its pace is set by the sleep, not by the round trip. */
  paced?: boolean;
  /** template-send-caught: the try's catch types, when none of them can catch an exception the send throws (the project's own). */
  catchesNoKafka?: string;
  /** send-get-in-loop: a counted loop of literal bounds (`for (int i = 0; i < 10; i++)`) runs this few times. */
  fewPasses?: number;
}

const PRODUCER_TYPES = new Set(['KafkaProducer', 'Producer']);
/**
 * Spring's KafkaTemplate sends through a producer of its factory: its send(…).get() and flush()
 * block the same way (KafkaTemplate.flush calls Producer.flush). Only those patterns are read on
 * it: it is a bean nobody closes, and its LoggingProducerListener logs every failed send.
 */
const TEMPLATE_TYPES = new Set(['KafkaTemplate']);
const CONSUMER_TYPES = new Set(['KafkaConsumer', 'Consumer']);
const LOOPS = new Set(['for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement']);
const FUNCTION_BOUNDARY = new Set(['method_declaration', 'constructor_declaration', 'class_body', 'static_initializer', 'program']);
/** Calls that run their lambda or Runnable on another thread. */
const TASKS = new Set(['submit', 'execute', 'runAsync', 'supplyAsync', 'thenRunAsync', 'thenAcceptAsync', 'thenApplyAsync', 'whenCompleteAsync', 'schedule', 'invokeAll', 'invokeAny']);
/** A loop body that can leave the loop (a drain loop ends when a poll comes back empty). */
const LEAVES = /\b(?:break|return)\b/;
/** Calls that make a loop wait (so a poll(0) in it is not a busy spin). */
const WAITS = /\b(?:sleep|await|take|wait|park|parkNanos|join|acquire|select)\s*\(/;
/** A pause of the loop's own choosing (Thread.sleep, TimeUnit.SECONDS.sleep): a paced generator. */
const SLEEPS = /\bsleep\s*\(/;
/** At most this many passes, a counted loop's round trips cost little (a demo seeding ten records). */
const FEW_PASSES = 100;

/** How many times `for (int i = A; i < B; i++)` (or `<=`) runs when A and B are literals; undefined otherwise. */
function countedPasses(loop: SyntaxNode): number | undefined {
  if (loop.type !== 'for_statement') return undefined;
  const init = /^(?:int|long|short)?\s*(\w+)\s*=\s*(\d[\d_]*)$/.exec(loop.childForFieldName('init')?.text.replace(/;$/, '').trim() ?? '');
  const cond = /^(\w+)\s*(<=?)\s*(\d[\d_]*)$/.exec(loop.childForFieldName('condition')?.text.trim() ?? '');
  const update = loop.childForFieldName('update')?.text.replace(/\s/g, '');
  if (!init || !cond || init[1] !== cond[1] || !update || !new RegExp(`^(?:${cond[1]}\\+\\+|\\+\\+${cond[1]}|${cond[1]}\\+=1)$`).test(update)) return undefined;
  const n = Number(cond[3].replace(/_/g, '')) - Number(init[2].replace(/_/g, '')) + (cond[2] === '<=' ? 1 : 0);
  return n >= 0 ? n : undefined;
}

interface Loop {
  node: SyntaxNode;
  /** The loop's own body: a statement, or a forEach lambda's body. */
  body: SyntaxNode | null;
  perRecord: boolean;
  label: string;
}

export interface Context {
  loop?: Loop;
  /** An `if` (or ternary, switch, catch) lies between the call and its loop. */
  conditional: boolean;
  /** The enclosing method when no loop or lambda was met before it. */
  method?: SyntaxNode;
  /** A lambda or anonymous class met first (not forEach's): its node. */
  callback?: SyntaxNode;
}

export function javaCodeUse(root: SyntaxNode, lines: LineIndex): JavaCodeUse[] {
  const units = unitsOf(root).map(unitFacts);
  /**
   * A name's declared type: the last declaration of it in the file (any scope, as before), looked
   * up from the last unit back, once per name asked about (a few receivers, not every declaration).
   */
  const typeCache = new Map<string, string | undefined>();
  const types = {
    get(name: string): string | undefined {
      if (typeCache.has(name)) return typeCache.get(name);
      let t: string | undefined;
      for (let i = units.length - 1; i >= 0 && t === undefined; i--) t = units[i].types.get(name);
      typeCache.set(name, t);
      return t;
    },
  };
  const kindOf = (recv: SyntaxNode | null): 'producer' | 'consumer' | undefined => {
    if (!recv) return undefined;
    const name = receiverName(recv);
    const t = name ? types.get(name) : undefined;
    if (t && (PRODUCER_TYPES.has(t) || TEMPLATE_TYPES.has(t))) return 'producer';
    if (t && CONSUMER_TYPES.has(t)) return 'consumer';
    return undefined;
  };
  const isTemplate = (recv: SyntaxNode | null): boolean => {
    const name = recv ? receiverName(recv) : undefined;
    const t = name ? types.get(name) : undefined;
    return !!t && TEMPLATE_TYPES.has(t);
  };
  const isRecords = (n: SyntaxNode | null): boolean => {
    if (!n) return false;
    if (n.type === 'identifier') return types.get(n.text) === 'ConsumerRecords';
    if (n.type === 'method_invocation') {
      const { name: m, object } = callOf(n);
      return (m === 'poll' && kindOf(object) === 'consumer') || (m === 'records' && isRecords(object));
    }
    return false;
  };
  const line = (n: SyntaxNode) => lines.position(n.startIndex).line + 1;

  const loopOf = (n: SyntaxNode): Loop | undefined => {
    if (LOOPS.has(n.type)) {
      const body = n.childForFieldName('body');
      if (n.type === 'enhanced_for_statement') {
        const t = typeName(n.childForFieldName('type'));
        const perRecord = t === 'ConsumerRecord' || isRecords(n.childForFieldName('value'));
        return { node: n, body, perRecord, label: perRecord ? `inside the for loop over the polled records (line ${line(n)})` : `inside the for loop at line ${line(n)}` };
      }
      const word = n.type === 'for_statement' ? 'for' : n.type === 'do_statement' ? 'do-while' : 'while';
      return { node: n, body, perRecord: false, label: `inside the ${word} loop at line ${line(n)}` };
    }
    if (n.type === 'lambda_expression') {
      const call = n.parent?.type === 'argument_list' ? n.parent.parent : null;
      if (call?.type !== 'method_invocation' || call.childForFieldName('name')?.text !== 'forEach') return undefined;
      const perRecord = isRecords(call.childForFieldName('object'));
      return { node: n, body: n.childForFieldName('body'), perRecord, label: perRecord ? `inside records.forEach (line ${line(n)})` : `inside the forEach at line ${line(n)}` };
    }
    return undefined;
  };

  const contextOf = (n: SyntaxNode): Context => {
    let conditional = false;
    for (let p = n.parent, child: SyntaxNode = n; p; child = p, p = p.parent) {
      const loop = loopOf(p);
      if (loop) {
        // A for-each's iterable runs once per loop, not per item: its context is the loop around it.
        if (p.type === 'enhanced_for_statement' && child.id !== loop.body?.id) continue;
        return { loop, conditional };
      }
      if (p.type === 'lambda_expression' || (p.type === 'class_body' && p.parent?.type === 'object_creation_expression')) return { conditional, callback: p };
      if (p.type === 'if_statement' && child.id !== p.childForFieldName('condition')?.id) conditional = true;
      if (['ternary_expression', 'switch_expression', 'switch_block', 'catch_clause'].includes(p.type)) conditional = true;
      if (p.type === 'method_declaration' && p.parent?.type === 'class_body' && p.parent.parent?.type === 'object_creation_expression') {
        // A method of an anonymous class (`new Callback() { public void onCompletion(…) {…} }`).
        return { conditional, callback: p.parent };
      }
      if (p.type === 'method_declaration' || p.type === 'constructor_declaration') return { conditional, method: p };
      if (FUNCTION_BOUNDARY.has(p.type)) return { conditional };
    }
    return { conditional };
  };

  /** Calls of the file's own methods by simple name (`helper(x)`, `this.helper(x)`). */
  const ownCalls = new Map<string, SyntaxNode[]>();
  // In a transaction a failed send makes commitTransaction() throw (KafkaProducer.commitTransaction
  // javadoc), so the failure is seen even without a callback.
  const transactional = units.some((u) => u.transactional);
  // Transactions opened and none committed anywhere in the file: the send errors are beside the
  // point (every record is aborted), so a bare send is not reported there either.
  const begins = units.flatMap((u) => u.begins).filter((c) => kindOf(callOf(c).object) === 'producer');
  for (const u of units) for (const [name, c] of u.ownCalls) (ownCalls.get(name) ?? ownCalls.set(name, []).get(name)!).push(c);
  /**
   * A loop that calls the method holding `ctx` (one level: a helper called inside a loop), and with
   * `perRecord`, only a loop over polled records. A call behind an `if` is one mode of several.
   */
  const callerLoop = (ctx: Context, perRecord = false): { loop: Loop; via: string } | undefined => {
    const name = ctx.method?.type === 'method_declaration' ? ctx.method.childForFieldName('name')?.text : undefined;
    if (!name) return undefined;
    for (const c of ownCalls.get(name) ?? []) {
      const outer = contextOf(c);
      if (outer.loop && !outer.conditional && (!perRecord || outer.loop.perRecord)) return { loop: outer.loop, via: name };
    }
    return undefined;
  };

  // A helper that a @KafkaListener method of the file calls outright (no loop, no branch around the
  // call): it runs once per record the listener gets (check 89: a producer built and closed in the
  // helper a listener calls for every transaction).
  const callerListener = (ctx: Context): { via: string; listener: string } | undefined => {
    const name = ctx.method?.type === 'method_declaration' ? ctx.method.childForFieldName('name')?.text : undefined;
    if (!name) return undefined;
    for (const c of ownCalls.get(name) ?? []) {
      const outer = contextOf(c);
      if (!outer.loop && !outer.conditional && !outer.callback && outer.method && listens(outer.method)) return { via: name, listener: outer.method.childForFieldName('name')?.text ?? '' };
    }
    return undefined;
  };

  const out: JavaCodeUse[] = [];
  const push = (pattern: JavaPattern, client: 'producer' | 'consumer', n: SyntaxNode, where: string, template = false) =>
    out.push({ pattern, client, range: lines.range(n.startIndex, n.endIndex), where, ...(template ? { template } : {}) });

  for (const c of units.flatMap((u) => u.patternCalls)) {
    const { name: method, object: recv } = callOf(c);
    if (!method) continue;
    const args = argsOf(c);
    if (method === 'get' && args.length <= 2 && recv?.type === 'method_invocation' && recv.childForFieldName('name')?.text === 'send'
      && kindOf(recv.childForFieldName('object')) === 'producer') {
      // Behind an `if` (here or at the helper's call) the blocking send is one mode of several
      // (`if (sync) … else …`, as in Kafka's own ConsoleProducer and examples): left alone.
      const ctx = contextOf(c);
      if (ctx.conditional) continue;
      const template = isTemplate(recv.childForFieldName('object'));
      if (ctx.loop) push('send-get-in-loop', 'producer', c, ctx.loop.label, template);
      const sync = ctx.loop ? namedSync(c) : undefined;
      if (sync) out[out.length - 1].namedSync = sync;
      // A mock-data generator that sleeps per record (check 38: a course's twelve producers, each
      // `send(…).get(); Thread.sleep(…)`) sends at the sleep's pace; the round trip is not its limit.
      else if (ctx.loop && ctx.loop.body && SLEEPS.test(ctx.loop.body.text)) out[out.length - 1].paced = true;
      else if (ctx.loop && (countedPasses(ctx.loop.node) ?? Infinity) <= FEW_PASSES) out[out.length - 1].fewPasses = countedPasses(ctx.loop.node);
      else if (!ctx.callback) {
        const outer = callerLoop(ctx);
        if (outer) {
          push('send-get-in-loop', 'producer', c, `in ${outer.via}(), which is called ${outer.loop.label}`, template);
          // The calling loop sleeps on every pass too (check 74, N: a lab's send-and-wait helper).
          if (outer.loop.body && SLEEPS.test(outer.loop.body.text)) out[out.length - 1].paced = true;
        }
      }
    } else if (method === 'flush' && args.length === 0 && kindOf(recv) === 'producer') {
      const ctx = contextOf(c);
      const template = isTemplate(recv);
      if (ctx.callback && isSendCallback(ctx.callback, kindOf)) push('flush-in-callback', 'producer', c, `inside the send callback (line ${line(ctx.callback)})`, template);
      // A loop that sleeps between records (a paced driver) is not held back by its flushes.
      else if (ctx.loop && !ctx.conditional && !WAITS.test(ctx.loop.node.text) && sendsIn(ctx.loop.body, kindOf)) push('flush-per-record', 'producer', c, ctx.loop.label, template);
      else if (!ctx.loop && !ctx.callback && !ctx.conditional && ctx.method?.type === 'method_declaration' && recv) {
        // A method that sends one record and flushes (`void publish(String msg) { send(…); flush(); }`)
        // is a flush per record once it is called per message: from a loop in this file (warning), or
        // evidently so, because the record it sends is built from what it is given (info).
        const send = loneSend(ctx.method, c, receiverName(recv), kindOf, contextOf);
        if (send) {
          const name = ctx.method.childForFieldName('name')?.text ?? 'the method';
          const outer = callerLoop(ctx);
          if (outer) push('flush-per-call', 'producer', c, `in ${name}(), which is called ${outer.loop.label}`, template);
          else {
            const given = messageParameter(ctx.method, send, template);
            if (given) push('flush-per-message-method', 'producer', c, `in ${name}(), which sends the one record built from its parameter '${given}'`, template);
          }
        }
      }
    } else if ((method === 'commitSync' || method === 'commitAsync') && kindOf(recv) === 'consumer') {
      // The file commits by hand somewhere, in any context (java-manual-commit-with-auto-commit): the first call.
      if (!out.some((u) => u.pattern === 'manual-commit')) push('manual-commit', 'consumer', c, `${method}() at line ${line(c)}`);
      const ctx = contextOf(c);
      if (ctx.conditional) continue;
      const pattern = method === 'commitSync' ? 'commit-sync-per-record' : 'commit-async-per-record';
      if (ctx.loop?.perRecord) push(pattern, 'consumer', c, ctx.loop.label);
      else if (!ctx.loop && !ctx.callback) {
        const outer = callerLoop(ctx, true);
        if (outer) push(pattern, 'consumer', c, `in ${outer.via}(), which is called ${outer.loop.label}`);
      }
    } else if (method === 'poll' && args.length === 1 && isZero(args[0]) && kindOf(recv) === 'consumer') {
      const ctx = contextOf(c);
      // Only an open-ended loop (while, do) that never waits and never leaves spins; a counted
      // for loop or a drain loop that breaks when the poll comes back empty ends.
      // A loop whose condition asks the consumer (`while (consumer.position(tp) < end)`) reads
      // to a known end and stops; only an open-ended one (`while (running)`) spins while idle.
      const loop = ctx.loop;
      const condition = loop?.node.childForFieldName('condition')?.text ?? '';
      if (loop && (loop.node.type === 'while_statement' || loop.node.type === 'do_statement') && !WAITS.test(loop.node.text) && !LEAVES.test(loop.node.text)
        && !(recv && new RegExp(`\\b${recv.text.replace(/^this\./, '').replace(/[.$]/g, '\\$&')}\\b`).test(condition))) {
        push('poll-zero-spin', 'consumer', c, loop.label);
      }
    } else if (method === 'send' && args.length === 2 && kindOf(recv) === 'producer' && !isTemplate(recv) && !transactional) {
      // send(record, callback) whose callback never reads its exception: a failed delivery looks like a sent one.
      const ignored = ignoredException(args[1]);
      if (ignored) push('send-callback-ignores-exception', 'producer', ignored.parameter, ignored.name);
    } else if (method === 'cleanUp' && args.length === 0 && recv && types.get(receiverName(recv) ?? '') === 'KafkaStreams') {
      // streams.cleanUp(); streams.start(); with nothing deciding between them: every start of the
      // application wipes the local state first (KafkaStreams.cleanUp javadoc: "triggers a restore
      // of local StateStores on the next application start").
      const ctx = contextOf(c);
      const name = receiverName(recv);
      const start = !ctx.conditional && !ctx.loop && !ctx.callback && ctx.method
        ? ctx.method.descendantsOfType('method_invocation').find((m) => m.startIndex > c.endIndex && callOf(m).name === 'start' && argsOf(m).length === 0 && receiverName(callOf(m).object!) === name)
        : undefined;
      if (start && !contextOf(start).conditional) push('streams-cleanup-every-start', 'consumer', c, `line ${line(start)}`);
    } else if (method === 'send' && isTemplate(recv) && !transactional && c.parent?.type === 'method_invocation'
      && c.parent.childForFieldName('object')?.id === c.id && c.parent.childForFieldName('name')?.text === 'whenComplete') {
      // kafkaTemplate.send(…).whenComplete((result, ex) -> …) (Spring Kafka 3's CompletableFuture):
      // on a failed delivery the lambda gets a null result and the exception; one that never reads ex
      // handles the failure as a success.
      const callback = argsOf(c.parent)[0];
      const ignored = callback && ignoredException(callback);
      if (ignored) push('send-callback-ignores-exception', 'producer', ignored.parameter, ignored.name, true);
    } else if (method === 'send' && c.parent?.type === 'expression_statement' && isTemplate(recv) && !transactional) {
      // `try { kafkaTemplate.send(…); } catch (…) { … }` with the future dropped: the catch sees
      // only what fails before the record is handed over (KafkaTemplate.doSend rethrows an
      // immediate failure), never a failed delivery.
      const attempt = enclosingTry(c);
      if (attempt) {
        push('template-send-caught', 'producer', c, `line ${line(attempt)}`, true);
        const types = catchTypes(attempt);
        if (!types.some(mayCatchKafka)) out[out.length - 1].catchesNoKafka = types.join(' | ');
      }
    } else if (method === 'send' && args.length === 1 && c.parent?.type === 'expression_statement' && kindOf(recv) === 'producer' && !isTemplate(recv) && !transactional && begins.length === 0 && !namedFireAndForget(c)) {
      push('send-result-ignored', 'producer', c, '');
      out[out.length - 1].scope = enclosingBody(c)?.startIndex;
    }
  }

  // beginTransaction() with no commitTransaction() anywhere in the file (KafkaProducer javadoc: a
  // transaction's records become visible to read_committed consumers only when it commits; Sender
  // aborts an open one at close, "Aborting incomplete transaction due to shutdown", Kafka 2.3+).
  if (begins.length > 0 && !transactional) push('transaction-never-committed', 'producer', begins[0], '');

  // Consume-transform-produce with the input offsets committed by the consumer beside the
  // producer's transaction (`producer.commitTransaction(); consumer.commitSync();`) instead of in
  // it (`producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata())`): the output and
  // the position are two separate writes. Only where the same method or lambda commits the
  // transaction, and nothing in the file hands offsets to a transaction.
  const patternCalls = units.flatMap((u) => u.patternCalls);
  if (transactional && !patternCalls.some((c) => callOf(c).name === 'sendOffsetsToTransaction')) {
    for (const c of patternCalls) {
      const { name: method, object: recv } = callOf(c);
      if ((method !== 'commitSync' && method !== 'commitAsync') || kindOf(recv) !== 'consumer') continue;
      const body = enclosingBody(c);
      const commit = body?.descendantsOfType('method_invocation').find((t) => callOf(t).name === 'commitTransaction' && kindOf(callOf(t).object) === 'producer');
      if (commit) push('commit-outside-transaction', 'consumer', c, `line ${line(commit)}`);
    }
  }

  // The same record sent twice on one producer in one straight run of statements: each send() is a
  // record of its own (the idempotent producer dedupes its own retries, not the application's sends).
  // KafkaTemplate.send(topic, data) takes the record's parts, not a record: left out.
  const sends = units.flatMap((u) => u.patternCalls).filter((c) => callOf(c).name === 'send' && kindOf(callOf(c).object) === 'producer' && !isTemplate(callOf(c).object));
  const seen = new Map<string, { statement: SyntaxNode; call: SyntaxNode; names: string[] }>();
  for (const c of sends) {
    const statement = statementOf(c);
    const record = argsOf(c)[0];
    const names = record && recordNames(record);
    const producer = receiverName(callOf(c).object!);
    if (!statement || !names || !producer) continue;
    const key = `${statement.parent!.id}|${producer}|${record!.text.replace(/\s+/g, '')}`;
    const first = seen.get(key);
    seen.set(key, { statement, call: c, names });
    if (!first || first.statement.id === statement.id) continue;
    if (untouchedBetween(first.statement, statement, names)) push('record-sent-twice', 'producer', c, `line ${line(first.call)}`);
  }

  // A consumer called inside a task handed to another thread from the poll loop (`for (r : records)
  // pool.submit(() -> { …; consumer.commitSync(…); })`): the poll thread and the task's thread use it.
  for (const [c, task] of units.flatMap((u) => u.tasks)) {
    if (kindOf(callOf(c).object) !== 'consumer') continue;
    const ctx = contextOf(task);
    const loop = ctx.loop;
    if (!loop) continue;
    const polls = loop.perRecord || (loop.body?.descendantsOfType('method_invocation') ?? []).some((p) => callOf(p).name === 'poll' && kindOf(callOf(p).object) === 'consumer');
    if (polls) push('consumer-shared-across-threads', 'consumer', c, `in a task started ${loop.label}`);
  }

  // A producer made in a method, used there only to send, never closed or flushed, and not handed
  // on (returned, stored, passed): what it still buffers when the method ends is never waited for.
  for (const d of units.flatMap((u) => u.producerDeclarations)) {
    for (const { name, decl, value } of producersMade(d)) {
      const body = d.parent;
      if (!body || body.type !== 'block') continue;
      let sends = 0;
      let awaited = 0;
      let other = false;
      for (const id of body.descendantsOfType('identifier')) {
        if (id.text !== name || id.startIndex < decl.endIndex) continue;
        const call = id.parent;
        const isReceiver = call?.type === 'method_invocation' && call.childForFieldName('object')?.id === id.id;
        const m = isReceiver ? call.childForFieldName('name')?.text : undefined;
        if (m === 'send') {
          sends++;
          if (isGetOf(call!) || futureAwaited(call!, body)) awaited++;
        } else if (!isReceiver || m === 'close' || m === 'flush' || m === 'commitTransaction') { other = true; break; }
      }
      // main() that waits for every send (`send(r).get()`) leaves nothing buffered when it returns,
      // and runs once: nothing is lost and nothing leaks. A method called again still leaks a thread.
      const waitsAll = sends > 0 && awaited === sends && enclosingName(d) === 'main()';
      if (sends > 0 && !other && !waitsAll) push('producer-not-closed', 'producer', value, `in ${enclosingName(d)}`);
    }
  }

  for (const n of units.flatMap((u) => u.clientCreations)) {
    const client = typeName(n.childForFieldName('type')) === 'KafkaProducer' ? 'producer' : 'consumer';
    const ctx = contextOf(n);
    if (ctx.conditional) continue;
    if (ctx.loop?.perRecord) push('client-per-message', client, n, ctx.loop.label);
    else if (!ctx.loop && !ctx.callback && ctx.method && listens(ctx.method)) {
      push('client-per-message', client, n, `in the @KafkaListener method ${ctx.method.childForFieldName('name')?.text ?? ''}(), once per record`);
    } else if (!ctx.loop && !ctx.callback) {
      // A helper called once per polled record (`for (r : records) forward(r)`) creates one per record too.
      const outer = callerLoop(ctx, true);
      const listener = outer ? undefined : callerListener(ctx);
      if (outer) push('client-per-message', client, n, `in ${outer.via}(), which is called ${outer.loop.label}`);
      else if (listener) push('client-per-message', client, n, `in ${listener.via}(), which the @KafkaListener method ${listener.listener}() calls once per record`);
      else if (client === 'producer' && ctx.method?.type === 'method_declaration') {
        // `void sendMessage(String msg) { producer = new KafkaProducer<>(…); send(…msg…); close(); }`:
        // per message once it is called per message, which the single-item parameter says (info).
        // Only when the file never calls the method: where it does, the calls say how often (above).
        const methodName = ctx.method.childForFieldName('name')?.text ?? '';
        const name = ownCalls.has(methodName) ? undefined : declaredName(n);
        const send = name ? onlySend(ctx.method, name, kindOf, contextOf) : undefined;
        const given = send && messageParameter(ctx.method, send);
        if (given) push('client-per-message-method', client, n, `in ${methodName}(), which builds a producer to send the one record made from its parameter '${given}'`);
      }
    }
  }
  // A consumer that polls and that nothing in the file commits for (neverCommits.ts).
  const never = consumerNeverCommits(root, units.flatMap((u) => u.clientCreations), units.flatMap((u) => u.patternCalls));
  if (never) {
    out.push({ pattern: 'offsets-never-committed', client: 'consumer', range: lines.range(never.creation.startIndex, never.creation.endIndex),
      where: `line ${line(never.creation)}`, holder: { name: never.name, local: never.local, method: never.method } });
  }
  return out;
}

/**
 * The units of a file in document order: what hangs below the file, its classes and their bodies
 * (parse/javaMirror.ts CONTAINERS, between which an edit copies again only what it touched): a
 * member, an import, a class's name. An edit elsewhere moves a unit over as the same node object.
 * None of the node types read below is a container.
 */
function unitsOf(root: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const visit = (n: SyntaxNode) => {
    for (const c of n.children) {
      if (CONTAINERS.has(c.type)) visit(c);
      else out.push(c);
    }
  };
  if (CONTAINERS.has(root.type)) visit(root);
  else out.push(root);
  return out;
}

/** What the pass reads from one unit, from its own subtree only: kept per node like callParts below. */
interface UnitFacts {
  /** Each name the unit declares and the simple type of its last declaration there. */
  types: Map<string, string>;
  /** Calls of the methods the patterns are about (PATTERN_METHODS), in document order. */
  patternCalls: SyntaxNode[];
  /** Calls on no receiver or `this`, by method name. */
  ownCalls: Array<[string, SyntaxNode]>;
  transactional: boolean;
  /** producer.beginTransaction() calls: a file that opens transactions and commits none aborts them all. */
  begins: SyntaxNode[];
  /** Calls on a variable (not wakeup()) that run in a task handed to another thread, with the call that hands it. */
  tasks: Array<[SyntaxNode, SyntaxNode]>;
  /** Local declarations initialised with `new KafkaProducer<>(…)`. */
  producerDeclarations: SyntaxNode[];
  /** `new KafkaProducer<>(…)` and `new KafkaConsumer<>(…)`. */
  clientCreations: SyntaxNode[];
}

const DECLARATIONS = new Set(['local_variable_declaration', 'field_declaration', 'formal_parameter', 'enhanced_for_statement', 'resource']);
const UNIT_TYPES = [...DECLARATIONS, 'method_invocation', 'object_creation_expression'];
const unitCache = new WeakMap<SyntaxNode, UnitFacts>();

function unitFacts(unit: SyntaxNode): UnitFacts {
  let facts = unitCache.get(unit);
  if (facts) return facts;
  facts = { types: new Map(), patternCalls: [], ownCalls: [], transactional: false, begins: [], tasks: [], producerDeclarations: [], clientCreations: [] };
  for (const n of unit.descendantsOfType(UNIT_TYPES)) {
    if (DECLARATIONS.has(n.type)) {
      for (const [name, type] of declared(n)) facts.types.set(name, type);
      if (n.type === 'local_variable_declaration' && producersMade(n).length > 0) facts.producerDeclarations.push(n);
    } else if (n.type === 'method_invocation') {
      const { name, object } = callOf(n);
      if (name === 'commitTransaction') facts.transactional = true;
      if (name === 'beginTransaction') facts.begins.push(n);
      if (name && PATTERN_METHODS.has(name)) facts.patternCalls.push(n);
      if (name && (!object || object.type === 'this')) facts.ownCalls.push([name, n]);
      if (name !== 'wakeup' && object && receiverName(object) !== undefined) {
        const task = taskOf(n);
        if (task) facts.tasks.push([n, task]);
      }
    } else {
      const t = typeName(n.childForFieldName('type'));
      if (t === 'KafkaProducer' || t === 'KafkaConsumer') facts.clientCreations.push(n);
    }
  }
  unitCache.set(unit, facts);
  return facts;
}

const producerDeclarations = new WeakMap<SyntaxNode, Array<{ name: string; decl: SyntaxNode; value: SyntaxNode }>>();

/** The declarators of a local declaration initialised with `new KafkaProducer<>(…)` (kept per node, like callParts). */
function producersMade(d: SyntaxNode): Array<{ name: string; decl: SyntaxNode; value: SyntaxNode }> {
  let made = producerDeclarations.get(d);
  if (made) return made;
  made = [];
  for (const decl of d.childrenForFieldName('declarator')) {
    const name = decl.childForFieldName('name')?.text;
    const value = decl.childForFieldName('value');
    if (name && value?.type === 'object_creation_expression' && typeName(value.childForFieldName('type')) === 'KafkaProducer') made.push({ name, decl, value });
  }
  producerDeclarations.set(d, made);
  return made;
}

/** The calls the pattern loop below looks at; any other call is skipped before its parts are read. */
const PATTERN_METHODS = new Set(['get', 'flush', 'commitSync', 'poll', 'send', 'commitAsync', 'sendOffsetsToTransaction', 'seek', 'seekToBeginning', 'seekToEnd', 'assign', 'subscribe', 'cleanUp']);

/** The names a declaration gives and the simple type of each (read once per unit, unitFacts). */
function declared(d: SyntaxNode): Array<[string, string]> {
  const t = typeName(d.childForFieldName('type'));
  if (d.type === 'resource') {
    // try (KafkaProducer<…> producer = new KafkaProducer<>(…)) — or `var producer = new …`.
    const n = d.childForFieldName('name');
    const v = d.childForFieldName('value');
    return n ? [[n.text, t === 'var' && v?.type === 'object_creation_expression' ? typeName(v.childForFieldName('type')) : t]] : [];
  }
  if (d.type === 'formal_parameter' || d.type === 'enhanced_for_statement') {
    const n = d.childForFieldName('name');
    return n ? [[n.text, t]] : [];
  }
  const out: Array<[string, string]> = [];
  for (const decl of d.childrenForFieldName('declarator')) {
    const n = decl.childForFieldName('name');
    const v = decl.childForFieldName('value');
    if (!n) continue;
    const created = v?.type === 'object_creation_expression' ? typeName(v.childForFieldName('type')) : '';
    out.push([n.text, t === 'var' || t === '' ? created : t]);
  }
  return out;
}

/** 0, 0L, Duration.ZERO, Duration.ofMillis(0), Duration.ofSeconds(0). */
function isZero(a: SyntaxNode): boolean {
  const t = a.text.replace(/\s+/g, '');
  return /^(?:0[lL]?|(?:java\.time\.)?Duration\.(?:ZERO|of(?:Millis|Seconds|Nanos)\(0[lL]?\)))$/.test(t);
}

/** A lambda passed as send()'s second argument, or an anonymous `new Callback() {…}` body. */
function isSendCallback(cb: SyntaxNode, kindOf: (n: SyntaxNode | null) => 'producer' | 'consumer' | undefined): boolean {
  if (cb.type === 'lambda_expression') {
    const call = cb.parent?.type === 'argument_list' ? cb.parent.parent : null;
    return call?.type === 'method_invocation' && call.childForFieldName('name')?.text === 'send' && kindOf(call.childForFieldName('object')) === 'producer';
  }
  return typeName(cb.parent?.childForFieldName('type') ?? null) === 'Callback';
}

/** The loop's own body sends (not in a nested loop or lambda). */
function sendsIn(body: SyntaxNode | null, kindOf: (n: SyntaxNode | null) => 'producer' | 'consumer' | undefined): boolean {
  if (!body) return false;
  for (const c of body.descendantsOfType('method_invocation')) {
    if (c.childForFieldName('name')?.text !== 'send' || kindOf(c.childForFieldName('object')) !== 'producer') continue;
    let nested = false;
    for (let p = c.parent; p && p.id !== body.id; p = p.parent) if (LOOPS.has(p.type) || p.type === 'lambda_expression') nested = true;
    if (!nested) return true;
  }
  return false;
}

/** The try statement whose block (not a catch or finally) holds `n` within its method, when it has a catch. */
function enclosingTry(n: SyntaxNode): SyntaxNode | undefined {
  for (let p = n.parent, child: SyntaxNode = n; p; child = p, p = p.parent) {
    if (p.type === 'lambda_expression' || FUNCTION_BOUNDARY.has(p.type)) return undefined;
    if ((p.type === 'try_statement' || p.type === 'try_with_resources_statement') && child.id === p.childForFieldName('body')?.id) {
      return p.namedChildren.some((c) => c.type === 'catch_clause') ? p : undefined;
    }
  }
  return undefined;
}

/** The types the catch clauses of a try name, as written (`InsufficientBalance`, `java.io.IOException`). */
function catchTypes(attempt: SyntaxNode): string[] {
  return attempt.namedChildren.filter((c) => c.type === 'catch_clause')
    .flatMap((c) => c.namedChildren.find((p) => p.type === 'catch_formal_parameter')?.namedChildren.find((t) => t.type === 'catch_type')?.text.split('|') ?? [])
    .map((t) => t.trim()).filter(Boolean);
}

/**
 * Whether a caught type may be one KafkaTemplate.send throws (KafkaException, a RuntimeException;
 * Kafka's errors: SerializationException, TimeoutException, InterruptException…): the broad Java
 * types, and any name that may be Kafka's own. Only the project's own types fail both.
 */
function mayCatchKafka(type: string): boolean {
  return /^(?:java\.lang\.)?(?:Exception|RuntimeException|Throwable)$/.test(type) || /Kafka|Serialization|Timeout|Interrupt|Api|Retriable|Authori[sz]ation|Authentication|TooLarge|Exhausted|Invalid|Unknown|NotEnough|Fenced|Producer/.test(type);
}

/**
 * `Future<RecordMetadata> f = producer.send(r);` and later `f.get()` in the same block: the send is
 * waited for as surely as `send(r).get()` (check 73, U: a demo's single send).
 */
function futureAwaited(send: SyntaxNode, block: SyntaxNode): boolean {
  const decl = send.parent;
  if (decl?.type !== 'variable_declarator' || decl.childForFieldName('value')?.id !== send.id) return false;
  const future = decl.childForFieldName('name')?.text;
  if (!future) return false;
  return block.descendantsOfType('method_invocation').some((c) => c.startIndex > send.endIndex && c.childForFieldName('name')?.text === 'get' && c.childForFieldName('object')?.text === future);
}

/** A method annotated @KafkaListener (Spring for Apache Kafka): it runs once per record or batch. */
function listens(method: SyntaxNode): boolean {
  const mods = method.namedChildren.find((c) => c.type === 'modifiers');
  return !!mods && mods.namedChildren.some((a) => (a.type === 'annotation' || a.type === 'marker_annotation') && /(?:^|\.)KafkaListener$/.test(a.childForFieldName('name')?.text ?? ''));
}

/**
 * The call that hands the code around `n` to another thread: `pool.submit(() -> …)`,
 * `CompletableFuture.runAsync(…)`, `new Thread(() -> …)`, an anonymous Runnable given to one of
 * them. Undefined when the nearest lambda or anonymous class is anything else.
 */
function taskOf(n: SyntaxNode): SyntaxNode | undefined {
  for (let p = n.parent; p; p = p.parent) {
    if (p.type === 'method_declaration' && !(p.parent?.type === 'class_body' && p.parent.parent?.type === 'object_creation_expression')) return undefined;
    if (p.type !== 'lambda_expression' && !(p.type === 'class_body' && p.parent?.type === 'object_creation_expression')) continue;
    const value = p.type === 'lambda_expression' ? p : p.parent!;
    const holder = value.parent?.type === 'argument_list' ? value.parent.parent : null;
    if (holder?.type === 'method_invocation' && TASKS.has(holder.childForFieldName('name')?.text ?? '')) return holder;
    if (holder?.type === 'object_creation_expression' && typeName(holder.childForFieldName('type')) === 'Thread') return holder;
    return undefined;
  }
  return undefined;
}

/** "run()", or "a lambda" / "an initialiser" when the code is not in a named method. */
function enclosingName(n: SyntaxNode): string {
  for (let p = n.parent; p; p = p.parent) {
    if (p.type === 'lambda_expression') return 'a lambda';
    if (p.type === 'method_declaration') return `${p.childForFieldName('name')?.text ?? 'the method'}()`;
    if (p.type === 'constructor_declaration') return 'the constructor';
  }
  return 'an initialiser';
}

/** A send in a method named for fire-and-forget (fireAndForget(), sendFireAndForget()) drops its result on purpose. */
/** The nearest enclosing method or class named for synchronous sends ("Sync", not "Async"). */
function namedSync(node: SyntaxNode): string | undefined {
  for (let n: SyntaxNode | null = node.parent; n; n = n.parent) {
    if (n.type !== 'method_declaration' && n.type !== 'class_declaration') continue;
    const name = n.childForFieldName('name')?.text ?? '';
    if (/(?<![Aa])sync(?!hron)/i.test(name)) return name;
  }
  return undefined;
}

function namedFireAndForget(node: SyntaxNode): boolean {
  for (let n: SyntaxNode | null = node.parent; n; n = n.parent) {
    if (n.type === 'method_declaration') return /fire_?and_?forget/i.test(n.childForFieldName('name')?.text ?? '');
  }
  return false;
}

/** The method, constructor, lambda or initializer a node runs in. */
function enclosingBody(n: SyntaxNode): SyntaxNode | undefined {
  for (let p = n.parent; p; p = p.parent) {
    if (p.type === 'method_declaration' || p.type === 'constructor_declaration' || p.type === 'lambda_expression' || p.type === 'static_initializer') return p;
  }
  return undefined;
}
