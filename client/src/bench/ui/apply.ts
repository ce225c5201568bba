// "Apply to this config": writes chosen values back into the file with a WorkspaceEdit. For
// .properties the key's line inside the site is replaced (or a line added after the site); other
// syntaxes get the values shown to copy, since their edits belong to the language service's fixes.
import * as vscode from 'vscode';
import type { SiteSummary } from '../../../../common/protocol';

export async function applyOverrides(uri: vscode.Uri, site: SiteSummary, overrides: Record<string, string>): Promise<boolean> {
  const doc = await vscode.workspace.openTextDocument(uri);
  if (site.syntax !== 'properties') {
    await vscode.window.showInformationMessage(`Set ${Object.entries(overrides).map(([k, v]) => `${k}=${v}`).join(', ')} in ${site.label}.`);
    return false;
  }
  const edit = new vscode.WorkspaceEdit();
  const first = site.range.start.line, last = Math.min(site.range.end.line, doc.lineCount - 1);
  for (const [key, value] of Object.entries(overrides)) {
    const re = new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[=:\\s]`);
    let line = -1;
    for (let l = first; l <= last; l++) if (re.test(doc.lineAt(l).text)) line = l;
    if (line >= 0) edit.replace(uri, doc.lineAt(line).range, `${key}=${value}`);
    else edit.insert(uri, doc.lineAt(last).range.end, `\n${key}=${value}`);
  }
  return vscode.workspace.applyEdit(edit);
}
