// `kafka-tune lint`: the same analysis the editor shows, over files and folders, as text, JSON
// ({ file, diagnostics }[] with LSP Diagnostic objects) or SARIF 2.1.0 for code-scanning UIs.
import { promises as fs } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentKind, languageIdForPath } from '../../common/src/model';
import { createLanguageService, RULES, scanWorkspace } from '../../server/src/index';
import type { FileResult } from './results';
import { toSarif } from './sarif';

const SKIP_DIRS = new Set(['node_modules', '.git', 'out', 'dist', 'target', 'build']);

export type { FileResult } from './results';

export async function lintCommand(args: string[]): Promise<number> {
  let format = 'text';
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--format') format = args[++i] ?? '';
    else if (args[i].startsWith('--format=')) format = args[i].slice(9);
    else if (args[i].startsWith('-')) throw new Error(`unknown option ${args[i]}`);
    else paths.push(args[i]);
  }
  if (!['text', 'json', 'sarif'].includes(format)) throw new Error(`--format must be text, json or sarif (got '${format}')`);
  if (paths.length === 0) throw new Error('lint needs at least one file or folder');
  const results = await lintPaths(paths);
  if (format === 'json') console.log(JSON.stringify(results, null, 2));
  else if (format === 'sarif') console.log(JSON.stringify(toSarif(results, RULES), null, 2));
  else printText(results);
  return results.some((r) => r.diagnostics.some((d) => d.severity === 1)) ? 1 : 0;
}

export async function lintPaths(paths: string[]): Promise<FileResult[]> {
  const files: Array<{ given: string; abs: string }> = [];
  for (const p of paths) {
    const abs = resolve(p);
    const stat = await fs.stat(abs).catch(() => undefined);
    if (!stat) throw new Error(`no such file or folder: ${p}`);
    if (stat.isDirectory()) for (const f of await walk(abs)) files.push({ given: join(p, relative(abs, f)), abs: f });
    else files.push({ given: p, abs });
  }
  const service = createLanguageService({
    workspace: await scanWorkspace(paths.map((p) => resolve(p))),
    onInternalError: (what, e) => process.stderr.write(`kafka-tune: internal error in ${what}: ${(e as Error).stack ?? e}\n`),
  });
  const results: FileResult[] = [];
  for (const f of files) {
    const text = await fs.readFile(f.abs, 'utf8');
    const { diagnostics, sites } = service.analyze({ uri: pathToFileURL(f.abs).toString(), fileName: f.abs, languageId: languageIdForPath(f.abs) ?? 'plaintext', text });
    if (diagnostics.length > 0 || sites.length > 0) results.push({ file: f.given, diagnostics });
  }
  return results;
}

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) out.push(...(await walk(p)));
    } else if (documentKind(e.name)) out.push(p);
  }
  return out.sort();
}

const SEVERITY = ['', 'error', 'warning', 'info', 'hint'];

function printText(results: FileResult[]): void {
  let count = 0;
  for (const r of results) {
    for (const d of r.diagnostics) {
      count++;
      console.log(`${r.file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${SEVERITY[d.severity ?? 1]} [${d.code}] ${d.message}`);
    }
  }
  console.log(`${count} finding${count === 1 ? '' : 's'} in ${results.length} file${results.length === 1 ? '' : 's'}`);
}
