// Entry point for activate(): lenses, the benchmark command and its panel, registered by
// registerBenchmark(context, { output, sites, onSitesChanged, applyValues }).
import * as vscode from 'vscode';
import { panelStateSchema, type BenchForm, type BenchResult, type ChartReport, type HostMessage } from '../../../common/src/bench';
import { MEASURE_FIX_COMMAND, measureFixArgsSchema, type SiteSummary } from '../../../common/src/protocol';
import { ANALYSED_DOCUMENTS } from '../documents';
import { applyOverrides, setApplyValuesTransport, type ApplyValuesTransport } from './ui/apply';
import { BENCH_COMMAND, BenchLensProvider, isBenchmarkable, SHOW_COMMAND } from './ui/lens';
import { BenchPanel } from './ui/panel';
import { WorkspaceTopicLedger } from './ui/ledger';
import { checkConnectionJson } from './ui/connection';
import { BenchRefused, defaultForm, deleteRecordedTopics, runFromVsCode, SECRET_KEY, type RunContext } from './ui/runner';
import { ResultStore } from './ui/store';
import { fixMeasurementText, FixMeasurementHover, FixMeasurements, measureFix } from './ui/measureFix';
import { EXPORT_OMB_COMMAND, exportOmbFiles, type ClientGaps, type ExportOmbOptions } from './ui/exportOmb';

export interface BenchDeps {
  output: vscode.OutputChannel;
  sites(uri: vscode.Uri): Promise<SiteSummary[]>;
  onSitesChanged: vscode.Event<vscode.Uri>;
  /** The Kafka jars (embedded broker) for the official-tools engine, when present. */
  kafkaLibsDir?: string;
  /** Sends kafkaTuning/applyValues to the language server ("Apply to this config" in the panel). */
  applyValues?: ApplyValuesTransport;
  /** Asks the language server which keys OpenMessaging Benchmark's kafka-clients lacks. */
  ombClientGaps?: ClientGaps;
}

/** Internal (not in the palette): apply a sweep point's values to a config. */
export const APPLY_COMMAND = 'kafkaTuning.benchmark.apply';


/** What the extension's exports offer about the benchmark (host tests read it after a reload). */
export interface BenchmarkApi {
  /** Stored results and how many still parse. */
  integrity(): { entries: number; valid: number };
  /** Topics created by runs and not yet deleted, per bootstrap. */
  recordedTopics(bootstrap: string): string[];
  /** The activation's clean-up of topics an interrupted run left (resolves to the topics deleted). */
  leftoversDeleted: Promise<string[]>;
  /**
   * Hands `message` to the open benchmark panel of a config as if its webview had sent it (a
   * button press: `{ type: 'run', form }`), and resolves when the panel has handled it. Host tests
   * use it: the webview lives in an iframe the extension host cannot click into.
   */
  panelMessage(uri: vscode.Uri, siteId: string, message: unknown): Promise<HostMessage[]>;
  /**
   * What the panel's webview reported about its chart: the last report, or with `next` the next
   * one (it reports after drawing new points and after a colour theme change).
   */
  panelChart(uri: vscode.Uri, siteId: string, next?: boolean): Promise<ChartReport | undefined>;
}

