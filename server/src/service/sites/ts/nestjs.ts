// NestJS's Kafka transport (@nestjs/microservices) configures kafkajs through one object, not through
// kafkajs calls in the application's code:
//
//   app.connectMicroservice({ transport: Transport.KAFKA, options: { client, consumer, producer, run, send, … } })
//
// so a NestJS project's main.ts or module file has no `new Kafka()` for the extractor to find. Each
// part of `options` is handed to kafkajs as the equivalent kafkajs call's argument, which is why each
// becomes the site that call would (index.ts builds them with the same kafkajsEntries). Read in
// @nestjs/microservices 11.2.6 and 12.1.1 (nestjs/nest packages/microservices/server/server-kafka.ts,
// client/client-kafka.ts, constants.ts, interfaces/microservice-configuration.interface.ts):
// - client   → new Kafka({ logCreator, ...client, clientId: (clientId || 'nestjs-consumer') + postfixId,
//              brokers: brokers || ['localhost:9092'] }) (KAFKA_DEFAULT_CLIENT, KAFKA_DEFAULT_BROKER)
// - consumer → kafka.consumer({ ...consumer, groupId: (groupId || 'nestjs-group') + postfixId })
//              (KAFKA_DEFAULT_GROUP); ClientKafka adds its reply partitionAssigners unless consumer
//              names its own, and with producerOnlyMode: true creates no consumer and runs none.
// - producer → kafka.producer(producer): as written, no NestJS default (ServerKafka.start, ClientKafka.connect).
// - run      → consumer.run({ ...run, eachMessage: NestJS's handler }): always eachMessage, one message at a time.
// - send     → producer.send({ topic, messages, ...send }) for every send: ServerKafka's replies,
//              ClientKafka's send() and emit() (acks, timeout, compression).
// - subscribe → consumer.subscribe({ ...subscribe, topics }) (fromBeginning), not a site of its own.
// postfixId defaults to '-server' in ServerKafka (connectMicroservice, NestFactory.createMicroservice:
// ServerFactory picks ServerKafka for Transport.KAFKA) and '-client' in ClientKafka
// (ClientsModule.register / registerAsync, ClientProxyFactory.create, @Client). Without `transport`
// NestJS runs TCP (ServerFactory's default), so the object is recognised only when `transport:` names
// KAFKA of the Transport enum imported from @nestjs/microservices.
import ts from 'typescript';
import { propName, unwrap, type FileCtx } from './ast';
import type { NestKafka, NestPart } from './extras';

const MODULE = /^@nestjs\/microservices(?:\/|$)/;

/** Cheap test on the raw text before a parse. */
export function mentionsNestKafka(text: string): boolean {
  return text.includes('@nestjs/microservices') && text.includes('KAFKA');
}

/** `transport: <something>.KAFKA`: what the walk collects (index.ts collect), judged here once the imports are known. */
export function isTransportKafkaShape(node: ts.Node): node is ts.PropertyAssignment {
  if (!ts.isPropertyAssignment(node) || propName(node.name) !== 'transport') return false;
  const v = unwrap(node.initializer);
  return ts.isPropertyAccessExpression(v) && v.name.text === 'KAFKA';
}

/** The local names bound to @nestjs/microservices's Transport enum, or to the module itself. */
export class NestImports {
  private readonly transport = new Set<string>();
  private readonly namespace = new Set<string>();

  get any(): boolean { return this.transport.size > 0 || this.namespace.size > 0; }

  addImport(node: ts.ImportDeclaration): void {
    const spec = node.moduleSpecifier;
    const clause = node.importClause;
    if (!ts.isStringLiteral(spec) || !MODULE.test(spec.text) || !clause) return;
    const nb = clause.namedBindings;
    if (nb && ts.isNamespaceImport(nb)) this.namespace.add(nb.name.text);
    if (nb && ts.isNamedImports(nb)) {
      for (const el of nb.elements) if ((el.propertyName ?? el.name).text === 'Transport') this.transport.add(el.name.text);
    }
  }

