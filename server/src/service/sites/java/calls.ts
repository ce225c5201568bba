// The parts of a Java method call the code-pattern walks ask for again and again (name, receiver,
// the receiver's variable, the arguments), kept per syntax node: codeUse.ts, sentTwice.ts and
// perMessageFlush.ts read calls through these, so a call's parts are worked out once per tree.
import { named, type SyntaxNode } from './cst';

export interface CallParts {
  name: string | undefined;
  object: SyntaxNode | null;
}

/**
 * A call's method name and receiver, and a receiver's variable name, kept per node like
 * codeUse.ts's unitFacts: a call outside the edited class member is the same node with the same text as
 * before.
 */
const callParts = new WeakMap<SyntaxNode, CallParts>();
const receiverNames = new WeakMap<SyntaxNode, string | null>();

export function callOf(c: SyntaxNode): CallParts {
  let parts = callParts.get(c);
  if (!parts) callParts.set(c, (parts = { name: c.childForFieldName('name')?.text, object: c.childForFieldName('object') }));
  return parts;
}

/** `producer` for `producer` and `this.producer`; undefined for any other receiver. */
export function receiverName(recv: SyntaxNode): string | undefined {
  let name = receiverNames.get(recv);
  if (name === undefined) {
    name = (recv.type === 'identifier' ? recv.text
      : recv.type === 'field_access' && recv.childForFieldName('object')?.type === 'this' ? recv.childForFieldName('field')?.text : undefined) ?? null;
    receiverNames.set(recv, name);
  }
  return name ?? undefined;
}

export function argsOf(call: SyntaxNode): SyntaxNode[] {
  const list = call.childForFieldName('arguments');
  return list ? named(list) : [];
}

/** `send(record).get()`: the Future is waited for on the spot. */
export function isGetOf(call: SyntaxNode): boolean {
  const outer = call.parent;
  return outer?.type === 'method_invocation' && outer.childForFieldName('object')?.id === call.id && outer.childForFieldName('name')?.text === 'get';
}
