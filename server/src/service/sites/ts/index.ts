// TS/JS documents → config sites, through the TypeScript compiler API (one parse, one walk).
// kafkajs sites carry kafkajs names and client 'kafkajs'; Confluent and node-rdkafka sites carry
// librdkafka names and client 'librdkafka'. NestJS's Kafka transport options are kafkajs sites too
// (nestjs.ts). Files that never name a Kafka module cost one substring scan.
import ts from 'typescript';
import { parserMissing } from '../../util/parserMissing';
import type { ConfigEntry, Role, SiteDraft, SourceDocument, TsSite } from '../../model';
import { FileCtx, isMissing, loopAwaitsDelay, unwrap, type TsDirective } from './ast';
import { Bindings, mentionsKafkaModule, type KafkaModule } from './bindings';
import type { CodecRegistration, NestKafka, OffsetCommit, SendCall, TsApi, TsLibrary, TsSiteExtras } from './extras';
import { clientSecurity, codecRegistration, kafkajsEntries, sendCall, sendOptions } from './kafkajs';
import { ckjsEntries, rdkEntries } from './rdkafka';
import { ckjsBlockDefaults } from '../../clients/ckjs';
import { addClientUse } from './clientUse';
import { addHandlerFacts } from './consumerHandlers';
import { addErrorListenerFacts } from './errorListeners';
import { addStreamErrorFacts } from './streamErrors';
import { statementsOf } from './sourceFiles';
import { DocStatements } from './statements';
import { helperCalledInLoop, ownCallIndex } from './helperLoops';
import { importedFromRelativeModule, importsLinkedModule, LinkedNames, tsClientExports, type LinkedImports } from './linked';
import type { TsClientExport } from '../../crossFile/facts';
import { isConsumerRunShape, isKafkajsConsumerOptions, mayRunConsumer, runShapeOf } from './runShape';
import { kafkajsOptionFacts } from './kafkajsOptions';
import { isTransportKafkaShape, mentionsNestKafka, NestImports, nestKafkaConfig, nestWhere } from './nestjs';
import { groupIdPerStart } from './perStart';

export type { TsSiteExtras, SendCall, CodecRegistration } from './extras';

const CLIENT_METHODS = new Set(['producer', 'consumer', 'admin', 'send', 'sendBatch', 'run', 'create', 'createReadStream', 'createWriteStream']);
const RDK_CTORS: Record<string, Role> = { Producer: 'producer', HighLevelProducer: 'producer', KafkaConsumer: 'consumer' };