  /** `const { Transport } = require('@nestjs/microservices')`, `const ms = require('@nestjs/microservices')`. */
  addDeclaration(decl: ts.VariableDeclaration): void {
    const init = decl.initializer && unwrap(decl.initializer);
    if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'require') return;
    const arg = init.arguments[0];
    if (!arg || !ts.isStringLiteral(arg) || !MODULE.test(arg.text)) return;
    if (ts.isIdentifier(decl.name)) this.namespace.add(decl.name.text);
    else if (ts.isObjectBindingPattern(decl.name)) {
      for (const el of decl.name.elements) {
        const from = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : ts.isIdentifier(el.name) ? el.name.text : undefined;
        if (from === 'Transport' && ts.isIdentifier(el.name)) this.transport.add(el.name.text);
      }
    }
  }

  /** `Transport.KAFKA` (or `ms.Transport.KAFKA`) with Transport from @nestjs/microservices. */
  isKafka(prop: ts.PropertyAssignment): boolean {
    const v = unwrap(prop.initializer) as ts.PropertyAccessExpression;
    const owner = unwrap(v.expression);
    if (ts.isIdentifier(owner)) return this.transport.has(owner.text);
    return ts.isPropertyAccessExpression(owner) && owner.name.text === 'Transport' && ts.isIdentifier(owner.expression) && this.namespace.has(owner.expression.text);
  }
}

/** One `{ transport: Transport.KAFKA, options }` object and the parts of its options written in the file. */
export interface NestKafkaConfig {
  /** The object holding `transport:`. */
  node: ts.ObjectLiteralExpression;
  facts: Omit<NestKafka, 'part'>;
  parts: Array<{ part: NestPart; obj: ts.ObjectLiteralExpression }>;
}

const PARTS: readonly NestPart[] = ['client', 'consumer', 'producer', 'run', 'send'];

/** Server side: ServerKafka reads the options. */
const SERVER_CALLS = new Set(['connectMicroservice', 'createMicroservice']);
/** Client side: ClientKafka reads the options (`ClientsModule.register`, `ClientProxyFactory.create`, `@Client`). */
const CLIENT_CALLS: Record<string, string | undefined> = { register: 'ClientsModule', registerAsync: 'ClientsModule', create: 'ClientProxyFactory', Client: undefined };

export function nestKafkaConfig(ctx: FileCtx, transport: ts.PropertyAssignment): NestKafkaConfig | undefined {
  const node = transport.parent;
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  const options = ctx.objectOf(propValue(ctx, node, 'options'));
  if (!options) return undefined;
  const facts: Omit<NestKafka, 'part'> = { ...sideOf(ctx, node) };
  const postfix = propValue(ctx, options, 'postfixId');
  const written = postfix && ts.isStringLiteralLike(unwrap(postfix)) ? (unwrap(postfix) as ts.StringLiteralLike).text : undefined;
  if (written !== undefined) facts.postfix = written;
  else if (!postfix && facts.side) facts.postfix = facts.side === 'server' ? '-server' : '-client';
  const only = propValue(ctx, options, 'producerOnlyMode');
  // producerOnlyMode is ClientKafka's alone: it creates no consumer and runs none, so those parts are not used.
  const producerOnly = !!only && unwrap(only).kind === ts.SyntaxKind.TrueKeyword && facts.side !== 'server';
  if (producerOnly) facts.producerOnlyMode = true;
  const parts: NestKafkaConfig['parts'] = [];
  for (const part of PARTS) {
    if (producerOnly && (part === 'consumer' || part === 'run')) continue;
    const obj = ctx.objectOf(propValue(ctx, options, part));
    if (obj) parts.push({ part, obj });
  }
  // In the order they are written, as the file's other sites are.
  parts.sort((a, b) => ctx.tree.startOf(a.obj) - ctx.tree.startOf(b.obj));
  return { node, facts, parts };
}

/** The value of a property of an object literal, the last one written winning (spreads of objects of the file followed). */
function propValue(ctx: FileCtx, obj: ts.ObjectLiteralExpression, name: string, depth = 0): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  for (const p of obj.properties) {
    if (ts.isSpreadAssignment(p) && depth < 4) {
      const inner = ctx.objectOf(p.expression);
      const v = inner && propValue(ctx, inner, name, depth + 1);
      if (v) found = v;
    } else if (ts.isPropertyAssignment(p) && propName(p.name) === name) found = p.initializer;
    else if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) found = p.name;
  }
  return found;
}

/**
 * Which NestJS class reads the object: the nearest call or decorator around it that takes such
 * options, or for an object declared in a variable, the call the file passes that variable to.
 */
