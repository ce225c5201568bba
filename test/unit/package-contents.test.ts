// What `npm run package` refuses to ship (scripts/vscode/package.ts packageProblems): the CLI (its
// own package), a missing rule reference, a .wasm twice, a bundle whose sourceMappingURL names a map that is not packaged,
// a bundle that requires a part left out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packageProblems } from '../../scripts/vscode/package';

const js = (map?: string) => `console.log(1);\n${map ? `//# sourceMappingURL=${map}\n` : ''}`;

describe('package contents check', () => {
  it('passes the extension as it should ship', () => {
    const files = ['package.json', 'docs/rules.md', 'client/out/extension.js', 'client/out/webview/main.js', 'server/out/server.js', 'client/out/zstd.wasm'];
    assert.deepEqual(packageProblems(files, () => js()), []);
  });

  it('refuses a package without a page the product cites', () => {
    const files = ['docs/rules.md', 'server/out/server.js', 'docs/evidence/linger-cost.md'];
    assert.deepEqual(packageProblems(files, () => js(), undefined, ['docs/evidence/linger-cost.md']), []);
    assert.deepEqual(packageProblems(files, () => js(), undefined, ['docs/sources.md']), ["docs/sources.md is cited by the product's messages or hovers but not packaged (.vscodeignore)"]);
  });

  it('an inline map is fine; a shipped .map file is not', () => {
    assert.deepEqual(packageProblems(['docs/rules.md', 'server/out/server.js'], () => js('data:application/json;base64,e30=')), []);
    const problems = packageProblems(['docs/rules.md', 'client/out/extension.js', 'client/out/extension.js.map'], () => js('extension.js.map'));
    assert.deepEqual(problems, ['source maps are for development, not the .vsix: client/out/extension.js.map']);
  });

  it('flags a large bundle that was not minified, and passes a minified one of the same size', () => {
    const readable = Array.from({ length: 5000 }, (_, i) => `  const value${i} = compute(${i});`).join('\n');
    const minified = Array.from({ length: 40 }, () => 'a'.repeat(4000)).join('\n');
    assert.match(packageProblems(['docs/rules.md', 'server/out/server.js'], () => readable).join('\n'), /server\/out\/server\.js is not minified/);
    assert.deepEqual(packageProblems(['docs/rules.md', 'server/out/server.js'], () => minified), []);
  });

  it('flags the CLI, a second zstd.wasm and a dangling source map', () => {
    const files = ['docs/rules.md', 'client/out/extension.js', 'server/out/server.js', 'cli/out/kafka-tune.js', 'client/out/zstd.wasm', 'server/out/zstd.wasm'];
    const problems = packageProblems(files, (f) => (f === 'server/out/server.js' ? js('server.js.map') : js()));
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems[0], /CLI is its own package.*cli\/out\/kafka-tune\.js/);
    assert.match(problems[1], /zstd\.wasm is packaged 2 times/);
    assert.match(problems[2], /server\/out\/server\.js points at server\.js\.map/);
  });

  it('flags a bundle that requires a part that is not packaged', () => {
    const entry = 'async function l(){const{serve:e}=await Promise.resolve().then(()=>require("./languageServer.js"));e()}\n';
    const read = (f: string) => (f === 'server/out/server.js' ? entry : js());
    assert.deepEqual(packageProblems(['docs/rules.md', 'server/out/server.js'], read), ['server/out/server.js requires ./languageServer.js, which is not packaged']);
    assert.deepEqual(packageProblems(['docs/rules.md', 'server/out/server.js', 'server/out/languageServer.js'], read), []);
  });

  it('flags a package without the icon package.json names; passes it with', () => {
    const files = ['package.json', 'docs/rules.md', 'client/out/extension.js'];
    assert.deepEqual(packageProblems(files, () => js(), 'media/icon.png'), ['media/icon.png (package.json icon) is not packaged']);
    assert.deepEqual(packageProblems([...files, 'media/icon.png'], () => js(), 'media/icon.png'), []);
  });

  it('flags a package without the rule reference diagnostics open', () => {
    const problems = packageProblems(['package.json', 'client/out/extension.js', 'server/out/server.js'], () => js());
    assert.deepEqual(problems, ['docs/rules.md is missing: diagnostic codes open it inside VS Code']);
  });
});
