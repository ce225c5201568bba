// Extension entry: starts the language server over IPC for Kafka config in .properties, Java,
// TS/JS and Spring files, and hands the benchmark its view of the server's config sites.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { ApplyValuesRequest, OmbClientGapsRequest, PresetsRequest, SitesChangedNotification, SitesRequest, type SiteSummary } from '../../common/src/protocol';
import { SERVER_NODE_OPTIONS } from '../../common/src/serverProcess';
import { registerBenchmark, type BenchmarkApi } from './bench/register';
import { ANALYSED_DOCUMENTS } from './documents';
import { registerPresetCommands } from './presets';
import { ruleLinkMiddleware } from './ruleLinks';
import { AssumptionsStatus } from './statusBar';
import { registerWalkthrough } from './walkthrough';
import { cancelActiveRuns } from './bench/ui/runner';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<{ client: LanguageClient; benchmark: BenchmarkApi; status: AssumptionsStatus }> {
  const output = vscode.window.createOutputChannel('Kafka Tuning', { log: true });
  context.subscriptions.push(output);
  const serverModule = context.asAbsolutePath(path.join('server', 'out', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_OPTIONS] } },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_OPTIONS, '--nolazy', '--inspect=6019'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: ANALYSED_DOCUMENTS,
    synchronize: {
      configurationSection: 'kafkaTuning',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/{pom.xml,build.gradle,build.gradle.kts,settings.gradle,settings.gradle.kts,libs.versions.toml,package.json,package-lock.json,npm-shrinkwrap.json,yarn.lock,pnpm-lock.yaml,*.properties,.kafka-tuning.json,docker-compose*.yml,docker-compose*.yaml,compose*.yml,compose*.yaml,.env,*.env,Dockerfile*}'),
    },
    outputChannel: output,
    // The server offers "Measure this fix" code actions only to a client that can run them.
    initializationOptions: { measureFix: true },
    middleware: await ruleLinkMiddleware(context.extensionUri, (m) => output.warn(m)),
  };
  client = new LanguageClient('kafkaTuning', 'Kafka Tuning', serverOptions, clientOptions);
  const sitesChanged = new vscode.EventEmitter<vscode.Uri>();
  context.subscriptions.push(sitesChanged);
  await client.start();
  context.subscriptions.push(client.onNotification(SitesChangedNotification.method, (p: SitesChangedNotification.Params) => sitesChanged.fire(vscode.Uri.parse(p.uri))));
  output.info(`Kafka Tuning language server started (${serverModule})`);

  const sites = async (uri: vscode.Uri): Promise<SiteSummary[]> => {
    if (!client) return [];
    const raw = await client.sendRequest(SitesRequest.method, { uri: uri.toString() });
    const parsed = SitesRequest.result.safeParse(raw);
    if (!parsed.success) {
      output.warn(`unexpected sites answer for ${uri.toString()}: ${parsed.error.message}`);
      return [];
    }
    return parsed.data.sites;
  };
  const benchmark = registerBenchmark(context, {
    output,
    sites,
    onSitesChanged: sitesChanged.event,
    // The official perf tools can run from the embedded broker's jars (tests, npm start).
    kafkaLibsDir: process.env.KAFKA_TUNING_KAFKA_LIBS,
    applyValues: (params) => (client ? client.sendRequest(ApplyValuesRequest.method, params) : Promise.reject(new Error('the language server is not running'))),
    ombClientGaps: async (role, keys) => {
      const r = OmbClientGapsRequest.result.safeParse(client ? await client.sendRequest(OmbClientGapsRequest.method, { role, keys }) : undefined);
      return r.success ? r.data : { unknown: [], maybe: [], addedIn: {} };
    },
  });
  context.subscriptions.push(benchmark);
  const status = new AssumptionsStatus(sites, sitesChanged.event);
  context.subscriptions.push(status, registerWalkthrough(), registerPresetCommands((params) => (client ? client.sendRequest(PresetsRequest.method, params) : Promise.reject(new Error('the language server is not running')))));
  return { client, benchmark: benchmark.api, status };
}

/**
 * Window reload or shutdown: a running benchmark is cancelled and given most of the 5 s VS Code
 * allows deactivate() to delete its topic and disconnect; the topic ledger covers the rest.
 */
export async function deactivate(): Promise<void> {
  await Promise.all([cancelActiveRuns(4_000), client?.stop()]);
  client = undefined;
}
