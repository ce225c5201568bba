/**
 * The lazily loaded parser bundle is absent (scripts/build.mjs LAZY_PARSERS: a package that left
 * out its parsers/ files). Extractors treat a parse failure as a half-typed file; this one is not.
 */
export function parserMissing(e: unknown): boolean {
  return (e as { code?: unknown } | undefined)?.code === 'MODULE_NOT_FOUND';
}
