// A diagnostic's code opens the rule reference shipped inside the extension (docs/rules.md in the
// .vsix) at that rule's heading, so it works offline and without a public repository. The server
// leaves codeDescription out while there is no repository; this middleware sets the target on
// every Kafka Tuning diagnostic whose code is a rule in the shipped reference.
import * as vscode from 'vscode';
import type { Middleware } from 'vscode-languageclient/node';
import { DIAGNOSTIC_SOURCE } from '../../common/src/protocol';
import { RULES_DOC_PATH, ruleHeadingLines } from '../../common/src/docs';

/** Reads the shipped rule reference once; without it (a broken package) diagnostics keep plain codes. */
export async function ruleLinkMiddleware(extensionUri: vscode.Uri, log: (m: string) => void): Promise<Middleware> {
  const doc = vscode.Uri.joinPath(extensionUri, RULES_DOC_PATH);
  let headings = new Map<string, number>();
  try {
    headings = ruleHeadingLines(new TextDecoder().decode(await vscode.workspace.fs.readFile(doc)));
  } catch (e) {
    log(`rule reference ${doc.toString()} not readable, diagnostics will not link to it: ${(e as Error).message}`);
  }
  const link = (d: vscode.Diagnostic): void => {
    if (d.source !== DIAGNOSTIC_SOURCE) return;
    const id = typeof d.code === 'object' ? String(d.code.value) : d.code === undefined ? undefined : String(d.code);
    const line = id === undefined ? undefined : headings.get(id);
    // VS Code opens a file URI with an "L<line>" fragment at that line (1-based).
    if (id !== undefined && line !== undefined) d.code = { value: id, target: doc.with({ fragment: `L${line + 1}` }) };
  };
  return {
    handleDiagnostics(uri, diagnostics, next) {
      diagnostics.forEach(link);
      next(uri, diagnostics);
    },
  };
}
