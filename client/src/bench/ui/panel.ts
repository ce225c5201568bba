// The benchmark panel of one config site: run form, live progress with cancel, results, history
// with A/B compare, and a sweep charted as capacity vs p99 at the rate with its Pareto frontier. Strict CSP
// (default-src 'none', nonce'd script), resources only from media/ and the bundled webview script,
// every message in both directions parsed with zod (common/src/bench.ts).
// The panel names its config by document + site id, never by a copy of the config: each run,
// sweep or apply asks the language server for the site as the document is *now*, so a value
// edited while the panel is open is the value measured.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { hostMessageSchema, panelMessageSchema, parseMessage, type BenchForm, type ChartReport, type ConnectionForm, type HostMessage, type SweepGrid, type SweepSearch } from '../../../../common/src/bench';
import type { SiteSummary } from '../../../../common/src/protocol';
import { panelControls } from '../../../../common/src/benchHelp';
import { applyOverrides } from './apply';
import { connectionSummary, saveConnection, SECRET_KEY, validateConnection } from './connection';
import { benchTarget, confirmRun, defaultForm, runFromVsCode, type RunContext } from './runner';
import { runPanelSweep } from './sweep';

export class BenchPanel {
  /** Also the `onWebviewPanel:` activation event and the serializer's key (package.json). */
  static readonly viewType = 'kafkaTuning.benchmark';
  private static readonly open = new Map<string, BenchPanel>();
  private running: AbortController | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  private static key(uri: vscode.Uri, siteId: string): string {
    return `${uri.toString()}#${siteId}`;
  }

  /** The open panel of a config, if any (the extension's test API posts messages to it). */
  static find(uri: vscode.Uri, siteId: string): BenchPanel | undefined {
    return BenchPanel.open.get(BenchPanel.key(uri, siteId));
  }

  static show(extUri: vscode.Uri, ctx: RunContext, uri: vscode.Uri, site: SiteSummary): BenchPanel {
    const key = BenchPanel.key(uri, site.id);
    const existing = BenchPanel.open.get(key);
    if (existing) { existing.site = site; existing.panel.reveal(); void existing.sendInit(); return existing; }
    const panel = vscode.window.createWebviewPanel(BenchPanel.viewType, `Benchmark: ${site.label}`, vscode.ViewColumn.Beside, {
      ...webviewOptions(extUri),
      retainContextWhenHidden: true,
    });
    return BenchPanel.attach(panel, extUri, ctx, uri, site);
  }

  /**
   * After a window reload VS Code hands back the panel it restored with the state the webview kept
   * (uri + site id); the panel is rebuilt around it and re-rendered from the ResultStore (the
   * webview asks with 'ready', the init message carries the stored history).
   */
  static revive(panel: vscode.WebviewPanel, extUri: vscode.Uri, ctx: RunContext, uri: vscode.Uri, site: SiteSummary): BenchPanel {
    panel.webview.options = webviewOptions(extUri);
    const existing = BenchPanel.open.get(BenchPanel.key(uri, site.id));
    if (existing) { panel.dispose(); existing.panel.reveal(); return existing; }
    panel.title = `Benchmark: ${site.label}`;
    return BenchPanel.attach(panel, extUri, ctx, uri, site);
  }

  private static attach(panel: vscode.WebviewPanel, extUri: vscode.Uri, ctx: RunContext, uri: vscode.Uri, site: SiteSummary): BenchPanel {
    const key = BenchPanel.key(uri, site.id);
    const p = new BenchPanel(panel, extUri, ctx, uri, site);
    BenchPanel.open.set(key, p);
    panel.onDidDispose(() => { BenchPanel.open.delete(key); p.dispose(); });
    return p;
  }

  private constructor(private readonly panel: vscode.WebviewPanel, extUri: vscode.Uri, private readonly ctx: RunContext, private readonly uri: vscode.Uri, private site: SiteSummary) {
    panel.webview.html = html(panel.webview, extUri);
    this.disposables.push(panel.webview.onDidReceiveMessage((m: unknown) => this.receive(m)));
  }

  private async sendInit(): Promise<void> {
    const kind = this.site.role === 'consumer' ? 'consumer' : 'producer';
    this.post({
      type: 'init', site: { label: this.site.label, kind, client: this.site.client, effective: this.site.effective }, form: defaultForm(this.site), history: this.history(),
      trusted: vscode.workspace.isTrusted, target: benchTarget(), controls: panelControls(kind, this.site.client), connection: await connectionSummary(this.ctx.secrets), restore: { uri: this.uri.toString(), siteId: this.site.id },
    });
  }

  /** The webview's last report of its chart (theme colours used), for tests and the output channel. */
  chartReport: ChartReport | undefined;
  private readonly reportWaiters: Array<(r: ChartReport) => void> = [];

  /** Resolves with the next chart report the webview sends (after a theme change or new points). */
  nextChartReport(): Promise<ChartReport> {
    return new Promise((r) => this.reportWaiters.push(r));
  }

  private history() {
    return this.ctx.store.history(this.uri.toString(), this.site.id);
  }

  /** The config as the document is now (the user may have edited it since the panel opened). */
  private async current(): Promise<SiteSummary> {
    const now = (await this.ctx.sites(this.uri)).find((s) => s.id === this.site.id);
    if (!now) throw new Error(`${this.site.label} is no longer a config in ${vscode.workspace.asRelativePath(this.uri)}; open the benchmark again from its lens.`);
    this.site = now;
    return now;
  }

  private taps: HostMessage[][] = [];

