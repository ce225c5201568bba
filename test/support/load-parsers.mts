// Preloaded into every test process (scripts/test.mjs: --import): the Java grammar is WASM, loaded
// asynchronously once, while the service's analyze() is synchronous — the same load the server does
// in its per-document ready() and the CLI before linting. Loaded through require, so it is the same
// module instance the (CommonJS) tests reach. Running one test file by hand:
//   node --conditions=import --import tsx --import ./test/support/load-parsers.mts --test test/unit/<file>.test.ts
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { loadJavaGrammar } = require('../../server/src/service/parse/javaTree.ts');
const { readParserWasm } = require('../../server/src/node/parserWasm.ts');
await loadJavaGrammar(readParserWasm);