function sideOf(ctx: FileCtx, node: ts.ObjectLiteralExpression): Pick<NestKafka, 'side' | 'via'> {
  for (let p: ts.Node | undefined = node.parent, child: ts.Node = node; p; child = p, p = p.parent) {
    if (ts.isCallExpression(p) && p.arguments.includes(child as ts.Expression)) {
      const found = calleeSide(p.expression, ts.isDecorator(p.parent));
      if (found) return found;
    }
    if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name) && p.initializer === child) return passedTo(ctx, p.name.text);
    if (ts.isSourceFile(p) || ts.isClassDeclaration(p)) break;
  }
  return {};
}

function calleeSide(callee: ts.Expression, decorator: boolean): Pick<NestKafka, 'side' | 'via'> | undefined {
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  if (!name) return undefined;
  if (SERVER_CALLS.has(name)) return { side: 'server', via: name };
  if (name === 'Client') return decorator ? { side: 'client', via: '@Client' } : undefined;
  const owner = CLIENT_CALLS[name];
  if (owner && ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === owner) return { side: 'client', via: `${owner}.${name}` };
  return undefined;
}

/** `const kafkaOptions = {…}; app.connectMicroservice(kafkaOptions)`: the call the name is passed to, read in the text. */
function passedTo(ctx: FileCtx, name: string): Pick<NestKafka, 'side' | 'via'> {
  const n = name.replace(/\$/g, '\\$');
  const server = new RegExp(`\\b(connectMicroservice|createMicroservice)\\s*(?:<[^>()]*>)?\\s*\\((?:[^(),]*,)?\\s*${n}\\b`).exec(ctx.text);
  if (server) return { side: 'server', via: server[1] };
  const client = new RegExp(`\\b(ClientsModule\\.register(?:Async)?|ClientProxyFactory\\.create|@Client)\\s*\\(\\s*\\[?[^)]*?\\b${n}\\b`).exec(ctx.text);
  if (client) return { side: 'client', via: client[1] };
  return {};
}

const CALL: Record<NestPart, string> = { client: 'new Kafka()', consumer: 'kafka.consumer()', producer: 'kafka.producer()', run: 'consumer.run()', send: 'producer.send()' };
const READER = { server: 'ServerKafka', client: 'ClientKafka' } as const;
const SOURCE = { server: 'server/server-kafka.ts', client: 'client/client-kafka.ts' } as const;

/** "NestJS's ServerKafka", or both classes when the file does not say which reads the options. */
function reader(n: NestKafka): string {
  return n.side ? `NestJS's ${READER[n.side]} (@nestjs/microservices ${SOURCE[n.side]})` : 'NestJS (ServerKafka or ClientKafka, @nestjs/microservices server/server-kafka.ts, client/client-kafka.ts)';
}

/** What NestJS appends to clientId/groupId, in words. */
function postfixWords(n: NestKafka): string {
  if (n.postfix === '') return "nothing (postfixId: '')";
  if (n.postfix !== undefined) return `'${n.postfix}'`;
  return "'-server' when connectMicroservice/createMicroservice runs it, '-client' in ClientsModule, ClientProxyFactory or @Client (postfixId changes it)";
}

/** Where a misspelt option sits, for kafkajs-misspelt-option: "options.consumer, which NestJS hands to kafka.consumer()". */
export function nestWhere(part: NestPart): string {
  return `options.${part}, which NestJS hands to ${CALL[part]}`;
}

/** The hover's NestJS lines for a key of a NestJS Kafka options part. */
export function nestHover(n: NestKafka, key: string, value: string | undefined): string[] {
  const lines = [`NestJS Kafka transport: ${reader(n)} hands \`options.${n.part}\` to kafkajs's ${CALL[n.part]}${n.part === 'run' ? ' and adds its own eachMessage handler' : ''}.`];
  if (n.part === 'client' && key === 'client.id') {
    lines.push(`NestJS appends ${postfixWords(n)} to clientId${value !== undefined && n.postfix !== undefined ? `: the brokers see \`${value}${n.postfix}\`` : ''}.`);
  } else if (n.part === 'client' && key === 'bootstrap.servers') {
    lines.push("Without brokers NestJS connects to `localhost:9092` (KAFKA_DEFAULT_BROKER, @nestjs/microservices constants.ts).");
  } else if (n.part === 'consumer' && key === 'group.id') {
    lines.push(`NestJS appends ${postfixWords(n)} to groupId${value !== undefined && n.postfix !== undefined ? `: the consumer joins group \`${value}${n.postfix}\`` : ''}; without a groupId the group is \`nestjs-group\` plus that postfix (KAFKA_DEFAULT_GROUP).`);
  }
  return lines;
}