  /**
   * Handles a message as if the webview had sent it (the extension's test API) and resolves, once
   * it is done, to what the panel posted to the webview meanwhile.
   */
  async handle(raw: unknown): Promise<HostMessage[]> {
    const posted: HostMessage[] = [];
    this.taps.push(posted);
    try {
      await this.receive(raw);
      return posted;
    } finally {
      this.taps = this.taps.filter((t) => t !== posted);
    }
  }

  private post(m: HostMessage): void {
    const checked = parseMessage(hostMessageSchema, m);
    if (!checked.ok) { this.ctx.output.appendLine(`benchmark panel: not sending invalid message: ${checked.error}`); return; }
    for (const t of this.taps) t.push(checked.value);
    void this.panel.webview.postMessage(checked.value);
  }

  private async receive(raw: unknown): Promise<void> {
    const parsed = parseMessage(panelMessageSchema, raw);
    if (!parsed.ok) { this.ctx.output.appendLine(`benchmark panel: rejected message: ${parsed.error}`); return; }
    const m = parsed.value;
    switch (m.type) {
      case 'ready': await this.sendInit(); return;
      case 'cancel': this.running?.abort(); return;
      case 'run': await this.guard(() => this.run(m.form), { what: 'run', timeoutSec: m.form.timeoutSec }); return;
      case 'sweep': await this.guard(() => this.sweep(m.form, m.grid, m.search), { what: 'sweep', timeoutSec: m.form.timeoutSec }); return;
      case 'apply': await this.guard(async () => { await applyOverrides(this.uri, await this.current(), m.overrides); }); return;
      case 'clearHistory': await this.ctx.store.clear(this.uri.toString(), this.site.id); this.ctx.onStored(); this.post({ type: 'history', history: [] }); return;
      case 'saveConnection': await this.saveConnection(m.connection); return;
      case 'clearConnection': await this.ctx.secrets.delete(SECRET_KEY); this.post({ type: 'connection', connection: await connectionSummary(this.ctx.secrets), errors: {}, saved: true }); return;
      case 'rendered': this.chartReport = m.chart; for (const w of this.reportWaiters.splice(0)) w(m.chart); return;
    }
  }

  /** Field-level checks first; nothing is stored unless every field is right. The password is never echoed back. */
  private async saveConnection(form: ConnectionForm): Promise<void> {
    const base = vscode.workspace.getWorkspaceFolder(this.uri)?.uri.fsPath ?? vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    const errors = await validateConnection(form, this.ctx.secrets, base);
    if (Object.keys(errors).length === 0) await saveConnection(form, this.ctx.secrets, base);
    this.post({ type: 'connection', connection: await connectionSummary(this.ctx.secrets), errors, saved: Object.keys(errors).length === 0 });
  }

  private async guard(body: () => Promise<void>, started?: { what: 'run' | 'sweep'; timeoutSec: number }): Promise<void> {
    if (this.running) { this.post({ type: 'error', message: 'A benchmark is already running.' }); return; }
    this.running = new AbortController();
    // A new run starts from a clean status: no error or progress of the previous one stays up.
    if (started) this.post({ type: 'started', ...started, target: benchTarget() });
    const signal = this.running.signal;
    try {
      await body();
      this.post({ type: 'done', cancelled: signal.aborted });
    } catch (e) {
      this.post(signal.aborted ? { type: 'done', cancelled: true } : { type: 'error', message: (e as Error).message });
      if (!signal.aborted) this.ctx.output.appendLine(`benchmark failed: ${(e as Error).message}`);
    } finally {
      this.running = undefined;
    }
  }

  private async run(form: BenchForm): Promise<void> {
    const site = await this.current();
    const r = await runFromVsCode(this.ctx, this.uri, site, form, {}, this.running?.signal, (message, fraction) => this.post({ type: 'progress', message, fraction }), (message) => this.post({ type: 'failing', message }));
    if (r) { this.post({ type: 'result', result: r }); this.post({ type: 'history', history: this.history() }); }
  }

  /** A producer search (or grid) of capacity against p99 at the rate, or a consumer grid; each point is posted as soon as it is measured. */
  private async sweep(form: BenchForm, grid: SweepGrid, search: SweepSearch): Promise<void> {
    const site = await this.current();
    // Asked once for the whole sweep, not once per cell.
    const gate = await confirmRun(site);
    if (!gate) return;
    await runPanelSweep({ ctx: this.ctx, uri: this.uri, site, form, grid, search, gate, signal: this.running?.signal, post: (m) => this.post(m) });
    // Completes the walkthrough's "Sweep two settings" step (package.json onContext:kafkaTuning.sweepDone).
    void vscode.commands.executeCommand('setContext', 'kafkaTuning.sweepDone', true);
  }

  dispose(): void {
    this.running?.abort();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}

function webviewOptions(extUri: vscode.Uri): vscode.WebviewOptions {
  return { enableScripts: true, localResourceRoots: [vscode.Uri.joinPath(extUri, 'media'), vscode.Uri.joinPath(extUri, 'client', 'out', 'webview')] };
}

function html(webview: vscode.Webview, extUri: vscode.Uri): string {
  const nonce = randomBytes(16).toString('base64');
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extUri, 'client', 'out', 'webview', 'main.js'));
  const css = webview.asWebviewUri(vscode.Uri.joinPath(extUri, 'media', 'bench.css'));
  const csp = `default-src 'none'; img-src ${webview.cspSource} data:; style-src ${webview.cspSource}; script-src 'nonce-${nonce}';`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0"><link rel="stylesheet" href="${css}"><title>Kafka benchmark</title></head>
<body><main id="app"><p>Loading…</p></main><script nonce="${nonce}" src="${script}"></script></body></html>`;
}