export function scriptKindOf(doc: SourceDocument): ts.ScriptKind {
  const f = doc.fileName.toLowerCase();
  if (f.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (f.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(f) || doc.languageId === 'javascript') return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** `setParents` false leaves parent pointers to the caller (tsSites sets them during its own walk). */
export function parseTs(doc: SourceDocument, setParents = true): ts.SourceFile {
  return ts.createSourceFile(doc.fileName || 'file.ts', doc.text, ts.ScriptTarget.Latest, setParents, scriptKindOf(doc));
}

/**
 * `linked`: the workspace's kafkajs clients a relative import of this document names (sites/ts/linked.ts),
 * so a module that uses a producer created in another gets its send()/run() sites.
 */
export function tsSites(doc: SourceDocument, linked?: LinkedImports): SiteDraft[] {
  if (!mentionsKafkaModule(doc.text) && !mentionsNestKafka(doc.text) && !(linked && importsLinkedModule(doc.text, linked)) && !mayRunConsumer(doc.text)) return [];
  try {
    return extract(statementsOf(doc, scriptKindOf(doc)), linked);
  } catch (e) {
    // The compiler API tolerates broken code; this guards our own walk against shapes we did not
    // foresee, so a half-typed file yields no sites rather than a crashed server. A compiler that
    // cannot be loaded is not such a file: that is said, not hidden.
    if (parserMissing(e)) throw e;
    return [];
  }
}

/**
 * What the workspace scan reads from one module, in one walk: the kafkajs/CKJS clients it creates at
 * its top level and exports, and, when `wantSites`, its sites (without linked imports, which the
 * scan is building).
 */
export function tsModuleFacts(doc: SourceDocument, file: string, wantSites: boolean): { exports: TsClientExport[]; sites: SiteDraft[] } {
  const exports: TsClientExport[] = [];
  const hook: ExportsHook | undefined = /\bexports?\b/.test(doc.text) ? (ctx, sites) => exports.push(...tsClientExports(ctx, sites, file)) : undefined;
  // A module that exports nothing, read by nobody for its sites, is not walked at all.
  if (!mentionsKafkaModule(doc.text) || (!hook && !wantSites)) return { exports, sites: [] };
  try {
    return { exports, sites: extract(DocStatements.of(parseTs(doc, false)), undefined, hook) };
  } catch (e) {
    if (parserMissing(e)) throw e;
    return { exports, sites: [] };
  }
}

type ExportsHook = (ctx: FileCtx, sites: Map<ts.Node, SiteDraft & Pick<TsSite, 'ts'>>) => void;

function extract(tree: DocStatements, linked?: LinkedImports, onExports?: ExportsHook): SiteDraft[] {
  const ctx = new FileCtx(tree);
  const b = new Bindings(ctx);
  const nest = new NestImports();
  const imported = new LinkedNames(linked);
  const news: ts.NewExpression[] = [];
  const calls: ts.CallExpression[] = [];
  const assignments: ts.BinaryExpression[] = [];
  const offsetCalls: ts.CallExpression[] = [];
  const exits: ts.ExpressionStatement[] = [];
  const transports: ts.PropertyAssignment[] = [];
  // The walk's findings, replayed in document order. A top-level statement an edit did not touch
  // (sourceFiles.ts) is the same node with the same text, so what was collected in it last time is
  // taken as is instead of walking it again; only its document offset may have moved, and offsets
  // are read through `tree`.
  tree.nodes.forEach((statement, i) => {
    (statement as { parent: ts.Node }).parent = tree.files[i];
    let found = collected.get(statement);
    if (!found) collected.set(statement, (found = collect(statement)));
    for (const [kind, node, name] of found) {
      switch (kind) {
        case Found.Import: b.addImport(node as ts.ImportDeclaration); imported.addImport(node as ts.ImportDeclaration); nest.addImport(node as ts.ImportDeclaration); break;
        case Found.Declaration: {
          const d = node as ts.VariableDeclaration;
          nest.addDeclaration(d);
          if (imported.addDeclaration(d)) break;
          if (ts.isIdentifier(d.name) && !ctx.decls.has(d.name.text)) ctx.decls.set(d.name.text, d);
          b.addDeclaration(d);
          break;
        }
        case Found.Name: if (!ctx.decls.has(name!)) ctx.decls.set(name!, node as ts.VariableDeclaration); break;
        case Found.New: news.push(node as ts.NewExpression); break;
        case Found.ClientCall: calls.push(node as ts.CallExpression); break;
        case Found.OffsetCall: offsetCalls.push(node as ts.CallExpression); break;
        case Found.Exit: exits.push(node as ts.ExpressionStatement); break;
        case Found.Assignment: assignments.push(node as ts.BinaryExpression); break;
        case Found.Transport: transports.push(node as ts.PropertyAssignment); break;
        case Found.Reassigned: ctx.reassigned.add(name!); break;
      }
    }
  });
  // NestJS's Kafka transport, when its Transport enum is imported: the objects that name it.
  const nestConfigs = nest.any ? transports.filter((t) => nest.isKafka(t)).map((t) => nestKafkaConfig(ctx, t)).filter((c) => c !== undefined) : [];
  // No Kafka library and no linked client: only a consumer run() known by its shape can be a site.
  if (b.modules.size === 0 && imported.names.size === 0 && nestConfigs.length === 0 && !(calls.length > 0 && mayRunConsumer(tree.text))) return [];
  const codecs: CodecRegistration[] = [];
  for (const node of assignments) {
    const codec = codecRegistration(ctx, b, node);
    if (codec) codecs.push({ codec, range: ctx.range(node) });
  }

  type TsDraft = SiteDraft & Pick<TsSite, 'syntax' | 'ts'>;
  const sites: TsDraft[] = [];
  const clients = new Map<ts.Node, KafkaModule>();
  const clientSites = new Map<ts.Node, TsDraft>();
  // A producer's draft keeps its `sends` array open until the walk is over: the send calls made
  // on it further down the file are added there before sites/build.ts freezes the site.
  const misspelt = (api: TsApi, obj: ts.ObjectLiteralExpression) => kafkajsOptionFacts(ctx, api, obj);
  const draft = (node: ts.Expression, library: TsLibrary, api: TsApi, role: Role | undefined,
    obj: ts.ObjectLiteralExpression | undefined, entries: ConfigEntry[], extras: Partial<TsSiteExtras> = {}, label = labelOf(ctx, node, api)): TsDraft => ({
    syntax: 'ts', identity: `ts:${api}:${label}`, role, ...(role ? { roleOrigin: 'code' } : {}), client: { client: library === 'kafkajs' ? 'kafkajs' : 'librdkafka' }, entries,
    range: ctx.range(obj ?? node), workload: {}, label,
    directives: uniqueDirectives([...(obj ? ctx.directives(obj) : []), ...ctx.directives(node)]),
    ts: { library, api, callRange: ctx.range(node), ...(ts.isNewExpression(node) && api !== 'client' ? { newed: true } : {}), ...(obj ? { objectRange: ctx.range(obj) } : {}),
      ...(!obj && optionsArgument(node) ? { configUnseen: true } : {}),
      ...(library === 'kafkajs' ? { codecRegistrations: codecs } : {}), ...(library === 'kafkajs' && obj ? misspelt(api, obj) : {}), ...extras },
  });
  const add = (node: ts.Expression, library: TsLibrary, api: TsApi, role: Role | undefined,
    obj: ts.ObjectLiteralExpression | undefined, entries: ConfigEntry[], extras: Partial<TsSiteExtras> = {}): TsDraft => {
    const site = draft(node, library, api, role, obj, entries, extras);
    sites.push(site);
    clientSites.set(node, site);
    return site;
  };

  for (const n of news) {
    const ref = b.refOf(n.expression);
    if (!ref) continue;
    const last = ref.path[ref.path.length - 1];
    const obj = ctx.objectOf(n.arguments?.[0]);
    if (ref.module === 'kafkajs' && last === 'Kafka') {
      clients.set(n, 'kafkajs');
      const security = clientSecurity(ctx, obj);
      add(n, 'kafkajs', 'client', undefined, obj, kafkajsEntries(ctx, obj, 'client'), security ? { security } : {});
    } else if (ref.module === 'ckjs' && last === 'Kafka' && ref.path[0] === 'KafkaJS') {
      clients.set(n, 'ckjs');
      const r = ckjsEntries(ctx, obj, 'client');
      add(n, 'ckjs', 'client', undefined, obj, r.entries, r.extras);
    } else if (ref.module !== 'kafkajs' && RDK_CTORS[last] && ref.path.length <= 1) {
      const topic = ctx.objectOf(n.arguments?.[1]);
      const role = RDK_CTORS[last];
      add(n, ref.module === 'ckjs' ? 'ckjs' : 'node-rdkafka', role === 'producer' ? 'producer' : 'consumer', role, obj,
        rdkEntries(ctx, [obj, topic]));
    }
  }

  const sole = b.soleModule();
  const ownCalls = ownCallIndex(tree.nodes);
  // Client factories first, so send/run calls further up the file still find their producer.
  const ordered = [...calls.filter((c) => isFactory(c)), ...calls.filter((c) => !isFactory(c))];
  for (const call of ordered) {
    const access = call.expression as ts.PropertyAccessExpression;
    const method = access.name.text;
    if (isMissing(access.expression)) continue; // `.send(` with the receiver not typed yet
    const recv = ctx.resolve(access.expression);
    const obj = ctx.objectOf(call.arguments[0]);
    if (method === 'producer' || method === 'consumer' || method === 'admin') {
      // `this.dlq.consumer({…})` where the class sets this.dlq = new DLQ(…) only: another library's
      // object with a method of that name (kafkajs-dlq, check 62), not a Kafka client.
      const fields = thisFieldValues(access.expression);
      if (fields && fields.length > 0 && fields.every((v) => { const u = unwrap(v); return ts.isNewExpression(u) && !clients.has(u); })) continue;
      // An unresolvable receiver (this.kafka, a parameter) belongs to the file's only Kafka module.
      let flavor = recv ? clients.get(recv) : undefined;
      const fromModule = imported.of(ctx, access.expression);
      if (!flavor && fromModule?.api === 'client') flavor = fromModule.library;
      if (!flavor && recv && !ts.isNewExpression(recv) && !fromModule) flavor = sole;
      // No Kafka library here, and the Kafka instance imported from a module of the workspace the
      // scan knows nothing of (this file linted alone): a consumer with kafkajs's options is one.
      if (!flavor && method === 'consumer' && b.modules.size === 0 && !fromModule && isKafkajsConsumerOptions(obj) && importedFromRelativeModule(ctx, access.expression)) flavor = 'kafkajs';
      if (flavor === 'kafkajs') {
        const perStart = method === 'consumer' ? groupIdPerStart(ctx, obj) : undefined;
        add(call, 'kafkajs', method, method, obj, kafkajsEntries(ctx, obj, method === 'admin' ? 'client' : method), method === 'producer' ? { sends: [] } : perStart ? { groupIdPerStart: perStart } : {});
      }
      else if (flavor === 'ckjs') {
        const r = ckjsEntries(ctx, obj, method);
        // Kafka#mergeConfiguration copies the common kafkaJS block into this client's, so a non-empty
        // block on `new Kafka({ kafkaJS })` brings the compatibility layer's defaults (retries=5…) too.
        const common = recv ? clientSites.get(recv)?.ts : undefined;
        if (!r.extras.derivedDefaults && common?.library === 'ckjs' && common.derivedDefaults) r.extras.derivedDefaults = ckjsBlockDefaults(method);
        add(call, 'ckjs', method, method, obj, r.entries, { ...r.extras, ...(method === 'producer' ? { sends: [] } : {}) });
      }
    } else if (method === 'send' || method === 'sendBatch') {
      const owner = recv && ts.isCallExpression(recv) ? clientSites.get(recv) : undefined;
      const ownerExtras = owner?.ts;
      // A producer another module of the workspace exports (kafka.ts: export const producer = kafka.producer(...)).
      const fromModule = owner ? undefined : imported.of(ctx, access.expression);
      const linkedProducer = fromModule?.api === 'producer' && fromModule.library === 'kafkajs' ? fromModule : undefined;
      const kafkajsShaped = !owner && !fromModule && sole === 'kafkajs' && obj && obj.properties.some((p) => p.name && ts.isIdentifier(p.name) && (p.name.text === 'messages' || p.name.text === 'topicMessages'));
      if (!(ownerExtras?.api === 'producer') && !kafkajsShaped && !linkedProducer) continue;
      const info: SendCall = sendCall(ctx, call, method);
      if (!info.inLoop && info.awaited) {
        const via = helperCalledInLoop(call, ownCalls);
        // Paced when every loop that awaits the helper waits or prompts as well.
        if (via) Object.assign(info, { inLoop: true, via }, (ownCalls().get(via) ?? []).every(loopAwaitsDelay) ? { paced: true } : {});
      }
      if (owner) info.producerIdempotent = owner.entries.some((e) => e.key === 'enable.idempotence' && e.value === 'true');
      if (linkedProducer) Object.assign(info, { producerIdempotent: linkedProducer.idempotent === true, producerFrom: linkedProducer.file });
      ownerExtras?.sends?.push(info);
      if (ownerExtras?.library === 'kafkajs' || kafkajsShaped || linkedProducer) add(call, 'kafkajs', method, 'producer', obj, kafkajsEntries(ctx, obj, 'send'), { send: info });
    } else if (method === 'run') {
      const owner = recv && ts.isCallExpression(recv) ? clientSites.get(recv) : undefined;
      const ownerExtras = owner?.ts;
      const fromModule = owner ? undefined : imported.of(ctx, access.expression);
      const linkedConsumer = fromModule?.api === 'consumer' && fromModule.library === 'kafkajs';
      const kafkajsShaped = !owner && !fromModule && sole === 'kafkajs' && obj && obj.properties.some((p) => p.name && ts.isIdentifier(p.name) && (p.name.text === 'eachMessage' || p.name.text === 'eachBatch'));
      if ((ownerExtras?.library === 'kafkajs' && ownerExtras.api === 'consumer') || kafkajsShaped || linkedConsumer) add(call, 'kafkajs', 'run', 'consumer', obj, kafkajsEntries(ctx, obj, 'run'));
      // No Kafka library in this file at all, and a receiver nothing here created: a consumer made
      // in another module (`kafka.consumer.run({ eachBatch })`), known by its handler options.
      else if (!owner && !fromModule && b.modules.size === 0 && !recvIsLocalValue(recv) && obj && isConsumerRunShape(ctx, obj)) {
        add(call, 'kafkajs', 'run', 'consumer', obj, kafkajsEntries(ctx, obj, 'run'), { consumerElsewhere: runShapeOf(obj) });
      }
    } else {
      // node-rdkafka factories: AdminClient.create(conf), KafkaConsumer.createReadStream(conf, topicConf),
      // Producer.createWriteStream(conf, topicConf).
      const ref = b.refOf(access.expression);
      if (!ref || ref.module === 'kafkajs') continue;
      const owner = ref.path[ref.path.length - 1];
      // node-rdkafka's module also exports the two stream factories itself (lib/index.js:
      // createReadStream: KafkaConsumer.createReadStream), so `Kafka.createReadStream(conf, …)` (check 79).
      const topLevel = owner === undefined && ref.module === 'rdkafka';
      const role: Role | undefined = owner === 'AdminClient' && method === 'create' ? 'admin'
        : (owner === 'KafkaConsumer' || topLevel) && method === 'createReadStream' ? 'consumer'
          : (owner === 'Producer' || topLevel) && method === 'createWriteStream' ? 'producer' : undefined;
      if (!role) continue;
      const lib: TsLibrary = ref.module === 'ckjs' ? 'ckjs' : 'node-rdkafka';
      add(call, lib, role, role, obj, rdkEntries(ctx, [obj, role === 'admin' ? undefined : ctx.objectOf(call.arguments[1])]));
    }
  }
  // Offset commits and flush-then-exit belong to the client they are called on; when the receiver
  // cannot be followed (this.consumer), to the file's first client of that kind.
  const ownerOf = (receiver: ts.Expression, api: TsApi, libraries: TsLibrary[]): TsDraft | undefined => {
    let r = ctx.resolve(receiver);
    // `const tx = await producer.transaction()`: a transaction's offsets belong to its producer.
    if (r && ts.isCallExpression(r) && ts.isPropertyAccessExpression(r.expression) && r.expression.name.text === 'transaction') r = ctx.resolve(r.expression.expression);
    const own = r ? clientSites.get(r) : undefined;
    if (own && own.ts.api === api && libraries.includes(own.ts.library)) return own;
    // A consumer created in another module has no site here but its run(): the commits in its
    // handlers are that consumer's (check 65: services.kafkaConsumer.run, commitOffsets inside).
    return sites.find((s) => s.ts.api === api && libraries.includes(s.ts.library))
      ?? (api === 'consumer' ? sites.find((s) => s.ts.api === 'run' && libraries.includes(s.ts.library)) : undefined);
  };
  for (const call of offsetCalls) {
    const access = call.expression as ts.PropertyAccessExpression;
    const method = access.name.text as OffsetCommit['method'];
    if (method === 'commit' || method === 'commitSync') {
      // node-rdkafka: commit(topicPartition) commits the offset it is given; a consumed message
      // handed over as is commits that message's own offset (commitMessage is the one that adds 1).
      const arg = call.arguments[0] && unwrapValue(call.arguments[0]);
      if (call.arguments.length !== 1 || !arg || !ts.isIdentifier(arg) || !(CONSUMED.test(arg.text) || isDataHandlerParam(arg))) continue;
      const owner = ownerOf(access.expression, 'consumer', ['node-rdkafka', 'ckjs']);
      if (!owner?.ts.newed) continue;
      owner.ts.offsetCommits = [...(owner.ts.offsetCommits ?? []), { method, valueRange: ctx.range(arg), valueText: arg.text, rdkafkaMessage: { methodRange: ctx.range(access.name) } }];
      continue;
    }
    const found = consumedOffsetsIn(ctx, call.arguments[0], method);
    const owner = found.length > 0 ? ownerOf(access.expression, method === 'sendOffsets' ? 'producer' : 'consumer', ['kafkajs', 'ckjs']) : undefined;
    if (owner) owner.ts.offsetCommits = [...(owner.ts.offsetCommits ?? []), ...found];
  }
  for (const exit of exits) {
    const flush = previousFlush(tree, exit);
    const owner = flush && ownerOf((flush.expression as ts.PropertyAccessExpression).expression, 'producer', ['ckjs', 'node-rdkafka']);
    if (owner) owner.ts.exitAfterFlush = [...(owner.ts.exitAfterFlush ?? []), ctx.range(flush)];
  }
  // Each part of a NestJS Kafka transport's options is the site of the kafkajs call NestJS makes with
  // it. NestJS makes those calls in its own code, so they stay out of clientSites: how the
  // application creates, connects and runs its clients (clientUse.ts, consumerHandlers.ts) does not apply.
  for (const config of nestConfigs) {
    const parts = new Map(config.parts.map((p) => [p.part, p.obj]));
    const send = parts.get('send');
    // Every send NestJS makes on this producer carries these options (`{ topic, messages, ...send }`), and its promise is awaited or returned.
    const sendInfo: SendCall | undefined = send && { method: 'send', range: ctx.range(send), inLoop: false, awaited: true, dropped: false, ...sendOptions(ctx, send) };
    for (const { part, obj } of config.parts) {
      const nestFacts: NestKafka = { part, ...config.facts };
      const role: Role | undefined = part === 'client' ? undefined : part === 'consumer' || part === 'run' ? 'consumer' : 'producer';
      const entries = kafkajsEntries(ctx, obj, part);
      const extras: Partial<TsSiteExtras> = { nest: nestFacts };
      if (part === 'client') {
        const security = clientSecurity(ctx, obj);
        if (security) extras.security = security;
      } else if (part === 'consumer') {
        const perStart = groupIdPerStart(ctx, obj);
        if (perStart) extras.groupIdPerStart = perStart;
      } else if (part === 'producer') {
        if (sendInfo) sendInfo.producerIdempotent = entries.some((e) => e.key === 'enable.idempotence' && e.value === 'true');
        extras.sends = sendInfo ? [sendInfo] : [];
      } else if (part === 'send' && sendInfo) extras.send = sendInfo;
      const site = draft(config.node, 'kafkajs', part, role, obj, entries, extras, `${config.facts.via ?? 'Transport.KAFKA'} options.${part}`);
      for (const m of site.ts.misspeltOptions ?? []) if (m.where !== 'retry') m.where = nestWhere(part);
      // NestJS users write options.producer, not kafka.producer(): name the part NestJS reads it from.
      const NEST_PART: Record<string, string> = { 'kafka.producer()': 'options.producer', 'kafka.consumer()': 'options.consumer', 'consumer.subscribe()': 'options.subscribe', 'consumer.run()': 'options.run', 'new Kafka()': 'options.client', 'producer.send()': 'options.send' };
      for (const m of site.ts.misplacedOptions ?? []) {
        if (m.where !== 'retry') m.where = nestWhere(part);
        m.belongs = m.belongs.split(' and ').map((b) => NEST_PART[b] ?? b).join(' and ');
      }
      sites.push(site);
    }
  }
  addClientUse(ctx, clientSites);
  addHandlerFacts(ctx, clientSites);
  addErrorListenerFacts(ctx, clientSites);
  addStreamErrorFacts(ctx, clientSites);
  onExports?.(ctx, clientSites);
  return sites;
}

/**
 * Declaration: a `const/let/var` whose initializer may name a Kafka library or a linked export (a
 * call, a name, a member access); Name: any other declared name, which only counts for the
 * file's first declaration of that name. The replay of a Name reads the string kept with it, not
 * the node: thousands of `let total = 0` in a big file cost no tree access on an edit.
 */
const enum Found { Import, Declaration, Name, New, ClientCall, OffsetCall, Exit, Assignment, Transport, Reassigned }

type Finding = [Found, ts.Node, string?];

/** What the walk collected in each top-level statement, kept while the statement's node lives (sourceFiles.ts reuses it). */
const collected = new WeakMap<ts.Node, Finding[]>();

/**
 * One walk of a statement: the nodes extract() needs, in document order. It also sets parent
 * pointers (a fresh parse leaves them to us: a second full traversal saved), before children are
 * visited, since what reads parents runs after.
 */
function collect(statement: ts.Statement): Finding[] {
  const out: Finding[] = [];
  let current: ts.Node = statement;
  const visitChild = (child: ts.Node): void => {
    (child as { parent: ts.Node }).parent = current;
    const saved = current;
    current = child;
    visit(child);
    current = saved;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) out.push([Found.Import, node]);
    else if (ts.isVariableDeclaration(node)) {
      const init = node.initializer && unwrap(node.initializer);
      if (init && (ts.isCallExpression(init) || ts.isIdentifier(init) || ts.isPropertyAccessExpression(init))) out.push([Found.Declaration, node]);
      else if (ts.isIdentifier(node.name)) out.push([Found.Name, node, node.name.text]);
    }
    else if (ts.isNewExpression(node)) out.push([Found.New, node]);
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && CLIENT_METHODS.has(node.expression.name.text)) out.push([Found.ClientCall, node]);
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && OFFSET_METHODS.has(node.expression.name.text)) out.push([Found.OffsetCall, node]);
    else if (ts.isExpressionStatement(node) && isProcessExit(node.expression)) out.push([Found.Exit, node]);
    else if (ts.isBinaryExpression(node) && ts.isElementAccessExpression(node.left)) out.push([Found.Assignment, node]);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left)) out.push([Found.Reassigned, node, node.left.text]);
    else if (isTransportKafkaShape(node)) out.push([Found.Transport, node]);
    ts.forEachChild(node, visitChild);
  };
  visit(statement);
  return out;
}

