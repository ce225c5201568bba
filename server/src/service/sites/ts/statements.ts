// A TS/JS document as its top-level statements, each a node of some syntax tree plus the document
// offset where that tree's position 0 lies. Right after a whole-file parse every statement is a
// node of that one tree at offset 0; after an edit inside one statement, sourceFiles.ts re-parses
// that statement alone (a small tree of its own, at the statement's document offset) and moves the
// offsets of the statements after it, so no node of the rest of the file is visited or moved.
// Everything the site walk reads about where a node is, or what its text is, goes through here:
// a node's own `pos`/`end` are positions in its own tree, not in the document.
import ts from 'typescript';

export class DocStatements {
  private index: Map<ts.Node, number> | undefined;

  /**
   * `text` is the document's; `files[i]` is the tree `nodes[i]` belongs to and `deltas[i]` the
   * document offset of that tree's position 0.
   */
  constructor(
    readonly text: string,
    readonly nodes: readonly ts.Statement[],
    readonly files: readonly ts.SourceFile[],
    readonly deltas: readonly number[],
  ) {}

  /** Every statement of a whole-file parse, at offset 0. */
  static of(sf: ts.SourceFile): DocStatements {
    const n = sf.statements.length;
    return new DocStatements(sf.text, sf.statements, new Array<ts.SourceFile>(n).fill(sf), new Array<number>(n).fill(0));
  }

  /** Position in the statement list of the top-level statement holding `node` (-1: none, e.g. the file itself). */
  indexOf(node: ts.Node): number {
    let top = node;
    while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent;
    if (!this.index) {
      this.index = new Map();
      this.nodes.forEach((s, i) => this.index!.set(s, i));
    }
    return this.index.get(top) ?? -1;
  }

  /** Document offset of the first character of `node`'s first token. */
  startOf(node: ts.Node): number {
    const i = this.indexOf(node);
    return i < 0 ? node.getStart() : node.getStart(this.files[i]) + this.deltas[i];
  }

  /** Document offset just past `node`'s last token. */
  endOf(node: ts.Node): number {
    const i = this.indexOf(node);
    return node.end + (i < 0 ? 0 : this.deltas[i]);
  }

  /** Document offset of `node`'s full start (its leading trivia included). */
  fullStartOf(node: ts.Node): number {
    const i = this.indexOf(node);
    return node.pos + (i < 0 ? 0 : this.deltas[i]);
  }

  /** The node's source text, as `node.getText()` of a whole-file parse gives it. */
  textOf(node: ts.Node): string {
    const i = this.indexOf(node);
    return i < 0 ? node.getText() : node.getText(this.files[i]);
  }

  /** The top-level statement before `statement`, if it is one and has one. */
  previous(statement: ts.Statement): ts.Statement | undefined {
    const i = this.indexOf(statement);
    return i > 0 && this.nodes[i] === statement ? this.nodes[i - 1] : undefined;
  }
}
