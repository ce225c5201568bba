// The WASM files of the Java parser (parse/javaTree.ts), read for the service, which reads no
// files itself. The bundles ship them in parsers/ beside themselves (scripts/build.mjs, like the
// lazily loaded parser bundles); run from sources (tsx, tests) they come from node_modules.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documentKind } from '../../../common/src/model';
import { loadJavaGrammar, type ReadParserWasm } from '../service/parse/javaTree';

const IN_PACKAGES = {
  'web-tree-sitter.wasm': 'web-tree-sitter/web-tree-sitter.wasm',
  'tree-sitter-java.wasm': 'tree-sitter-java/tree-sitter-java.wasm',
} as const;

export const readParserWasm: ReadParserWasm = async (file) => {
  const shipped = join(__dirname, 'parsers', file);
  return readFile(existsSync(shipped) ? shipped : require.resolve(IN_PACKAGES[file]));
};

/** Loads the parser a document needs before its first analysis: the Java grammar for Java, nothing else. */
export function parsersFor(fileName: string, languageId?: string): Promise<void> {
  return documentKind(fileName, languageId)?.reader === 'java' ? loadJavaGrammar(readParserWasm) : Promise.resolve();
}
