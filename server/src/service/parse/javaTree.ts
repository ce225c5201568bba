// Java syntax trees from tree-sitter (web-tree-sitter + tree-sitter-java's grammar, both WASM):
// ~25× faster than java-parser on a 5,000-line file, a re-parse after a one-character edit in
// ~1.5 ms, ~13× less memory per source byte, and it recovers from errors instead of throwing on the
// first one (npm run bench:java-parsers). WASM is instantiated asynchronously while analyze() is
// synchronous: a host awaits loadJavaGrammar() once before its first Java analysis (the server in
// its per-document ready(), the CLI before linting, tests in their preload) and hands over the two
// .wasm files, since the service reads no files itself.
import { Edit, Language, Parser, type Point, type Tree } from 'web-tree-sitter';
import { textChange } from './textChange';

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
 * The last tree of each recently analysed document, so an edit re-parses only what it touched
 * (tree.edit + parse with the old tree). Bounded: the least recently used tree is deleted past
 * `max` documents, and forget() deletes a closed document's tree at once.
 */
export class JavaTrees {
  private readonly trees = new Map<string, { text: string; tree: Tree }>();
  constructor(private readonly max = 32) {}

  /**
   * The tree of `text` for document `uri`, borrowed: valid until the next call for the same uri,
   * forget() or eviction. Callers read it synchronously and keep no node.
   */
  tree(uri: string, text: string): Tree {
    const last = this.trees.get(uri);
    this.trees.delete(uri);
    let tree: Tree;
    if (last && last.text === text) tree = last.tree;
    else if (last) {
      const change = textChange(last.text, text)!;
      last.tree.edit(new Edit({
        startIndex: change.start,
        oldEndIndex: change.oldEnd,
        newEndIndex: change.newEnd,
        startPosition: point(last.text, change.start),
        oldEndPosition: point(last.text, change.oldEnd),
        newEndPosition: point(text, change.newEnd),
      }));
      try {
        tree = parser().parse(text, last.tree) ?? parseJava(text);
      } finally {
        last.tree.delete();
      }
    } else tree = parseJava(text);
    this.trees.set(uri, { text, tree });
    for (const [old, entry] of this.trees) {
      if (this.trees.size <= this.max) break;
      entry.tree.delete();
      this.trees.delete(old);
    }
    return tree;
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
