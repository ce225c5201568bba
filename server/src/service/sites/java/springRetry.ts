// Spring for Apache Kafka error handling that never gives up on a record: a DefaultErrorHandler or
// SeekToCurrentErrorHandler given a BackOff with no end, or a RetryTemplate whose policy retries
// (close to) forever handed to the listener (RetryingMessageListenerAdapter, setRetryTemplate).
// FailedRecordTracker.recovered() calls the recoverer only when the BackOff's nextBackOff() returns
// STOP; until then the handler seeks the partition back to the failed record (DefaultErrorHandler
// javadoc: "seeks to the current offset … so that it can be replayed"). Spring Framework's
// FixedBackOff() / FixedBackOff(interval) (7.0) keep maxAttempts = UNLIMITED_ATTEMPTS (Long.MAX_VALUE);
// ExponentialBackOff's DEFAULT_MAX_ELAPSED_TIME is Long.MAX_VALUE in every version from 4.1 and
// DEFAULT_MAX_ATTEMPTS (6.1) is Long.MAX_VALUE too. spring-kafka's ExponentialBackOffWithMaxRetries
// computes a bound, so it is never reported. A BackOff the file hands anywhere else, or whose bound
// a setter sets, is left alone, and so is a file that classifies which exceptions are retried
// (addNotRetryableExceptions, …): its poison records are skipped, and retrying the rest is a choice.
import type { LineIndex } from '../../parse/lineIndex';
import { named, typeName, type SyntaxNode } from './cst';
import type { JavaCodeUse } from './codeUse';

const HANDLERS = new Set(['DefaultErrorHandler', 'SeekToCurrentErrorHandler']);
const UNLIMITED = /^(?:(?:FixedBackOff\.)?UNLIMITED_ATTEMPTS|Long\.MAX_VALUE|(?:ExponentialBackOff\.)?DEFAULT_MAX_(?:ELAPSED_TIME|ATTEMPTS))$/;
const INT_MAX = /^Integer\.MAX_VALUE$/;
const BOUNDS: Record<string, string[]> = { FixedBackOff: ['setMaxAttempts'], ExponentialBackOff: ['setMaxElapsedTime', 'setMaxAttempts'] };