/** The options argument of a client's constructor or factory call, when one is written. */
function optionsArgument(node: ts.Expression): ts.Expression | undefined {
  const arg = (ts.isNewExpression(node) || ts.isCallExpression(node)) ? node.arguments?.[0] : undefined;
  return arg && !isMissing(arg) && arg.kind !== ts.SyntaxKind.UndefinedKeyword ? arg : undefined;
}

const OFFSET_METHODS = new Set(['commitOffsets', 'sendOffsets', 'commit', 'commitSync']);

function isProcessExit(e: ts.Expression): boolean {
  return ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'exit'
    && ts.isIdentifier(e.expression.expression) && e.expression.expression.text === 'process';
}

/** The statement before `process.exit()` when it is an un-awaited `x.flush(...)` call. */
function previousFlush(tree: DocStatements, exit: ts.ExpressionStatement): ts.CallExpression | undefined {
  const parent = exit.parent;
  if (!parent || !(ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isCaseClause(parent) || ts.isDefaultClause(parent))) return undefined;
  // At the top level the file's statements may sit in several trees (statements.ts): ask the list.
  const before = (st: ts.Statement): ts.Statement | undefined => {
    if (ts.isSourceFile(parent)) return tree.previous(st);
    const i = parent.statements.indexOf(st);
    return i > 0 ? parent.statements[i - 1] : undefined;
  };
  // A disconnect() not awaited, or a log line, between the flush and the exit waits for nothing
  // either (check 87: flush(); disconnect(); process.exit()).
  let prev = before(exit);
  for (let hops = 0; prev && hops < 3 && isPassThrough(prev); hops++) prev = before(prev);
  if (!prev || !ts.isExpressionStatement(prev)) return undefined;
  const e = prev.expression;
  return ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'flush' ? e : undefined;
}

