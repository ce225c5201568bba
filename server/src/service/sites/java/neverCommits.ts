// A KafkaConsumer made in this file that polls and that nothing in the file commits for, for
// java-offsets-never-committed (the rule checks enable.auto.commit=false on the consumer's config).
// KafkaConsumer javadoc, "Manual Offset Control": with enable.auto.commit=false the application
// commits with commitSync/commitAsync (or a transactional producer's sendOffsetsToTransaction);
// ConsumerCoordinator commits on close only when auto-commit is enabled. Offsets kept outside Kafka
// ("Storing Offsets Outside Kafka": assign + seek, or a ConsumerRebalanceListener that seeks) need
// no commit, so any seek…/assign call, a ConsumerRebalanceListener in the file or a subscribe() given
// a listener keeps it silent.
//
// Only a consumer whose object stays in the file's sight is judged: a local used only as the
// receiver of its own calls (everything in one method: the evidence is complete), or a field used
// only that way (another class cannot reach it; a subclass or reflection still could, so the rule
// says less). Returned, passed as an argument, stored elsewhere: another object may commit; silent.
import type { SyntaxNode } from './cst';
import { named, typeName } from './cst';

export interface NeverCommits {
  /** The `new KafkaConsumer<>(…)` expression. */
  creation: SyntaxNode;
  /** The variable or field holding it. */
  name: string;
  /** A local of one method (true) or a field of the class (false). */
  local: boolean;
  /** "run()", "main()", "the constructor". */
  method: string;
}

/** Calls that commit offsets or place the consumer by hand (offsets stored outside Kafka). */
const COMMITS_OR_PLACES = new Set(['commitSync', 'commitAsync', 'sendOffsetsToTransaction', 'seek', 'seekToBeginning', 'seekToEnd', 'assign']);

export function consumerNeverCommits(root: SyntaxNode, creations: SyntaxNode[], calls: SyntaxNode[]): NeverCommits | undefined {
  const consumers = creations.filter((n) => typeName(n.childForFieldName('type')) === 'KafkaConsumer');
  if (consumers.length !== 1) return undefined;
  if (calls.some((c) => COMMITS_OR_PLACES.has(c.childForFieldName('name')?.text ?? ''))) return undefined;
  // subscribe(topics, listener): the listener, perhaps a class of another file, may seek or commit.
  if (calls.some((c) => {
    const args = c.childForFieldName('arguments');
    return c.childForFieldName('name')?.text === 'subscribe' && !!args && named(args).length >= 2;
  })) return undefined;
  if (/\bConsumerRebalanceListener\b/.test(root.text)) return undefined;
  const creation = consumers[0];
  const holder = holderOf(creation);
  if (!holder) return undefined;
  const scope = holder.local ? enclosingMethod(creation) : enclosingClassBody(creation);
  if (!scope) return undefined;
  let polls = false;
  for (const id of scope.descendantsOfType('identifier')) {
    if (id.text !== holder.name) continue;
    let n: SyntaxNode = id;
    const p0 = id.parent;
    if (p0?.type === 'field_access' && p0.childForFieldName('field')?.id === id.id) {
      if (p0.childForFieldName('object')?.type !== 'this') return undefined;
      n = p0;
    }
    const p = n.parent;
    if (!p) return undefined;
    if (p.type === 'method_invocation' && p.childForFieldName('object')?.id === n.id) {
      if (p.childForFieldName('name')?.text === 'poll') polls = true;
      continue;
    }
    if (p.type === 'assignment_expression' && p.childForFieldName('left')?.id === n.id && p.childForFieldName('right')?.id === creation.id) continue;
    if ((p.type === 'variable_declarator' || p.type === 'resource') && p.childForFieldName('name')?.id === n.id) {
      // The declaration itself; a declaration of the same name elsewhere is another variable.
      if (p.childForFieldName('value')?.id === creation.id || (!holder.local && p.parent?.type === 'field_declaration')) continue;
      return undefined;
    }
    return undefined;
  }
  if (!polls) return undefined;
  return { creation, name: holder.name, local: holder.local, method: methodName(creation) };
}

/** The local or field `new KafkaConsumer<>(…)` is stored in, when that is all that happens to it. */
function holderOf(creation: SyntaxNode): { name: string; local: boolean } | undefined {
  const p = creation.parent;
  if (!p) return undefined;
  if (p.type === 'variable_declarator' && p.childForFieldName('value')?.id === creation.id) {
    const name = p.childForFieldName('name')?.text;
    const decl = p.parent;
    if (!name || !decl) return undefined;
    if (decl.type === 'local_variable_declaration') return { name, local: true };
    if (decl.type === 'field_declaration') return { name, local: false };
    return undefined;
  }
  if (p.type === 'resource' && p.childForFieldName('value')?.id === creation.id) {
    const name = p.childForFieldName('name')?.text;
    return name ? { name, local: true } : undefined;
  }
  if (p.type === 'assignment_expression' && p.childForFieldName('right')?.id === creation.id) {
    const left = p.childForFieldName('left');
    if (left?.type === 'field_access' && left.childForFieldName('object')?.type === 'this') {
      const name = left.childForFieldName('field')?.text;
      return name ? { name, local: false } : undefined;
    }
    // `consumer = new KafkaConsumer<>(…)`: a field when no local of that name is declared in the method.
    if (left?.type === 'identifier') {
      const method = enclosingMethod(creation);
      const declaredLocally = method?.descendantsOfType('variable_declarator').some((d) => d.childForFieldName('name')?.text === left.text && d.parent?.type === 'local_variable_declaration');
      return declaredLocally ? { name: left.text, local: true } : { name: left.text, local: false };
    }
  }
  return undefined;
}

/** The body of the class the field belongs to (imports and other top-level classes are not read). */
function enclosingClassBody(n: SyntaxNode): SyntaxNode | undefined {
  for (let p = n.parent; p; p = p.parent) if (p.type === 'class_body' || p.type === 'enum_body') return p;
  return undefined;
}

function enclosingMethod(n: SyntaxNode): SyntaxNode | undefined {
  for (let p = n.parent; p; p = p.parent) {
    if (p.type === 'method_declaration' || p.type === 'constructor_declaration') return p;
    if (p.type === 'class_body') return undefined;
  }
  return undefined;
}

function methodName(n: SyntaxNode): string {
  const m = enclosingMethod(n);
  if (!m) return 'a field initialiser';
  return m.type === 'constructor_declaration' ? 'the constructor' : `${m.childForFieldName('name')?.text ?? 'the method'}()`;
}