export function springRetryForever(root: SyntaxNode, lines: LineIndex): JavaCodeUse[] {
  const text = root.text;
  if (!/ErrorHandler|RetryTemplate/.test(text)) return [];
  const out: JavaCodeUse[] = [];
  const line = (n: SyntaxNode) => lines.position(n.startIndex).line + 1;
  const creations = root.descendantsOfType('object_creation_expression');
  const calls = root.descendantsOfType('method_invocation');
  const declarations = root.descendantsOfType('variable_declarator');

  // A handler told which exceptions not to retry (or retry only some) skips poison records: retrying
  // the rest without end (a database that is down) is then a choice, not an accident.
  const classified = calls.some((c) => /^(?:addNotRetryableExceptions|addRetryableExceptions|setClassifications|defaultFalse|removeClassification)$/.test(c.childForFieldName('name')?.text ?? ''));
  for (const handler of classified ? [] : creations) {
    const kind = typeName(handler.childForFieldName('type'));
    if (!HANDLERS.has(kind)) continue;
    for (const arg of argsOf(handler)) {
      const backOff = arg.type === 'identifier' ? valueOf(arg, declarations) : arg;
      if (backOff?.type !== 'object_creation_expression') continue;
      const type = typeName(backOff.childForFieldName('type'));
      if (!BOUNDS[type]) continue;
      const name = arg.type === 'identifier' ? arg.text : undefined;
      if (name && !onlyConfigured(name, root, arg, backOff)) continue;
      const setters = name ? setterArgs(name, BOUNDS[type], calls) : [];
      if (setters.some((a) => !UNLIMITED.test(a.text.replace(/\s+/g, '')))) continue;
      const args = argsOf(backOff);
      const written = backOff.text.replace(/\s+/g, ' ');
      let why: string | undefined;
      if (type === 'FixedBackOff') {
        if (args.length === 2 && !UNLIMITED.test(args[1].text.replace(/\s+/g, ''))) continue;
        why = args.length === 2 ? 'its attempts are unlimited' : 'without a maximum number of attempts it retries without limit (FixedBackOff.UNLIMITED_ATTEMPTS)';
      } else {
        why = 'with no setMaxElapsedTime or setMaxAttempts it never stops (both default to Long.MAX_VALUE)';
      }
      // A recoverer given alongside (the first argument) is what the author expects to happen to a
      // record that keeps failing; with this BackOff it is never called.
      const first = argsOf(handler)[0];
      const recoverer = first && first.id !== arg.id ? first : undefined;
      const via = name ? ` (${name}, line ${line(backOff)})` : '';
      out.push(recoverer
        ? { pattern: 'recoverer-never-reached', client: 'consumer', range: lines.range(arg.startIndex, arg.endIndex), where: `${kind} is given ${recovererName(recoverer)} and ${written}${via}: ${why}` }
        : { pattern: 'error-handler-retries-forever', client: 'consumer', range: lines.range(arg.startIndex, arg.endIndex), where: `${kind} is given ${written}${via}: ${why}` });
    }
  }

  // A RetryTemplate the listener runs in (deprecated from spring-kafka 2.8, removed in 3.0).
  if (/RetryingMessageListenerAdapter|\.setRetryTemplate\s*\(/.test(text)) {
    for (const c of calls) {
      const m = c.childForFieldName('name')?.text;
      const a = argsOf(c);
      if ((m === 'setMaxAttempts' || m === 'maxAttempts') && a.length === 1 && INT_MAX.test(a[0].text.replace(/\s+/g, ''))) {
        // setMaxAttempts on a SimpleRetryPolicy, or RetryTemplate.builder().maxAttempts(…); a BackOff's setMaxAttempts takes a long.
        const recv = c.childForFieldName('object');
        const recvType = recv?.type === 'identifier' ? declaredType(recv.text, root) : '';
        if (m === 'setMaxAttempts' && recvType !== 'SimpleRetryPolicy') continue;
        out.push({ pattern: 'listener-retry-forever', client: 'consumer', range: lines.range(c.startIndex, c.endIndex), where: `${c.text.replace(/\s+/g, '')}: Integer.MAX_VALUE attempts` });
      } else if (m === 'infiniteRetry' && a.length === 0) {
        out.push({ pattern: 'listener-retry-forever', client: 'consumer', range: lines.range(c.startIndex, c.endIndex), where: 'infiniteRetry()' });
      }
    }
    for (const n of creations) {
      const t = typeName(n.childForFieldName('type'));
      const a = argsOf(n);
      if (t === 'AlwaysRetryPolicy' || (t === 'SimpleRetryPolicy' && a.length >= 1 && INT_MAX.test(a[0].text.replace(/\s+/g, '')))) {
        out.push({ pattern: 'listener-retry-forever', client: 'consumer', range: lines.range(n.startIndex, n.endIndex), where: n.text.replace(/\s+/g, ' ') });
      }
    }
  }
  return out;
}

/** "a DeadLetterPublishingRecoverer", "the recoverer 'dlt'", "a recoverer lambda". */
function recovererName(r: SyntaxNode): string {
  if (r.type === 'object_creation_expression') return `a ${typeName(r.childForFieldName('type'))}`;
  if (r.type === 'identifier') return `the recoverer '${r.text}'`;
  if (r.type === 'method_invocation') return `the recoverer ${r.childForFieldName('name')?.text ?? ''}()`;
  return r.type === 'lambda_expression' ? 'a recoverer lambda' : 'a recoverer';
}

function argsOf(call: SyntaxNode): SyntaxNode[] {
  const list = call.childForFieldName('arguments');
  return list ? named(list) : [];
}

/** The initialiser of the nearest declaration of `id` before it: a local in its method, else a field. */
function valueOf(id: SyntaxNode, declarations: SyntaxNode[]): SyntaxNode | undefined {
  let best: SyntaxNode | undefined;
  for (const d of declarations) {
    if (d.childForFieldName('name')?.text !== id.text || d.startIndex > id.startIndex) continue;
    const scope = d.parent?.type === 'field_declaration' ? undefined : enclosingBody(d);
    if (scope && scope.id !== enclosingBody(id)?.id) continue;
    if (!best || d.startIndex > best.startIndex) best = d;
  }
  return best?.childForFieldName('value') ?? undefined;
}

function enclosingBody(n: SyntaxNode): SyntaxNode | undefined {
  for (let p = n.parent; p; p = p.parent) if (p.type === 'method_declaration' || p.type === 'constructor_declaration' || p.type === 'lambda_expression') return p;
  return undefined;
}

/** The arguments of `name.setX(…)` calls for the given setters, anywhere in the file. */
function setterArgs(name: string, setters: string[], calls: SyntaxNode[]): SyntaxNode[] {
  return calls.filter((c) => c.childForFieldName('object')?.text === name && setters.includes(c.childForFieldName('name')?.text ?? ''))
    .flatMap((c) => argsOf(c).slice(0, 1));
}

/**
 * The BackOff variable is used only to be configured with setters and handed to this handler: a
 * variable passed anywhere else (a helper, a builder) may get its bound there.
 */
function onlyConfigured(name: string, root: SyntaxNode, use: SyntaxNode, backOff: SyntaxNode): boolean {
  const scope = enclosingBody(backOff) ?? root;
  for (const id of scope.descendantsOfType('identifier')) {
    if (id.text !== name || id.id === use.id) continue;
    const p = id.parent;
    if (p?.type === 'variable_declarator' && p.childForFieldName('name')?.id === id.id) continue;
    if (p?.type === 'method_invocation' && p.childForFieldName('object')?.id === id.id && /^(?:set|get)/.test(p.childForFieldName('name')?.text ?? '')) continue;
    return false;
  }
  return true;
}

/** The declared simple type of a name anywhere in the file (the file read as one scope, as codeUse.ts does). */
function declaredType(name: string, root: SyntaxNode): string {
  for (const d of root.descendantsOfType(['local_variable_declaration', 'field_declaration'])) {
    for (const v of d.childrenForFieldName('declarator')) if (v.childForFieldName('name')?.text === name) return typeName(d.childForFieldName('type')) || typeName(v.childForFieldName('value')?.childForFieldName('type') ?? null);
  }
  return '';
}
