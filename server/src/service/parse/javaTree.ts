// Java syntax trees from tree-sitter (web-tree-sitter + tree-sitter-java's grammar, both WASM):
// ~25× faster than java-parser on a 5,000-line file, a re-parse after a one-character edit in
// ~1.5 ms, ~13× less memory per source byte, and it recovers from errors instead of throwing on the
// first one (npm run bench:java-parsers). WASM is instantiated asynchronously while analyze() is
// synchronous: a host awaits loadJavaGrammar() once before its first Java analysis (the server in
// its per-document ready(), the CLI before linting, tests in their preload) and hands over the two
// .wasm files, since the service reads no files itself.
import { Edit, Language, Parser, type Point, type Tree } from 'web-tree-sitter';
import { MirrorNode, mirrorTree, updateMirror } from './javaMirror';
import { LANGUAGE_SIZE_CAPS } from '../../../../common/src/limits';
import { textChange, type TextChange } from './textChange';

export type { Node as JavaNode, Tree as JavaTree } from 'web-tree-sitter';

/** The two files a host reads for loadJavaGrammar (shipped beside the bundles, scripts/build.mjs). */
export type ParserWasm = 'web-tree-sitter.wasm' | 'tree-sitter-java.wasm';
export type ReadParserWasm = (file: ParserWasm) => Promise<Uint8Array>;

let loaded: Parser | undefined;
let loading: Promise<void> | undefined;

/** Loads the runtime and the Java grammar once; later calls return the same promise. */
export function loadJavaGrammar(read: ReadParserWasm): Promise<void> {
  loading ??= (async () => {
    await Parser.init({ wasmBinary: await read('web-tree-sitter.wasm') });
    const language = await Language.load(await read('tree-sitter-java.wasm'));
    const parser = new Parser();
    parser.setLanguage(language);
    loaded = parser;
  })().catch((e: unknown) => {
    // A failed load (a file missing from a package) may be retried by the next document.
    loading = undefined;
    throw e;
  });
  return loading;
}

export function javaGrammarLoaded(): boolean {
  return loaded !== undefined;
}

/**
 * The parser; throws when no host loaded the grammar. Like a parser bundle missing from a package
 * (util/parserMissing.ts), that is a broken installation to report, not a half-typed file.
 */
function parser(): Parser {
  if (loaded) return loaded;
  throw Object.assign(new Error('the Java grammar is not loaded: the host must await loadJavaGrammar() before analysing Java'), { code: 'PARSER_NOT_LOADED' });
}

/** A fresh tree of `text`; the caller deletes it (WASM memory is not garbage collected). */
export function parseJava(text: string): Tree {
  const tree = parser().parse(text);
  if (!tree) throw new Error('tree-sitter returned no tree');
  return tree;
}

/**
 * Documents up to the Java size cap (common/src/limits.ts) keep a JavaScript copy of their tree
 * (parse/javaMirror.ts) for fast re-analysis: an edit copies again only the class members it
 * touched, and the site walk replays the others (sites/java/collect.ts). The copy costs ~100 bytes
 * of heap per source character (the 180 KB, 5,000-line file of `npm run bench:code`: ~21 MB; the
 * 712,500-character file of `npm run bench:big`: ~70 MB) and, made from nothing at the open, ~0.4 s
 * of CPU for that file (open 1.3 → 1.7 s, still under the 2 s goal), against ~1 s for its first
 * keystroke had it been made then. Without it every keystroke walked the whole tree through
 * web-tree-sitter: 364 ms median on that file. The copies kept together are bounded by
 * MIRRORED_CHARS (~760,000 characters, ~75 MB): the document analysed last keeps its copy whatever its
 * size, the others theirs, most recent first, while the total stays under it.
 */
export const MIRRORED_CHARS = LANGUAGE_SIZE_CAPS.java + 256 * 1024;

interface Entry {
  text: string;
  tree: Tree;
  mirror?: ReturnType<typeof mirrorTree>;
}

/**
 * The last tree of each recently analysed document, so an edit re-parses only what it touched
 * (tree.edit + parse with the old tree). Bounded: the least recently used tree is deleted past
 * `max` documents, and forget() deletes a closed document's tree at once.
 */
export class JavaTrees {
  private readonly trees = new Map<string, Entry>();
  /** `mirror` false: roots are tree-sitter's own nodes whatever the size (documents analysed once). */
  constructor(private readonly max = 32, private readonly mirror = true) {}

  /**
   * The tree of `text` for document `uri`, borrowed: valid until the next call for the same uri,
   * forget() or eviction. Callers read it synchronously and keep no node.
   */
  tree(uri: string, text: string): Tree {
    return this.entry(uri, text).entry.tree;
  }

  /**
   * The root of `text`'s syntax for document `uri`: the JavaScript copy of its tree, updated from
   * the previous one (only the members an edit touched are copied again), or, for a document over
   * the Java size cap (which the analysis skips), the tree-sitter root itself. Borrowed like tree().
   */
  root(uri: string, text: string): MirrorNode | Tree['rootNode'] {
    const { entry, previous, change } = this.entry(uri, text);
    if (!this.mirror || text.length > LANGUAGE_SIZE_CAPS.java) return entry.tree.rootNode;
    if (!entry.mirror) {
      entry.mirror = previous && change ? updateMirror(previous, entry.tree, text, change) : mirrorTree(entry.tree, text);
      // The most recent documents keep theirs (this one is last in the map's order).
      let chars = 0;
      for (const e of [...this.trees.values()].reverse()) {
        if (!e.mirror) continue;
        chars += e.text.length;
        if (chars > MIRRORED_CHARS && e !== entry) e.mirror = undefined;
      }
    }
    return entry.mirror.root;
  }

  private entry(uri: string, text: string): { entry: Entry; previous?: Entry['mirror']; change?: TextChange } {
    const last = this.trees.get(uri);
    this.trees.delete(uri);
    let entry: Entry;
    let change: TextChange | undefined;
    if (last && last.text === text) entry = last;
    else if (last) {
      change = textChange(last.text, text)!;
      last.tree.edit(new Edit({
        startIndex: change.start,
        oldEndIndex: change.oldEnd,
        newEndIndex: change.newEnd,
        startPosition: point(last.text, change.start),
        oldEndPosition: point(last.text, change.oldEnd),
        newEndPosition: point(text, change.newEnd),
      }));
      try {
        entry = { text, tree: parser().parse(text, last.tree) ?? parseJava(text) };
      } finally {
        last.tree.delete();
      }
    } else entry = { text, tree: parseJava(text) };
    this.trees.set(uri, entry);
    for (const [old, e] of this.trees) {
      if (this.trees.size <= this.max) break;
      e.tree.delete();
      this.trees.delete(old);
    }
    return { entry, previous: entry === last ? undefined : last?.mirror, change };
  }

  /** Whether document `uri`'s last tree has its JavaScript copy (tests). */
  hasCopy(uri: string): boolean {
    return !!this.trees.get(uri)?.mirror;
  }

  forget(uri: string): void {
    this.trees.get(uri)?.tree.delete();
    this.trees.delete(uri);
  }

  clear(): void {
    for (const { tree } of this.trees.values()) tree.delete();
    this.trees.clear();
  }

  get size(): number {
    return this.trees.size;
  }
}

/** Row and column (UTF-16 code units, as web-tree-sitter counts them for string input) of an offset. */
function point(text: string, offset: number): Point {
  let row = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: offset - lineStart };
}
