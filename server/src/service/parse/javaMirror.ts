// A plain JavaScript copy of a tree-sitter Java tree, kept per open document and patched after each
// edit. Why: the site extractor reads a few thousand nodes per 5,000-line file (types, fields,
// parents, texts) and walks the whole tree five times; through web-tree-sitter every read is a round
// trip into the WASM module and every descendantsOfType() a walk over all ~78,000 nodes, which cost
// ~100 ms per keystroke while the re-parse itself takes ~2 ms (npm run bench:code). The copy answers
// the same questions from JavaScript objects, and after an edit only the class members the edit
// touched are copied again: the others are moved into the new copy, and each member's
// descendantsOfType() answers stay cached on it. Moving a member costs one addition: the nodes below
// it keep their offsets relative to a shared Anchor (see there), not absolute ones.
//
// It offers only the part of web-tree-sitter's Node the extractor uses (sites/java), with the same
// answers (test/unit/java-mirror.test.ts compares both on every Java fixture, fresh and after edits).
import type { Node, Tree, TreeCursor } from 'web-tree-sitter';
import type { TextChange } from './textChange';

/** The document's current text, shared by every node of one document's copy. */
interface Source {
  text: string;
}

/**
 * Nodes whose children are class members or declarations: an edit inside one of them copies again
 * only the child it touched. Anything below a member (a method's statements) is copied whole, so a
 * node is never reused where the parse of its text might depend on what surrounds it.
 */
export const CONTAINERS: ReadonlySet<string> = new Set([
  'program', 'class_declaration', 'class_body', 'interface_declaration', 'interface_body', 'enum_declaration', 'enum_body',
  'enum_body_declarations', 'record_declaration', 'annotation_type_declaration', 'annotation_type_body',
]);

/** descendantsOfType() answers are cached on nodes at least this big (most statements are smaller). */
const MEMO_MIN_SIZE = 32;

let nextId = 1;

/**
 * Where a group of nodes sits: a node's offsets are its stored ones plus its anchor's delta. Why:
 * an edit that inserts or deletes moves every node after it (~39,000 in the middle of the 5,000-line
 * file); updating each node's offsets took ~38 % of such an edit. Each member copied whole shares
 * one anchor (`whole`), so moving it adds to one number. A container node (program, class_body…)
 * has an anchor of its own that covers only itself: its children are moved each on their own.
 */
interface Anchor {
  delta: number;
  /** The node the anchor was made for: a moved subtree is shifted at its anchors' owners. */
  readonly owner: MirrorNode;
  /** True: every node below the owner shares this anchor; false: the owner alone. */
  readonly whole: boolean;
}

export class MirrorNode {
  /** Unique among live nodes, like Node.id: the extractor compares nodes by it. */
  readonly id = nextId++;
  parent: MirrorNode | null = null;
  readonly children: MirrorNode[] = [];
  /** Nodes in this subtree, itself included. */
  size = 1;
  hasError = false;
  anchor!: Anchor;
  private named?: MirrorNode[];
  private memo?: Map<string, MirrorNode[]>;

  constructor(
    private readonly src: Source,
    readonly type: string,
    readonly isNamed: boolean,
    readonly isMissing: boolean,
    /** The field this node fills in its parent (`name`, `body`…), null for none. */
    public fieldName: string | null,
    /** Offsets relative to the anchor's delta at the time the node was made. */
    private readonly start: number,
    private readonly end: number,
    /** Shared with the parent; null: one of its own, covering the node's subtree unless `whole` is false. */
    anchor: Anchor | null,
    whole = !CONTAINERS.has(type),
  ) {
    this.anchor = anchor ?? { delta: 0, owner: this, whole };
  }

  get startIndex(): number {
    return this.start + this.anchor.delta;
  }

  get endIndex(): number {
    return this.end + this.anchor.delta;
  }

  get isError(): boolean {
    return this.type === 'ERROR';
  }

  get text(): string {
    return this.src.text.slice(this.startIndex, this.endIndex);
  }

  get namedChildren(): MirrorNode[] {
    return (this.named ??= this.children.filter((c) => c.isNamed));
  }

  get firstChild(): MirrorNode | null {
    return this.children[0] ?? null;
  }

  get firstNamedChild(): MirrorNode | null {
    return this.namedChildren[0] ?? null;
  }

  childForFieldName(name: string): MirrorNode | null {
    for (const c of this.children) if (c.fieldName === name) return c;
    return null;
  }

  childrenForFieldName(name: string): MirrorNode[] {
    return this.children.filter((c) => c.fieldName === name);
  }

  /** As Node.descendantsOfType: this node and its descendants of the given types, in document order. */
  descendantsOfType(types: string | string[]): MirrorNode[] {
    const list = typeof types === 'string' ? [types] : types;
    const out: MirrorNode[] = [];
    this.collect(new Set(list), list.join('\0'), out);
    return out;
  }

  private collect(types: Set<string>, key: string, out: MirrorNode[]): void {
    const cached = this.memo?.get(key);
    if (cached) {
      for (const n of cached) out.push(n);
      return;
    }
    if (this.size < MEMO_MIN_SIZE) {
      if (types.has(this.type)) out.push(this);
      for (const c of this.children) c.collect(types, key, out);
      return;
    }
    const mine: MirrorNode[] = [];
    if (types.has(this.type)) mine.push(this);
    for (const c of this.children) c.collect(types, key, mine);
    (this.memo ??= new Map()).set(key, mine);
    for (const n of mine) out.push(n);
  }

