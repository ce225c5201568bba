// The docs/ pages the product cites in what it shows: every `docs/<path>.md` inside a string or
// template literal of the shipped components (rule messages, rule pages, hovers, fix titles, panel
// and CLI text). Comments are skipped — they cite sources for the reader of the code, not the user.
// Used by `npm run package` (scripts/vscode/package.ts) and by the packaging tests: a cited page
// must be in the .vsix and in the CLI's npm package, or the installed product points at nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..');
/** The components whose text reaches a user (server/src holds the language service the CLI bundles too). */
export const SHIPPED_SOURCES = ['server/src', 'common/src', 'cli/src', 'client/src', 'bench/src'];
// "kafkajs docs/Producing.md" names kafkajs's own documentation, not a page of this product.
const CITED = /(?<!kafkajs (?:v[\d.]+ )?)\bdocs\/[\w./-]+\.md\b/g;

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Paths cited in the string literals of one TypeScript source text. */
export function citedIn(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, /* skipTrivia */ true, ts.LanguageVariant.Standard, text);
  const out: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    // A template's tail after `}` is only recognised when asked: re-scan it as a template part.
    if (kind === ts.SyntaxKind.CloseBraceToken) kind = scanner.reScanTemplateToken(false);
    if (kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral
      || kind === ts.SyntaxKind.TemplateHead || kind === ts.SyntaxKind.TemplateMiddle || kind === ts.SyntaxKind.TemplateTail) {
      out.push(...(scanner.getTokenValue().match(CITED) ?? []));
    }
  }
  return out;
}

/** Every cited docs path → the source files citing it, over the shipped components. */
export function citedDocs(root = ROOT): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const dir of SHIPPED_SOURCES) {
    for (const f of files(join(root, dir))) {
      for (const path of new Set(citedIn(readFileSync(f, 'utf8')))) out.set(path, [...(out.get(path) ?? []), relative(root, f)]);
    }
  }
  return out;
}

if (require.main === module) {
  for (const [path, from] of [...citedDocs()].sort()) console.log(`${path}\t${from.length} file(s)`);
}
