// Helpers for host tests. They wait on VS Code events or on a condition with a deadline, never
// on a fixed sleep, and their timeouts say what was expected and what was seen instead.
import * as vscode from 'vscode';

/** publisher.name from package.json. */
export const EXTENSION_ID = 'kafka-tuning.kafka-tuning';

/** The test workspace root (a temp copy of examples/ made by runHostTests.ts). */
export function workspaceRoot(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('host tests need a workspace folder (runHostTests.ts opens a copy of examples/)');
  return folder.uri;
}

/** Opens a file of the workspace in an editor, so the extension activates and the server sees it. */
export async function openExample(relPath: string): Promise<vscode.TextDocument> {
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(workspaceRoot(), relPath));
  await vscode.window.showTextDocument(doc);
  return doc;
}

/** Resolves with the first truthy value of `condition`, re-checked every 50 ms until the deadline. */
export async function waitFor<T>(condition: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs: number, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await condition();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The diagnostic's code as a string (LSP allows a number or { value, target }). */
export function codeOf(d: vscode.Diagnostic): string | undefined {
  const c = d.code;
  return c === undefined ? undefined : String(typeof c === 'object' ? c.value : c);
}

/** Diagnostics this extension's language server published for `uri`. */
export function kafkaDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'kafka-tuning');
}

/**
 * Resolves with the diagnostics of `uri` once `predicate` accepts them — checked now and on every
 * languages.onDidChangeDiagnostics for that uri. Rejects after timeoutMs listing what was there.
 */
export function waitForDiagnostics(uri: vscode.Uri, predicate: (all: vscode.Diagnostic[]) => boolean, timeoutMs: number): Promise<vscode.Diagnostic[]> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const all = vscode.languages.getDiagnostics(uri);
      if (!predicate(all)) return false;
      done();
      resolve(all);
      return true;
    };
    const sub = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === uri.toString())) check();
    });
    const timer = setTimeout(() => {
      done();
      const seen = vscode.languages.getDiagnostics(uri).map((d) => `${d.source}:${codeOf(d)}@${d.range.start.line + 1}`);
      reject(new Error(`timed out after ${timeoutMs} ms waiting for diagnostics on ${uri.fsPath}; have [${seen.join(', ')}]`));
    }, timeoutMs);
    const done = () => { clearTimeout(timer); sub.dispose(); };
    check();
  });
}

/** The CodeLenses every provider gives for `uri`, resolved. */
export async function codeLenses(uri: vscode.Uri): Promise<vscode.CodeLens[]> {
  return (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)) ?? [];
}

/** The "Benchmark this config" CodeLens on `doc` once the server has reported its config sites. */
export async function benchmarkLens(doc: vscode.TextDocument): Promise<vscode.CodeLens> {
  return waitFor(async () => (await codeLenses(doc.uri)).find((l) => l.command?.title === 'Benchmark this config'), 60_000, 'the Benchmark this config lens');
}

/**
 * Asks the runner for a picture of the workbench saved at `file` (absolute .png) and resolves once
 * the file is written.
 */
export async function screenshotTo(file: string, timeoutMs = 20_000): Promise<void> {
  const { existsSync, rmSync, statSync } = await import('node:fs');
  rmSync(file, { force: true });
  console.log(`__vsct_screenshot__:${file}`);
  await waitFor(() => existsSync(file) && statSync(file).size > 0, timeoutMs, `the screenshot ${file}`);
}

/** Asks the runner for a screenshot of the workbench (saved when it runs with --screenshot). */
export async function screenshot(): Promise<void> {
  console.log('__vsct_screenshot__');
  // The screenshot is taken asynchronously by the runner; a hop through the renderer is enough.
  await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
}