/** `producer.disconnect();` or `console.log(…);`, not awaited: nothing the process waits for. */
function isPassThrough(st: ts.Statement): boolean {
  if (!ts.isExpressionStatement(st) || !ts.isCallExpression(st.expression) || !ts.isPropertyAccessExpression(st.expression.expression)) return false;
  const { expression: receiver, name } = st.expression.expression;
  return name.text === 'disconnect' || (ts.isIdentifier(receiver) && receiver.text === 'console');
}

/**
 * `offset: message.offset` (a property access named offset, passed as is), or that offset with a
 * literal added by `+`, inside the argument of commitOffsets/sendOffsets, however deep
 * (`topics[].partitions[]`).
 */
function consumedOffsetsIn(ctx: FileCtx, arg: ts.Expression | undefined, method: OffsetCommit['method']): OffsetCommit[] {
  const out: OffsetCommit[] = [];
  const root = ctx.resolve(arg);
  if (!root) return out;
  const seen = new Set<ts.Node>();
  const walk = (n: ts.Node, depth: number): void => {
    if (depth > 8 || seen.has(n)) return;
    seen.add(n);
    if (ts.isPropertyAssignment(n) && n.name && ts.isIdentifier(n.name) && n.name.text === 'offset') {
      const v = unwrapValue(n.initializer);
      const consumed = (e: ts.Expression) => ts.isPropertyAccessExpression(e) && e.name.text === 'offset' && CONSUMED.test(ctx.textOf(e.expression).replace(/\s+/g, ''));
      if (consumed(v)) {
        out.push({ method, valueRange: ctx.range(n.initializer), valueText: ctx.textOf(n.initializer) });
      } else if (ts.isBinaryExpression(v) && v.operatorToken.kind === ts.SyntaxKind.PlusToken && consumed(unwrapValue(v.left))
        && (ts.isNumericLiteral(v.right) || ts.isStringLiteral(v.right))) {
        // kafkajs hands a message's offset over as a string: `+ 1` appends a digit.
        out.push({ method, valueRange: ctx.range(n.initializer), valueText: ctx.textOf(n.initializer), concatenated: { offset: ctx.textOf(unwrapValue(v.left)), added: v.right.text } });
      }
      return;
    }
    if (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) {
      if (!ts.isBlock(n.body)) walk(n.body, depth + 1);
      return;
    }
    if (ts.isIdentifier(n)) {
      const init = ctx.resolve(n);
      if (init && init !== n && (ts.isObjectLiteralExpression(init) || ts.isArrayLiteralExpression(init))) walk(init, depth + 1);
      return;
    }
    ts.forEachChild(n, (c) => walk(c, depth + 1));
  };
  walk(root, 0);
  return out;
}