export function registerBenchmark(context: vscode.ExtensionContext, deps: BenchDeps): vscode.Disposable & { api: BenchmarkApi } {
  const store = new ResultStore(context.workspaceState);
  const ledger = new WorkspaceTopicLedger(context.workspaceState);
  const lenses = new BenchLensProvider(deps.sites, store);
  const ctx: RunContext = { output: deps.output, sites: deps.sites, store, ledger, secrets: context.secrets, libsDir: deps.kafkaLibsDir, onStored: () => lenses.refresh() };
  // A run the last window reload interrupted may have left its topic: delete it now (in the
  // background; nothing to do, and no network, when the ledger is empty).
  const leftoversDeleted = ledger.bootstraps().length ? deleteRecordedTopics(ctx).catch(() => []) : Promise.resolve([]);

  async function siteAt(uri: vscode.Uri | undefined, siteId: string | undefined): Promise<{ uri: vscode.Uri; site: SiteSummary } | undefined> {
    const target = uri ?? vscode.window.activeTextEditor?.document.uri;
    if (!target) return undefined;
    const sites = (await deps.sites(target)).filter(isBenchmarkable);
    if (siteId !== undefined) { const s = sites.find((x) => x.id === siteId); return s && { uri: target, site: s }; }
    if (sites.length <= 1) return sites[0] && { uri: target, site: sites[0] };
    const pick = await vscode.window.showQuickPick(sites.map((s) => ({ label: s.label, description: `${s.role} · ${s.client}`, s })), { placeHolder: 'Which config?' });
    return pick && { uri: target, site: pick.s };
  }

  /**
   * kafkaTuning.benchmark(uri?, siteId?, options?) opens the panel; with options.run it runs
   * straight away without the panel (tests, keybindings) and returns the result. A config with
   * error-level findings is refused (the error names them) unless options.runAnyway.
   */
  const bench = vscode.commands.registerCommand(BENCH_COMMAND, async (uri?: vscode.Uri, siteId?: string, options?: { run?: boolean; runAnyway?: boolean; form?: Partial<BenchForm> }): Promise<BenchResult | undefined> => {
    if (!vscode.workspace.isTrusted) { void vscode.window.showWarningMessage('Kafka benchmarks are disabled in untrusted workspaces.'); return undefined; }
    const found = await siteAt(uri, siteId);
    if (!found) { void vscode.window.showInformationMessage('No producer or consumer config here to benchmark.'); return undefined; }
    if (!options?.run) { BenchPanel.show(context.extensionUri, ctx, found.uri, found.site); return undefined; }
    try {
      return await runFromVsCode(ctx, found.uri, found.site, { ...defaultForm(found.site), ...options.form }, {}, undefined, undefined, undefined, options.runAnyway ? 'run' : 'refuse');
    } catch (e) {
      deps.output.appendLine(`benchmark failed: ${(e as Error).message}`);
      void vscode.window.showErrorMessage(`Kafka benchmark failed: ${(e as Error).message}`);
      // A refusal is the caller's to handle (it can pass runAnyway); a failed run reads as no result.
      if (e instanceof BenchRefused) throw e;
      return undefined;
    }
  });
  /** kafkaTuning.benchmark.exportOmb(uri?, siteId?, options?): the files' workload.yaml, or undefined when cancelled. */
  const exportOmb = vscode.commands.registerCommand(EXPORT_OMB_COMMAND, async (uri?: vscode.Uri, siteId?: string, options?: ExportOmbOptions): Promise<vscode.Uri | undefined> => {
    const at = await siteAt(uri, siteId);
    if (!at) {
      void vscode.window.showWarningMessage('Kafka Tuning: no producer or consumer config here to export.');
      return undefined;
    }
    const written = await exportOmbFiles(at.site, deps.ombClientGaps ?? (async () => ({ unknown: [], maybe: [] })), options);
    if (written && !options?.folder) await vscode.window.showTextDocument(written);
    return written;
  });
  const fixes = new FixMeasurements(context.workspaceState);
  /** The "Measure this fix" code action's command: resolves to the measurement (tests), undefined when declined. */
  const measure = vscode.commands.registerCommand(MEASURE_FIX_COMMAND, async (raw: unknown) => {
    const args = measureFixArgsSchema.safeParse(raw);
    if (!args.success) throw new Error(`${MEASURE_FIX_COMMAND}: unexpected arguments: ${args.error.message}`);
    const uri = vscode.Uri.parse(args.data.uri);
    const at = await siteAt(uri, args.data.siteId);
    if (!at) {
      void vscode.window.showWarningMessage('Kafka Tuning: the config changed since the fix was offered; try again from the finding.');
      return undefined;
    }
    try {
      const m = await measureFix(ctx, fixes, uri, at.site, args.data);
      if (m) void vscode.window.showInformationMessage(`Kafka Tuning: ${fixMeasurementText(m)}.`);
      return m;
    } catch (e) {
      void vscode.window.showErrorMessage(`Kafka Tuning: measuring the fix failed: ${(e as Error).message}`);
      return undefined;
    }
  });
  const show = vscode.commands.registerCommand(SHOW_COMMAND, async (uri: vscode.Uri, siteId: string) => {
    const found = await siteAt(uri, siteId);
    if (found) BenchPanel.show(context.extensionUri, ctx, found.uri, found.site);
  });
  /** kafkaTuning.benchmark.apply(uri, siteId, values): the panel's "Apply to this config" without the panel (tests, keybindings). */
  const apply = vscode.commands.registerCommand(APPLY_COMMAND, async (uri: vscode.Uri, siteId: string, values: Record<string, string>): Promise<boolean> => {
    const found = await siteAt(uri, siteId);
    if (!found) throw new Error(`no benchmarkable config ${siteId} in ${uri.toString()}`);
    return applyOverrides(found.uri, found.site, values);
  });
  // The panel survives a window reload: VS Code restores it with the webview's state (uri + site
  // id); it is rebuilt from the server's current sites and re-rendered from the ResultStore.
  const serializer = vscode.window.registerWebviewPanelSerializer(BenchPanel.viewType, {
    async deserializeWebviewPanel(panel: vscode.WebviewPanel, raw: unknown): Promise<void> {
      const state = panelStateSchema.safeParse(raw);
      if (!state.success || !vscode.workspace.isTrusted) { panel.dispose(); return; }
      const uri = vscode.Uri.parse(state.data.uri);
      try {
        await vscode.workspace.openTextDocument(uri); // the server answers sites only for open documents
        const found = await siteAt(uri, state.data.siteId);
        if (found) { BenchPanel.revive(panel, context.extensionUri, ctx, found.uri, found.site); return; }
        deps.output.appendLine(`benchmark panel not restored: config ${state.data.siteId} is no longer in ${uri.toString()}`);
      } catch (e) {
        deps.output.appendLine(`benchmark panel not restored for ${uri.toString()}: ${(e as Error).message}`);
      }
      panel.dispose();
    },
  });
  // SASL/TLS settings live only in SecretStorage, never in settings. The panel's Connection form is
  // the usual way in; this command takes the same as JSON (scripts, earlier versions' format).
  const secret = vscode.commands.registerCommand('kafkaTuning.benchmark.setConnection', async () => {
    const value = await vscode.window.showInputBox({ password: true, ignoreFocusOut: true, prompt: 'Benchmark connection as JSON, e.g. {"ssl":true,"sasl":{"mechanism":"scram-sha-512","username":"u","password":"p"}} — empty to clear. The benchmark panel\'s Connection section does the same with a form.', validateInput: (v) => (v.trim() ? checkConnectionJson(v.trim()) : undefined) });
    if (value === undefined) return;
    if (value.trim()) await context.secrets.store(SECRET_KEY, value.trim());
    else await context.secrets.delete(SECRET_KEY);
  });
  const disposable = vscode.Disposable.from(
    setApplyValuesTransport(deps.applyValues),
    bench,
    show,
    measure,
    vscode.languages.registerHoverProvider(ANALYSED_DOCUMENTS, new FixMeasurementHover(fixes, deps.sites)),
    exportOmb,
    apply,
    serializer,
    secret,
    vscode.languages.registerCodeLensProvider(ANALYSED_DOCUMENTS, lenses),
    deps.onSitesChanged(() => lenses.refresh()),
    vscode.workspace.onDidGrantWorkspaceTrust(() => lenses.refresh()),
  );
  const api: BenchmarkApi = {
    integrity: () => store.integrity(),
    recordedTopics: (b) => ledger.for(b).names(),
    leftoversDeleted,
    async panelMessage(uri, siteId, message) {
      const panel = BenchPanel.find(uri, siteId);
      if (!panel) throw new Error(`no benchmark panel is open for ${siteId} in ${uri.toString()}`);
      return panel.handle(message);
    },
    async panelChart(uri, siteId, next) {
      const panel = BenchPanel.find(uri, siteId);
      if (!panel) throw new Error(`no benchmark panel is open for ${siteId} in ${uri.toString()}`);
      return next ? panel.nextChartReport() : panel.chartReport;
    },
  };
  return Object.assign(disposable, { api });
}
