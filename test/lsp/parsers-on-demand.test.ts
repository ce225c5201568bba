// The bundled server loads its heavy parsers (the 9 MB TypeScript compiler, the tree-sitter Java
// grammar) only when a document needs them (scripts/build.mjs "lazy-parser"). A module-level use
// of `ts.SyntaxKind` anywhere in the service undoes that silently: every server would then compile
// TypeScript at start and carry its heap, whose collections pause hovers on other documents.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const OUT = join(__dirname, '../../server/out');

/** Requires `entry` in a fresh node and lists the parser modules loaded by then; then requires `then`, if given. */
function parsersLoaded(entry: string, then?: string): string[] {
  const script = `
    const Module = require('module');
    const seen = [];
    const load = Module._load;
    Module._load = function (request, ...rest) {
      if (/parsers[\\\\/]|web-tree-sitter|^typescript$/.test(request)) seen.push(request);
      return load.call(this, request, ...rest);
    };
    require(${JSON.stringify(entry)});
    ${then ? `require(${JSON.stringify(then)});` : ''}
    process.stdout.write(JSON.stringify(seen));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

describe('parsers are loaded on demand', () => {
  it('loading the language service loads no parser', () => {
    assert.deepEqual(parsersLoaded(join(OUT, 'languageServer.js')), []);
  });

  it('the check sees a parser when one is loaded (control)', () => {
    const seen = parsersLoaded(join(OUT, 'languageServer.js'), join(OUT, 'parsers/typescript.js'));
    assert.ok(seen.some((r) => r.endsWith('typescript.js')), JSON.stringify(seen));
  });
});
