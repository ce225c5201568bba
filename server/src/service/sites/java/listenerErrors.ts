// A @KafkaListener method whose processing sits in a try that catches every exception and only
// logs it (rules/springListenerErrorSwallowed.ts says why that matters). Judged from the method
// alone, and only where it is plain:
//   - the catch takes Exception, RuntimeException or Throwable (a catch of one parsing or
//     validation exception is the usual way to skip bad data on purpose);
//   - every statement of the catch is a logging call (a logger's error/warn/info/debug/trace,
//     System.out/err, printStackTrace): a throw, a send to a dead-letter topic, an acknowledge or
//     any other call of the application keeps it silent, and so does an empty catch or a comment
//     that says the skip is meant;
//   - the try holds the method's work (a call that is not logging), and nothing but logging
//     follows it;
//   - the method takes no Acknowledgment or Consumer: then the application commits, and may
//     leave the failed record uncommitted.
import type { LineIndex } from '../../parse/lineIndex';
import type { JavaCodeUse } from './codeUse';
import { named, typeName, type SyntaxNode } from './cst';

const BROAD = new Set(['Exception', 'RuntimeException', 'Throwable']);
const LOG_METHODS = new Set(['error', 'warn', 'warning', 'info', 'debug', 'trace', 'fatal', 'log', 'severe']);
const LOGGER = /^(?:[a-z_]*log(?:ger)?|[A-Z_]*LOG(?:GER)?)$/i;
const PRINT = new Set(['println', 'print', 'printf', 'format']);
/** A comment in the catch that says skipping the record is the intent. */
const MEANT = /\b(?:skip|skipp(?:ed|ing)|ignore[ds]?|on purpose|intentional(?:ly)?|deliberate(?:ly)?|swallow(?:ed|s)?|do(?: not|n'?t) (?:re)?throw|best[- ]effort)\b/i;

function annotationNames(method: SyntaxNode): string[] {
  const mods = method.namedChildren.find((c) => c.type === 'modifiers');
  return (mods?.namedChildren ?? []).filter((a) => a.type === 'annotation' || a.type === 'marker_annotation').map((a) => a.childForFieldName('name')?.text ?? '');
}

/** A call that only writes a log line or prints. */
function isLogging(stmt: SyntaxNode): boolean {
  if (stmt.type !== 'expression_statement') return false;
  const call = stmt.namedChildren[0];
  if (call?.type !== 'method_invocation') return false;
  const name = call.childForFieldName('name')?.text ?? '';
  const object = call.childForFieldName('object');
  if (name === 'printStackTrace') return true;
  if (!object) return false;
  const receiver = object.text.replace(/^this\./, '');
  if (LOG_METHODS.has(name) && LOGGER.test(receiver)) return true;
  return PRINT.has(name) && /^System\.(?:out|err)$/.test(receiver);
}

function catchesEverything(clause: SyntaxNode): boolean {
  const param = clause.namedChildren.find((c) => c.type === 'catch_formal_parameter');
  const types = param?.namedChildren.find((c) => c.type === 'catch_type');
  return !!types && named(types).some((t) => BROAD.has(typeName(t)));
}

function onlyLogs(clause: SyntaxNode): boolean {
  const body = clause.childForFieldName('body');
  if (!body) return false;
  if (body.namedChildren.some((c) => (c.type === 'line_comment' || c.type === 'block_comment') && MEANT.test(c.text))) return false;
  const stmts = named(body);
  return stmts.length > 0 && stmts.every(isLogging);
}

/** The try's block calls something besides logging: the record's processing is inside. */
function holdsWork(block: SyntaxNode): boolean {
  return block.descendantsOfType('method_invocation').some((c) => {
    const stmt = c.parent?.type === 'expression_statement' ? c.parent : undefined;
    return !stmt || !isLogging(stmt);
  });
}

/** What a file must say before its listeners are looked at. */
export function mayHoldSwallowingListener(text: string): boolean {
  return text.includes('KafkaListener') && /\bcatch\s*\(/.test(text);
}

export function mayHoldDetachedListener(text: string): boolean {
  return text.includes('KafkaListener') && /\.(?:subscribe|runAsync|supplyAsync)\s*\(/.test(text);
}

export function swallowingListeners(root: SyntaxNode, lines: LineIndex): JavaCodeUse[] {
  const out: JavaCodeUse[] = [];
  for (const method of root.descendantsOfType('method_declaration')) {
    if (!annotationNames(method).some((n) => /(?:^|\.)KafkaListener$/.test(n))) continue;
    // A half-typed method may be on its way to a rethrow.
    if (method.hasError) continue;
    const params = method.childForFieldName('parameters');
    if (params && named(params).some((p) => /^(?:Acknowledgment|Consumer)$/.test(typeName(p.childForFieldName('type'))))) continue;
    const body = method.childForFieldName('body');
    if (!body) continue;
    const stmts = named(body);
    const at = stmts.map((s) => s.type).lastIndexOf('try_statement');
    if (at < 0 || !stmts.slice(at + 1).every(isLogging)) continue;
    const attempt = stmts[at];
    const block = attempt.childForFieldName('body');
    const clauses = attempt.namedChildren.filter((c) => c.type === 'catch_clause');
    if (!block || !holdsWork(block) || clauses.length === 0) continue;
    if (!clauses.some(catchesEverything) || !clauses.every(onlyLogs)) continue;
    const clause = clauses.find(catchesEverything)!;
    const name = method.childForFieldName('name')?.text ?? '';
    out.push({
      pattern: 'listener-error-swallowed',
      client: 'consumer',
      // `catch (Exception e)`, up to its closing parenthesis.
      range: lines.range(clause.startIndex, clause.children.find((c) => c.type === ')')?.endIndex ?? clause.endIndex),
      where: `in the @KafkaListener method ${name}()`,
    });
  }
  return out;
}

/** Calls that start work elsewhere and return at once: Reactor's subscribe(), CompletableFuture's *Async. */
const DETACHING = new Set(['subscribe', 'runAsync', 'supplyAsync']);

/**
 * A void @KafkaListener method that starts its work with a statement `….subscribe(…)` (a Reactor
 * chain) or `CompletableFuture.runAsync/supplyAsync(…)` and drops what it returns: the method
 * returns before the work is done (rules/springListenerWorkDetached.ts).
 */
export function detachedListeners(root: SyntaxNode, lines: LineIndex): JavaCodeUse[] {
  const out: JavaCodeUse[] = [];
  for (const method of root.descendantsOfType('method_declaration')) {
    if (!annotationNames(method).some((n) => /(?:^|\.)KafkaListener$/.test(n)) || method.hasError) continue;
    if (method.childForFieldName('type')?.type !== 'void_type') continue;
    const body = method.childForFieldName('body');
    if (!body) continue;
    const call = body.descendantsOfType('method_invocation').find((c) => {
      const name = c.childForFieldName('name')?.text ?? '';
      if (!DETACHING.has(name) || c.parent?.type !== 'expression_statement') return false;
      const object = c.childForFieldName('object');
      // subscribe() on a chain (`service.save(x).then(…).subscribe()`), the *Async on CompletableFuture.
      return name === 'subscribe' ? object?.type === 'method_invocation' : object?.text === 'CompletableFuture';
    });
    if (!call) continue;
    const name = call.childForFieldName('name')!;
    out.push({
      pattern: 'listener-work-detached',
      client: 'consumer',
      range: lines.range(name.startIndex, call.endIndex),
      where: `the @KafkaListener method ${method.childForFieldName('name')?.text ?? ''}() starts its work with ${name.text}()`,
    });
  }
  return out;
}

