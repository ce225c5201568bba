// Windows workspace and document URIs become paths the scan and the extractors can use. This runs
// on Linux in CI: it checks the conversion (vscode-uri, which on Windows also turns "/" into "\"),
// that the workspace scan is handed the converted path, and — with a real directory whose name
// needs percent-encoding — that facts are found through a URI. It cannot open c:\ on this machine;
// reading a real Windows drive is left to a Windows run.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fsPathToUri, uriToFsPath } from '../../common/src/uri';
import { toSource } from '../../server/src/lsp/toSource';
import { moduleRuntime, scanWorkspaceFolders } from '../../server/src/node/workspaceFolders';
import { createLanguageService } from '../../server/src/service';
import type { WorkspaceFacts } from '../../server/src/service/workspace';

const WIN = process.platform === 'win32';
/** What a Windows path looks like from this platform: vscode-uri uses backslashes only on Windows. */
const win = (p: string) => (WIN ? p.replace(/\//g, '\\') : p);

describe('Windows URIs become usable paths', () => {
  it('a VS Code workspace folder URI with an encoded drive colon', () => {
    const uri = 'file:///c%3A/Users/me/proj';
    assert.equal(uriToFsPath(uri), win('c:/Users/me/proj'));
    // What stripping "file://" used to give: a path rooted at "/c:", which exists nowhere.
    assert.notEqual(uriToFsPath(uri), decodeURIComponent(uri.replace(/^file:\/\//, '')));
  });

  it('an unencoded drive letter, spaces and a UNC share', () => {
    assert.equal(uriToFsPath('file:///C:/Users/me/My%20Project/pom.xml'), win('c:/Users/me/My Project/pom.xml'));
    assert.equal(uriToFsPath('file://fileserver/share/proj'), win('//fileserver/share/proj'));
    assert.equal(uriToFsPath('file:///home/me/proj%23x'), win('/home/me/proj#x'));
  });

  it('the server hands the scan the folder path, not the URI', async () => {
    const got: string[][] = [];
    const scan = async (paths: string[]): Promise<WorkspaceFacts> => { got.push(paths); return { kafkajsCodecs: [] }; };
    await scanWorkspaceFolders(['file:///c%3A/Users/me/proj', 'file:///d%3A/work/other'], scan);
    assert.deepEqual(got, [[win('c:/Users/me/proj'), win('d:/work/other')]]);
  });

  it('an open document keeps a file name the extractors recognise (Spring application.yml)', () => {
    const text = 'spring:\n  kafka:\n    producer:\n      batch-size: 1024\n';
    const d = toSource(TextDocument.create('file:///c%3A/Users/me/proj/src/main/resources/application.yml', 'yaml', 1, text));
    assert.equal(d.fileName, win('c:/Users/me/proj/src/main/resources/application.yml'));
    const sites = createLanguageService({}).analyze(d).sites;
    assert.deepEqual(sites.map((s) => s.role), ['producer']);
  });

  it('the module version (pom.xml) is found through folder and document URIs that need encoding', async () => {
    const base = mkdtempSync(join(tmpdir(), 'kafka-tuning-uri-'));
    try {
      const root = join(base, 'My Proj #1 (100%)');
      mkdirSync(root);
      writeFileSync(join(root, 'pom.xml'), '<project><dependencies><dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-clients</artifactId><version>3.9.1</version></dependency></dependencies></project>');
      const uri = fsPathToUri(root);
      assert.match(uri, /My%20Proj%20%231%20%28100%25%29$/); // encoded the way VS Code sends it
      const modules = await moduleRuntime().modulesFor(`${uri}/producer.properties`, [uri]);
      assert.deepEqual(modules.map((m) => [m.folder, m.versions.java?.version]), [[uri, '3.9.1']]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
