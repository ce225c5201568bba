// The status-bar item for the config under the cursor: the role and client version every number
// in the diagnostics and hovers assumes, and where each came from (a directive, the file name,
// pom.xml…). Clicking it changes them by writing a `kafka-tuning:` directive above the config —
// the same mechanism a user types by hand, so the file itself keeps saying what is assumed.
import * as vscode from 'vscode';
import { CLIENT_KINDS, FRAMEWORK_ROLES, ROLE_NOUNS, ROLES, type Role } from '../../common/src/model';
import type { SiteSummary } from '../../common/src/protocol';

export const CHANGE_ASSUMPTIONS_COMMAND = 'kafkaTuning.changeAssumptions';

/** The site under `line`, else the document's first. */
export function siteAtLine(sites: readonly SiteSummary[], line: number): SiteSummary | undefined {
  return sites.find((s) => s.range.start.line <= line && line <= s.range.end.line) ?? sites[0];
}

/** "producer · java 4.1.2" — the status bar's text for a site. */
export function describeSite(s: SiteSummary): string {
  return `${s.role ? roleName(s.role) : 'role unknown'} · ${s.client}${s.version ? ` ${s.version}` : ''}`;
}

/** Client roles keep their one word; "streams" reads "Kafka Streams application", "connect" "Connect worker". */
function roleName(role: Role): string {
  return FRAMEWORK_ROLES.includes(role) ? ROLE_NOUNS[role] : role;
}

/** Where each assumption came from, in words (the tooltip and the test read the same text). */
export function explainSite(s: SiteSummary): string[] {
  return [
    s.role ? `Role ${roleName(s.role)}, from ${s.roleOrigin ?? 'the config'}.` : 'Role unknown: role-specific checks stay silent. Set it with a directive.',
    s.version ? `Client ${s.client} ${s.version}, from ${s.versionOrigin ?? 'the config'}.` : `Client ${s.client}, version unknown: version-dependent checks use the newest catalog or stay silent.`,
  ];
}

export class AssumptionsStatus implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('kafkaTuning.assumptions', vscode.StatusBarAlignment.Right, 100);
  private readonly disposables: vscode.Disposable[] = [];
  private generation = 0;
  /** What the item shows now (host tests read it). */
  current: SiteSummary | undefined;

  constructor(private readonly sites: (uri: vscode.Uri) => Promise<SiteSummary[]>, onSitesChanged: vscode.Event<vscode.Uri>) {
    this.item.name = 'Kafka Tuning: assumed role and client version';
    this.item.command = CHANGE_ASSUMPTIONS_COMMAND;
    this.disposables.push(
      this.item,
      vscode.window.onDidChangeActiveTextEditor(() => void this.refresh()),
      vscode.window.onDidChangeTextEditorSelection((e) => { if (e.textEditor === vscode.window.activeTextEditor) void this.refresh(); }),
      onSitesChanged((uri) => { if (uri.toString() === vscode.window.activeTextEditor?.document.uri.toString()) void this.refresh(); }),
      vscode.commands.registerCommand(CHANGE_ASSUMPTIONS_COMMAND, () => this.change()),
    );
    void this.refresh();
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) d.dispose();
  }

  async refresh(): Promise<SiteSummary | undefined> {
    const gen = ++this.generation;
    const editor = vscode.window.activeTextEditor;
    let site: SiteSummary | undefined;
    if (editor) {
      try { site = siteAtLine(await this.sites(editor.document.uri), editor.selection.active.line); } catch { site = undefined; }
    }
    if (gen !== this.generation) return this.current; // a newer refresh is under way
    this.current = site;
    if (!site) { this.item.hide(); return undefined; }
    this.item.text = `$(symbol-namespace) Kafka: ${describeSite(site)}`;
    const tip = new vscode.MarkdownString([`**${site.label}**`, '', ...explainSite(site), '', 'Click to change them (writes a `kafka-tuning:` directive above the config).'].join('\n\n'));
    this.item.tooltip = tip;
    this.item.show();
    return site;
  }

  /** Quick picks for role and version; the answer is written as a directive above the config. */
  private async change(): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    const site = await this.refresh();
    if (!editor || !site) return;
    const what = await vscode.window.showQuickPick([
      { label: 'Role…', description: site.role ? `now ${site.role} (from ${site.roleOrigin ?? 'the config'})` : 'now unknown', key: 'role' as const },
      { label: 'Client version…', description: site.version ? `now ${site.client} ${site.version} (from ${site.versionOrigin ?? 'the config'})` : `now ${site.client}, version unknown`, key: 'client' as const },
    ], { placeHolder: `What should Kafka Tuning assume for ${site.label}?` });
    if (!what) return;
    let value: string | undefined;
    if (what.key === 'role') {
      value = (await vscode.window.showQuickPick([...ROLES], { placeHolder: 'Role of this config' }));
    } else {
      const client = await vscode.window.showQuickPick([...CLIENT_KINDS], { placeHolder: 'Client library' });
      const version = client && await vscode.window.showInputBox({ prompt: `${client} version (e.g. 4.1 or 3.9.1)`, validateInput: (v) => (/^\d+(\.\d+){0,2}$/.test(v.trim()) ? undefined : 'A version like 4.1 or 3.9.1') });
      value = client && version ? `${client}@${version.trim()}` : undefined;
    }
    if (value) await this.assume(what.key, value);
  }

  /** Writes `key=value` into the directive of the config under the cursor (the picks' result). */
  async assume(key: 'role' | 'client', value: string): Promise<boolean> {
    const editor = vscode.window.activeTextEditor;
    const site = await this.refresh();
    return !!editor && !!site && writeDirective(editor.document, site, key, value);
  }
}

/**
 * Sets `key=value` in the directive that governs `site`: edits the directive line at or right above
 * the site when there is one, else inserts one there, in the file's comment style.
 */
export async function writeDirective(doc: vscode.TextDocument, site: SiteSummary, key: 'role' | 'client', value: string): Promise<boolean> {
  const start = site.range.start.line;
  const candidates = [start, start - 1].filter((l) => l >= 0 && l < doc.lineCount);
  const existing = candidates.find((l) => /kafka-tuning\s*:/.test(doc.lineAt(l).text));
  const edit = new vscode.WorkspaceEdit();
  if (existing !== undefined) {
    const line = doc.lineAt(existing);
    const pair = new RegExp(`(\\s)${key}=\\S+`);
    const text = pair.test(line.text) ? line.text.replace(pair, `$1${key}=${value}`) : `${line.text.trimEnd()} ${key}=${value}`;
    edit.replace(doc.uri, line.range, text);
  } else {
    const indent = /^\s*/.exec(doc.lineAt(start).text)![0];
    const comment = site.syntax === 'java' || site.syntax === 'ts' ? '//' : '#';
    edit.insert(doc.uri, new vscode.Position(start, 0), `${indent}${comment} kafka-tuning: ${key}=${value}\n`);
  }
  return vscode.workspace.applyEdit(edit);
}
