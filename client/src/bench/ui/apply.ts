// "Apply to this config": writes chosen values (a sweep point's overrides) back into the file as a
// WorkspaceEdit. The edit comes from the language server (kafkaTuning/applyValues), so every syntax
// is written in its own style — a .properties line, a Java put with the file's constant style, a
// kafkajs option, a librdkafka key, a Spring property or YAML key — exactly like the quick fixes.
import * as vscode from 'vscode';
import { ApplyValuesRequest, type SiteSummary } from '../../../../common/src/protocol';

/** Sends kafkaTuning/applyValues to the language server and returns its raw answer. */
export type ApplyValuesTransport = (params: ApplyValuesRequest.Params) => Promise<unknown>;

let transport: ApplyValuesTransport | undefined;

/** registerBenchmark() hands over the language client's request here. */
export function setApplyValuesTransport(fn: ApplyValuesTransport | undefined): vscode.Disposable {
  transport = fn;
  return new vscode.Disposable(() => { if (transport === fn) transport = undefined; });
}

/** Converts the server's answer into a WorkspaceEdit (positions are LSP positions, same as vscode's). */
export function toWorkspaceEdit(result: ApplyValuesRequest.Result): vscode.WorkspaceEdit | undefined {
  if (!result.edit) return undefined;
  const edit = new vscode.WorkspaceEdit();
  for (const [uri, edits] of Object.entries(result.edit.changes)) {
    const target = vscode.Uri.parse(uri);
    for (const e of edits) edit.replace(target, new vscode.Range(e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character), e.newText);
  }
  return edit;
}

export async function applyOverrides(uri: vscode.Uri, site: SiteSummary, overrides: Record<string, string>): Promise<boolean> {
  const listed = Object.entries(overrides).map(([k, v]) => `${k}=${v}`).join(', ');
  if (!transport) throw new Error(`The language server is not available; set ${listed} in ${site.label} by hand.`);
  // The server only knows open documents: opening it sends didOpen before our request.
  await vscode.workspace.openTextDocument(uri);
  const raw = await transport({ uri: uri.toString(), siteId: site.id, values: overrides });
  const parsed = ApplyValuesRequest.result.safeParse(raw);
  if (!parsed.success) throw new Error(`unexpected ${ApplyValuesRequest.method} answer: ${parsed.error.message}`);
  const result = parsed.data;
  const edit = toWorkspaceEdit(result);
  if (!edit) throw new Error(`Could not apply ${listed} to ${site.label}: ${result.reason ?? 'no edit'}.`);
  const applied = edit.size > 0 ? await vscode.workspace.applyEdit(edit) : false;
  if (result.skipped.length > 0) {
    void vscode.window.showInformationMessage(`${site.label}: ${site.client} has no setting for ${result.skipped.join(', ')}; ${applied ? 'the other values were applied' : 'nothing was changed'}.`);
  }
  return applied;
}
