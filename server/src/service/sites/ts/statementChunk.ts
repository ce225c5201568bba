// Re-parses the one top-level statement an edit falls in, alone, and says whether that parse is
// provably the one a parse of the whole new text would give for it. It is when:
//   - the previous text parsed without a single error (the caller only asks then), and so does
//     the statement alone: an unterminated comment, string or template, a stray `}` or an `else`
//     that now starts the statement show up as errors, and each would change what follows;
//   - the statement alone is exactly one statement that ends where the text ends (a trailing
//     comment would belong to the next statement in the whole file);
//   - its end does not depend on what follows: it ends with `;` or with the `}` of a block-shaped
//     statement (function, class, block, if/for/while with such a body…), unless it is the last
//     statement, where the whole file's end is its end too. `const f = () => {}` does not qualify:
//     `function () {}` in its place followed by a line starting with `(` would become a call;
//   - its start does not depend on what precedes: the statement before ends as above, or the new
//     statement starts after a line break with the same kind of token as before, a kind no
//     unfinished statement can take in after a line break (an identifier, `const`, `function`…);
//   - no top-level `await` (a module re-parses those in its await context), the same answer as
//     before to "does this statement make the file a module" (import/export/import.meta), and no
//     `#!` at a start that is not the file's.
// Anything else returns undefined and the caller parses the whole file.
import ts from 'typescript';

/**
 * Token kinds that, after a line break, start a new statement whatever the previous one was.
 * Built on first use: a module-level Set would read ts.SyntaxKind when the module loads and so
 * pull the 9 MB TypeScript parser into every server, also one that never opens a TS file.
 */
let starters: Set<ts.SyntaxKind> | undefined;
const STARTERS = (): Set<ts.SyntaxKind> => (starters ??= new Set<ts.SyntaxKind>([
  ts.SyntaxKind.Identifier, ts.SyntaxKind.ConstKeyword, ts.SyntaxKind.VarKeyword, ts.SyntaxKind.FunctionKeyword,
  ts.SyntaxKind.ClassKeyword, ts.SyntaxKind.IfKeyword, ts.SyntaxKind.ForKeyword, ts.SyntaxKind.WhileKeyword, ts.SyntaxKind.DoKeyword,
  ts.SyntaxKind.ReturnKeyword, ts.SyntaxKind.ThrowKeyword, ts.SyntaxKind.TryKeyword, ts.SyntaxKind.SwitchKeyword,
  ts.SyntaxKind.ExportKeyword, ts.SyntaxKind.ImportKeyword, ts.SyntaxKind.InterfaceKeyword, ts.SyntaxKind.EnumKeyword,
  ts.SyntaxKind.BreakKeyword, ts.SyntaxKind.ContinueKeyword, ts.SyntaxKind.AtToken,
]));

export interface Reparsed {
  sf: ts.SourceFile;
  statement: ts.Statement;
}

export interface ChunkContext {
  fileName: string;
  kind: ts.ScriptKind;
  /** The new text of the statement's span: its full start to its end, leading trivia included. */
  text: string;
  /** Document offset where `text` starts. */
  start: number;
  /** The statement as it was, and the tree it belongs to. */
  old: ts.Statement;
  oldFile: ts.SourceFile;
  /** The top-level statement before it (undefined for the first) and after it (undefined for the last). */
  previous: { node: ts.Statement; file: ts.SourceFile } | undefined;
  hasNext: boolean;
}

export function reparseStatement(c: ChunkContext): Reparsed | undefined {
  if (c.start > 0 && c.text.startsWith('#!')) return undefined;
  let sf: ts.SourceFile;
  try {
    sf = ts.createSourceFile(c.fileName, c.text, ts.ScriptTarget.Latest, false, c.kind);
  } catch {
    // An assertion inside the parser (TypeScript 5.9 asserts on some half-typed `await using`): the whole file decides.
    return undefined;
  }
  if (sf.statements.length !== 1 || !parsedCleanly(sf)) return undefined;
  const statement = sf.statements[0];
  if (statement.end !== c.text.length) return undefined;
  if (c.hasNext && !endsOnItsOwn(statement, sf)) return undefined;
  if (c.previous && !endsOnItsOwn(c.previous.node, c.previous.file)) {
    const now = firstToken(c.text, c.kind);
    const before = firstToken(c.oldFile.text.slice(c.old.pos, c.old.end), c.kind);
    if (now.kind !== before.kind || !now.afterLineBreak || !before.afterLineBreak || !STARTERS().has(now.kind)) return undefined;
  }
  const facts = factsOf(statement);
  if (facts.topLevelAwait || facts.makesModule !== factsOf(c.old).makesModule) return undefined;
  return { sf, statement };
}

