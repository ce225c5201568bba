// Which local names come from a Kafka client library, so `new Kafka(...)` is only taken for a
// kafkajs / Confluent / node-rdkafka constructor and not for any class that happens to be called
// Kafka. Handles ES imports, `require`, destructuring and `.KafkaJS` namespaces.
import ts from 'typescript';
import { unwrap, type FileCtx } from './ast';

export type KafkaModule = 'kafkajs' | 'ckjs' | 'rdkafka';

const MODULES: Record<string, KafkaModule> = {
  kafkajs: 'kafkajs',
  '@confluentinc/kafka-javascript': 'ckjs',
  'node-rdkafka': 'rdkafka',
};

/** A library member: module plus the member path from its root (["KafkaJS", "Kafka"]). */
export interface LibRef { module: KafkaModule; path: string[] }

/** Quick pre-check on the raw text: no library name, no Kafka site. */
export function mentionsKafkaModule(text: string): boolean {
  return Object.keys(MODULES).some((m) => text.includes(m));
}

export class Bindings {
  readonly names = new Map<string, LibRef>();
  readonly modules = new Set<KafkaModule>();

  constructor(private readonly ctx: FileCtx) {}

  addImport(node: ts.ImportDeclaration): void {
    const spec = node.moduleSpecifier;
    const mod = ts.isStringLiteral(spec) ? MODULES[spec.text] : undefined;
    const clause = node.importClause;
    if (!mod || !clause) return;
    this.modules.add(mod);
    if (clause.name) this.names.set(clause.name.text, { module: mod, path: [] });
    const nb = clause.namedBindings;
    if (nb && ts.isNamespaceImport(nb)) this.names.set(nb.name.text, { module: mod, path: [] });
    if (nb && ts.isNamedImports(nb)) {
      for (const el of nb.elements) {
        this.names.set(el.name.text, { module: mod, path: [(el.propertyName ?? el.name).text] });
      }
    }
  }

  /** `const X = require('m')`, `const { A } = require('m').KafkaJS`, `const { Kafka } = KafkaJS`. */
  addDeclaration(decl: ts.VariableDeclaration): void {
    const ref = decl.initializer && this.refOf(decl.initializer);
    if (!ref) return;
    if (ts.isIdentifier(decl.name)) this.names.set(decl.name.text, ref);
    else if (ts.isObjectBindingPattern(decl.name)) {
      for (const el of decl.name.elements) {
        if (!ts.isIdentifier(el.name)) continue;
        const from = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : el.name.text;
        this.names.set(el.name.text, { module: ref.module, path: [...ref.path, from] });
      }
    }
  }

  /** The library member an expression denotes (require calls, bound names, member access). */
  refOf(expr: ts.Expression): LibRef | undefined {
    const n = unwrap(expr);
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'require'
      && n.arguments.length === 1 && ts.isStringLiteral(n.arguments[0])) {
      const mod = MODULES[n.arguments[0].text];
      if (mod) this.modules.add(mod);
      return mod ? { module: mod, path: [] } : undefined;
    }
    if (ts.isIdentifier(n)) return this.names.get(n.text);
    if (ts.isPropertyAccessExpression(n)) {
      const base = this.refOf(n.expression);
      return base && { module: base.module, path: [...base.path, n.name.text] };
    }
    return undefined;
  }

  /** The only Kafka module the file uses, when there is exactly one. */
  soleModule(): KafkaModule | undefined {
    return this.modules.size === 1 ? [...this.modules][0] : undefined;
  }

  get fileCtx(): FileCtx { return this.ctx; }
}