  /**
   * After the node's children are in place: its size and whether an error lies below it, as
   * tree-sitter counts it (Node.hasError is "error cost > 0"). An ERROR node with children always
   * costs something, but an ERROR leaf, a character the lexer could not read (a backtick outside a
   * comment), costs nothing itself: only the ERROR node around it does.
   */
  finish(): void {
    let size = 1;
    let error = (this.isError && this.children.length > 0) || this.isMissing;
    for (const c of this.children) {
      size += c.size;
      error ||= c.hasError;
    }
    this.size = size;
    this.hasError = error;
  }
}

/** A copy of the whole tree (a document's first analysis). */
export function mirrorTree(tree: Tree, text: string): { root: MirrorNode; src: Source } {
  const src: Source = { text };
  const cursor = tree.walk();
  try {
    return { root: copy(cursor, src, null), src };
  } finally {
    cursor.delete();
  }
}

/**
 * The copy of `tree` (the re-parse of the text after `change`) made from `previous`, the copy of
 * the tree before it: members the change did not touch are moved over, the rest copied. `previous`
 * is consumed (its reused nodes now belong to the result).
 */
export function updateMirror(previous: { root: MirrorNode; src: Source }, tree: Tree, text: string, change: TextChange): { root: MirrorNode; src: Source } {
  const src = previous.src;
  src.text = text;
  // A tree without an error anywhere has none in any child: then no child need be asked (each
  // cursor.currentNode is a round trip into WASM and an object, ~3 ms per keystroke in a 712,500-character file).
  const clean = !tree.rootNode.hasError;
  return { root: refresh(tree.rootNode, previous.root, src, change, null, clean), src };
}

function refresh(node: Node, old: MirrorNode, src: Source, change: TextChange, field: string | null, clean: boolean): MirrorNode {
  const n = new MirrorNode(src, node.type, node.isNamed, node.isMissing, field, node.startIndex, node.endIndex, null, false);
  const delta = change.newEnd - change.oldEnd;
  const cursor = node.walk();
  try {
    if (cursor.gotoFirstChild()) {
      let o = 0; // old children before this index start before the current child
      do {
        const type = cursor.nodeType;
        const start = cursor.startIndex;
        const end = cursor.endIndex;
        const childField = cursor.currentFieldName;
        let child: MirrorNode | undefined;
        const before = end < change.start || (end === change.start && start < end);
        const after = start > change.newEnd || (start === change.newEnd && start < end);
        if (before || after) {
          // The child's text is the same as before (outside the change), at `oldStart` then.
          const oldStart = before ? start : start - delta;
          while (o < old.children.length && old.children[o].startIndex < oldStart) o++;
          const same = old.children[o];
          // (A node sharing its anchor with the nodes around it cannot be moved alone.)
          if (same && same.anchor.owner === same && same.startIndex === oldStart && same.endIndex - same.startIndex === end - start && same.type === type
            && same.fieldName === childField && !same.hasError && !same.isMissing && (clean || !cursor.currentNode.hasError)) {
            child = same;
            o++;
            if (start !== oldStart) shift(child, start - oldStart);
          }
        } else if (CONTAINERS.has(type)) {
          // The change is inside this child: the old child that held it, if it was the same kind.
          const real = cursor.currentNode;
          const holder = old.children.find((c) => c.type === type && c.startIndex <= change.start && c.endIndex >= change.oldEnd);
          if (holder) child = refresh(real, holder, src, change, childField, clean);
        }
        child ??= copy(cursor, src, childField);
        child.parent = n;
        child.fieldName = childField;
        n.children.push(child);
      } while (cursor.gotoNextSibling());
    }
  } finally {
    cursor.delete();
  }
  n.finish();
  return n;
}

/**
 * Moves a reused subtree by `d` characters: a member copied whole by one addition to its anchor; a
 * container (a nested class kept whole) by its own anchor and then each of its children's.
 */
function shift(root: MirrorNode, d: number): void {
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    n.anchor.delta += d;
    if (!n.anchor.whole) for (const c of n.children) stack.push(c);
  }
}

/**
 * Copies the cursor's current node and everything below it; the cursor ends where it started. Each
 * container and each child of a container gets an anchor of its own (the parts refresh() may later
 * reuse one by one); every other node shares its parent's.
 */
function copy(cursor: TreeCursor, src: Source, field: string | null): MirrorNode {
  const make = (f: string | null, parent?: MirrorNode) => {
    const shared = parent && parent.anchor.whole ? parent.anchor : null;
    return new MirrorNode(src, cursor.nodeType, cursor.nodeIsNamed, cursor.nodeIsMissing, f, cursor.startIndex - (shared?.delta ?? 0), cursor.endIndex - (shared?.delta ?? 0), shared);
  };
  const top = make(field);
  // Iterative: a long chain of `+` nests thousands deep.
  const path: MirrorNode[] = [top];
  let descended = false;
  let depth = 0;
  for (;;) {
    if (!descended && cursor.gotoFirstChild()) {
      depth++;
      const c = make(cursor.currentFieldName, path[path.length - 1]);
      c.parent = path[path.length - 1];
      c.parent.children.push(c);
      path.push(c);
      continue;
    }
    // This node is complete.
    path[path.length - 1].finish();
    if (depth === 0) break;
    path.pop();
    if (cursor.gotoNextSibling()) {
      descended = false;
      const c = make(cursor.currentFieldName, path[path.length - 1]);
      c.parent = path[path.length - 1];
      c.parent.children.push(c);
      path.push(c);
    } else {
      cursor.gotoParent();
      depth--;
      descended = true;
    }
  }
  return top;
}