/** The whole text parsed without an error (parseDiagnostics is internal to TypeScript: when it is missing, assume the worst). */
export function parsedCleanly(sf: ts.SourceFile): boolean {
  const d = (sf as { parseDiagnostics?: unknown }).parseDiagnostics;
  return Array.isArray(d) && d.length === 0;
}

/**
 * A whole-file parse whose statements can each be re-parsed alone later: no syntax error, and no
 * top-level `await` in a module. For the latter TypeScript parses the file again from the first
 * such statement in its await context, and that second pass can run on over the statements after
 * it (TypeScript 5.9's reparseTopLevelAwait), so their parse depends on an earlier statement. The
 * statements it parsed again carry the AwaitContext flag.
 */
export function splittable(sf: ts.SourceFile): boolean {
  return parsedCleanly(sf) && !sf.statements.some((s) => (s.flags & ts.NodeFlags.AwaitContext) !== 0);
}

/** The statement ends at its last token whatever follows it (a `;`, or the `}` of a block-shaped statement). */
export function endsOnItsOwn(s: ts.Statement, sf: ts.SourceFile): boolean {
  switch (s.kind) {
    case ts.SyntaxKind.Block:
    case ts.SyntaxKind.ClassDeclaration:
    case ts.SyntaxKind.InterfaceDeclaration:
    case ts.SyntaxKind.EnumDeclaration:
    case ts.SyntaxKind.SwitchStatement:
    case ts.SyntaxKind.TryStatement:
    case ts.SyntaxKind.EmptyStatement:
      return true;
    case ts.SyntaxKind.FunctionDeclaration:
      return !!(s as ts.FunctionDeclaration).body || endsWithSemicolon(s, sf);
    case ts.SyntaxKind.ModuleDeclaration: {
      const body = (s as ts.ModuleDeclaration).body;
      return !body ? endsWithSemicolon(s, sf) : ts.isModuleBlock(body) ? true : endsOnItsOwn(body as ts.Statement, sf);
    }
    case ts.SyntaxKind.IfStatement: {
      const i = s as ts.IfStatement;
      return endsOnItsOwn(i.elseStatement ?? i.thenStatement, sf);
    }
    case ts.SyntaxKind.ForStatement:
    case ts.SyntaxKind.ForInStatement:
    case ts.SyntaxKind.ForOfStatement:
    case ts.SyntaxKind.WhileStatement:
    case ts.SyntaxKind.WithStatement:
    case ts.SyntaxKind.LabeledStatement:
      return endsOnItsOwn((s as ts.IterationStatement | ts.WithStatement | ts.LabeledStatement).statement, sf);
    default:
      return endsWithSemicolon(s, sf);
  }
}

/** No token but `;` ends with that character (strings, regexes and templates end with their delimiter). */
function endsWithSemicolon(s: ts.Node, sf: ts.SourceFile): boolean {
  return s.end > s.pos && sf.text.charCodeAt(s.end - 1) === 59; // ';'
}

function firstToken(text: string, kind: ts.ScriptKind): { kind: ts.SyntaxKind; afterLineBreak: boolean } {
  const variant = kind === ts.ScriptKind.TSX || kind === ts.ScriptKind.JSX ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, variant, text);
  const k = scanner.scan();
  return { kind: k, afterLineBreak: scanner.hasPrecedingLineBreak() };
}

interface Facts { topLevelAwait: boolean; makesModule: boolean }

const factsCache = new WeakMap<ts.Statement, Facts>();

/**
 * Whether the statement holds an `await` outside an async function (a module parses those
 * differently), and whether it makes its file a module (TypeScript's isFileProbablyExternalModule:
 * import/export declarations, an export modifier, `import.meta`).
 */
function factsOf(statement: ts.Statement): Facts {
  const known = factsCache.get(statement);
  if (known) return known;
  const facts: Facts = {
    topLevelAwait: false,
    makesModule: ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)
      || (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference))
      || (ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)),
  };
  const walk = (n: ts.Node, inAsync: boolean): void => {
    if (ts.isMetaProperty(n) && n.keywordToken === ts.SyntaxKind.ImportKeyword) facts.makesModule = true;
    if (!inAsync && (n.kind === ts.SyntaxKind.AwaitExpression || n.kind === ts.SyntaxKind.AwaitKeyword
      || (ts.isIdentifier(n) && n.escapedText === 'await'))) facts.topLevelAwait = true;
    const async = inAsync || (ts.isFunctionLike(n) && ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.AsyncKeyword));
    ts.forEachChild(n, (c) => walk(c, async));
  };
  walk(statement, false);
  factsCache.set(statement, facts);
  return facts;
}
