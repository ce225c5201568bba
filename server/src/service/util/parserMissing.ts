/**
 * A parser the analysis needs is not there: a lazily loaded parser bundle is absent (scripts/build.mjs
 * LAZY_PARSERS: a package that left out its parsers/ files), or the host never loaded the Java
 * grammar (parse/javaTree.ts). Extractors treat a parse failure as a half-typed file; this one is not.
 */
export function parserMissing(e: unknown): boolean {
  const code = (e as { code?: unknown } | undefined)?.code;
  return code === 'MODULE_NOT_FOUND' || code === 'PARSER_NOT_LOADED';
}
