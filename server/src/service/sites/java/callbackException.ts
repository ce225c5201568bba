// The exception parameter of a send callback that the callback never reads, for
// java-send-callback-ignores-exception. producer.send(record, callback): the Callback's
// onCompletion(RecordMetadata metadata, Exception exception) is the only place a failed delivery
// reaches the code when the Future is dropped (Callback javadoc: "exception — The exception thrown
// during processing of this record. Null if no error occurred"). Read here: a lambda
// `(metadata, exception) -> …` and an anonymous `new Callback() { public void onCompletion(…) {…} }`.
// A method reference or a Callback object built elsewhere is not seen (it may well read it), and a
// parameter named `_` (Java 21's unnamed variable) says on purpose that it is ignored: both silent.
import type { SyntaxNode } from './cst';
import { named } from './cst';

export interface IgnoredException {
  /** The parameter's name node, where the finding points. */
  parameter: SyntaxNode;
  name: string;
}

/** The callback argument of a send(record, callback) whose exception parameter is never read. */
export function ignoredException(callback: SyntaxNode): IgnoredException | undefined {
  if (callback.type === 'lambda_expression') {
    const params = callback.childForFieldName('parameters');
    if (!params) return undefined;
    const names = named(params).map((p) => (p.type === 'identifier' ? p : p.childForFieldName('name'))).filter((n): n is SyntaxNode => !!n);
    return unread(names[1], callback.childForFieldName('body'));
  }
  if (callback.type === 'object_creation_expression') {
    const body = callback.namedChildren.find((c) => c.type === 'class_body');
    const method = body?.namedChildren.find((m) => m.type === 'method_declaration' && m.childForFieldName('name')?.text === 'onCompletion');
    const params = method?.childForFieldName('parameters');
    const second = params ? named(params).filter((p) => p.type === 'formal_parameter')[1]?.childForFieldName('name') : undefined;
    return unread(second ?? undefined, method?.childForFieldName('body') ?? null);
  }
  return undefined;
}

function unread(parameter: SyntaxNode | undefined, body: SyntaxNode | null): IgnoredException | undefined {
  if (!parameter || !body || parameter.text === '_') return undefined;
  const name = parameter.text;
  // An identifier of that name anywhere in the body reads it (a nested lambda that shadows the name
  // would be a compile error in Java, so there is no shadowing to account for).
  if (body.type === 'identifier') return body.text === name ? undefined : { parameter, name };
  return body.descendantsOfType('identifier').some((id) => id.text === name) ? undefined : { parameter, name };
}
