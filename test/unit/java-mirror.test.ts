// The JavaScript copy of a Java syntax tree (parse/javaMirror.ts) answers as web-tree-sitter's own
// nodes do, fresh and after edits: after each step of a seeded random edit sequence over every Java
// fixture, the copy JavaTrees patched from the previous step's equals a fresh tree-sitter parse of
// the same text, node by node (type, range, field, named, missing, has-error), and its
// descendantsOfType() answers (cached on reused members) list the same nodes.
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JavaTrees, parseJava } from '../../server/src/service/parse/javaTree';
import type { SyntaxNode } from '../../server/src/service/sites/java/cst';
import { loadFixtures, Rng } from '../support/fuzzEdits';

const FRAGMENTS = ['props.put(ProducerConfig.LINGER_MS_CONFIG, 5);\n', '"', '(', ')', ';', '}', '{', '0', 'acks', ' ', '\n', '  void m() { int x = 1; }\n', '/* c */', '\r\n'];
const QUERIES = [
  ['method_invocation'],
  ['local_variable_declaration', 'field_declaration', 'formal_parameter', 'enhanced_for_statement', 'resource'],
  ['class_body', 'method_declaration', 'expression_statement', 'line_comment', 'block_comment', 'object_creation_expression'],
  ['identifier'],
];

/** Every node in document order with what the extractor reads of it. */
function flatten(root: SyntaxNode): string[] {
  const out: string[] = [];
  const visit = (n: SyntaxNode, field: string | null, depth: number) => {
    out.push(`${depth} ${n.type} ${n.startIndex}-${n.endIndex} ${field ?? ''} ${n.isMissing ? 'missing' : ''} ${n.hasError ? 'error' : ''} ${n.namedChildren.length}`);
    for (const c of n.children) {
      // Node has no fieldName: read the field through the parent, as the extractor does.
      const f = ['name', 'type', 'value', 'body', 'object', 'arguments', 'declarator', 'condition', 'field', 'operator', 'left', 'right', 'parameters']
        .find((name) => n.childrenForFieldName(name).some((x) => x.startIndex === c.startIndex && x.endIndex === c.endIndex && x.type === c.type)) ?? null;
      visit(c, f, depth + 1);
    }
  };
  visit(root, null, 0);
  return out;
}

const spans = (nodes: SyntaxNode[]) => nodes.map((n) => `${n.type} ${n.startIndex}-${n.endIndex}`);

describe('Java syntax copy equals tree-sitter, fresh and after edits', () => {
  const files = loadFixtures(['examples', 'test/fixtures', 'test/corpus']).filter((f) => f.kind === 'java');

  it('has Java fixtures to check', () => ok(files.length >= 5, `only ${files.length}`));

  for (const f of files) {
    it(f.name, () => {
      const trees = new JavaTrees();
      const rng = new Rng(23);
      let text = f.text;
      for (let step = 0; step < 40; step++) {
        if (step > 0) {
          const at = rng.int(text.length + 1);
          const cut = rng.chance(0.3) ? rng.int(Math.min(30, text.length - at) + 1) : 0;
          text = text.slice(0, at) + (rng.chance(0.8) ? rng.pick(FRAGMENTS) : '') + text.slice(at + cut);
        }
        const copy = trees.root('file:///mirror.java', text) as SyntaxNode;
        const fresh = parseJava(text);
        try {
          deepStrictEqual(flatten(copy), flatten(fresh.rootNode), `step ${step}`);
          for (const q of QUERIES) deepStrictEqual(spans(copy.descendantsOfType(q)), spans(fresh.rootNode.descendantsOfType(q)), `step ${step}: ${q.join(',')}`);
          equal(copy.text, text);
        } finally {
          fresh.delete();
        }
      }
      trees.clear();
    });
  }
});