/**
 * What a consumed record is called where its offset is read: eachMessage's `message`, a batch's
 * `batch.messages[i]` / `messages.at(-1)`, and the usual short names. A holder with another name
 * (`tracker.offset`) may already hold the next offset, so it is left alone.
 */
const CONSUMED = /(?:^|\.)(?:message|msg|m|record|rec|lastMessage|lastMsg|lastRecord)$|messages(?:\[|\.at\()/i;

function unwrapValue(e: ts.Expression): ts.Expression {
  let n = e;
  while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isNonNullExpression(n)) n = n.expression;
  return n;
}

function uniqueDirectives(list: TsDirective[]): TsDirective[] {
  return list.filter((d, i) => list.findIndex((x) => x.offset === d.offset) === i);
}

/** The receiver resolves to a value built in this file that is no consumer (`new Worker()`, a literal). */
function recvIsLocalValue(recv: ts.Expression | undefined): boolean {
  return !!recv && (ts.isNewExpression(recv) || ts.isObjectLiteralExpression(recv) || ts.isArrayLiteralExpression(recv) || ts.isStringLiteralLike(recv));
}

function isFactory(call: ts.CallExpression): boolean {
  const m = (call.expression as ts.PropertyAccessExpression).name.text;
  return m === 'producer' || m === 'consumer' || m === 'admin';
}

function labelOf(ctx: FileCtx, node: ts.Expression, api: TsApi): string {
  const callee = ts.isNewExpression(node) ? `new ${ctx.textOf(node.expression)}` : ts.isCallExpression(node) ? ctx.textOf(node.expression) : api;
  const short = callee.length > 40 ? `…${callee.slice(-39)}` : callee;
  return `${short}({...})`;
}

/** `data` in `consumer.on('data', (data) => …)`: the message node-rdkafka emits for each record it reads. */
function isDataHandlerParam(id: ts.Identifier): boolean {
  for (let p: ts.Node | undefined = id.parent; p; p = p.parent) {
    if (!ts.isFunctionLike(p)) continue;
    const first = p.parameters[0];
    const call = p.parent;
    return !!first && ts.isIdentifier(first.name) && first.name.text === id.text && !!call && ts.isCallExpression(call)
      && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'on'
      && call.arguments[0] !== undefined && ts.isStringLiteralLike(call.arguments[0]) && call.arguments[0].text === 'data';
  }
  return false;
}

/** What the enclosing class assigns to `this.<name>` (in any member, or as the field's initializer), for a receiver written `this.<name>`. */
function thisFieldValues(expr: ts.Expression): ts.Expression[] | undefined {
  const e = unwrap(expr);
  if (!ts.isPropertyAccessExpression(e) || e.expression.kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  let cls: ts.Node | undefined = e.parent;
  while (cls && !ts.isClassLike(cls)) cls = cls.parent;
  if (!cls) return undefined;
  const name = e.name.text;
  const out: ts.Expression[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left)
      && n.left.expression.kind === ts.SyntaxKind.ThisKeyword && n.left.name.text === name) out.push(n.right);
    if (ts.isPropertyDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) out.push(n.initializer);
    ts.forEachChild(n, visit);
  };
  visit(cls);
  return out;
}
