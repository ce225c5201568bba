// Module aliases that every esbuild bundle of the language server's sources needs: scripts/build.mjs
// and the bench scripts that bundle the service to time it in process. One list, so a bench bundle
// is built as the shipped one is (bench:code once failed with "Cannot find module './impl/format'"
// because only build.mjs knew the jsonc-parser alias).
import { join } from 'node:path';

/** Aliases for a checkout at `root` (absolute paths, so the bundle's working directory does not matter). */
export function bundleAliases(root) {
  return {
    // web-tree-sitter's ES module build finds its files through import.meta.url, which a CommonJS
    // bundle does not have; its CommonJS build uses __dirname.
    'web-tree-sitter': join(root, 'node_modules/web-tree-sitter/web-tree-sitter.cjs'),
    // jsonc-parser's main build is UMD, whose require('./impl/format') a bundler cannot follow; its
    // ES module build imports plainly.
    'jsonc-parser': join(root, 'node_modules/jsonc-parser/lib/esm/main.js'),
  };
}
