// kafkajs v2.2.4 sites: new Kafka({...}), kafka.producer/consumer/admin({...}),
// producer.send/sendBatch({...}) and consumer.run({...}).
import ts from 'typescript';
import { kafkajsOption, kafkajsValueToKafka, KAFKAJS_CODECS, KAFKAJS_CODEC_IDS, type KafkajsContext } from '../../clients/kafkajs';
import type { ConfigEntry } from '../../model';
import { constValue, insideLoop, isAwaited, literalLoopCount, loopAwaitsDelay, loopEndsAfter, droppedThrough, rejectionDroppedBy, unwrap, type FileCtx } from './ast';
import type { Bindings } from './bindings';
import { makeEntry, walkObject } from './entries';
import type { ClientSecurity, SendCall } from './extras';
import { distanceWithin } from '../../util/similar';
import { isLiteralSecret } from '../../util/secrets';

/** `CompressionTypes.GZIP` (or the enum's number) → Kafka codec name. */
export function codecOf(ctx: FileCtx, expr: ts.Expression | undefined): string | undefined {
  if (!expr) return undefined;
  const n = unwrap(expr);
  if (ts.isPropertyAccessExpression(n) && KAFKAJS_CODECS[n.name.text] !== undefined) return KAFKAJS_CODECS[n.name.text];
  if (ts.isElementAccessExpression(n) && ts.isStringLiteral(n.argumentExpression)) return KAFKAJS_CODECS[n.argumentExpression.text];
  const v = constValue(ctx, n);
  if (v === undefined) return undefined;
  if (/^\d$/.test(v)) return KAFKAJS_CODEC_IDS[Number(v)];
  return v.toLowerCase();
}

export function kafkajsEntries(ctx: FileCtx, obj: ts.ObjectLiteralExpression | undefined, context: KafkajsContext): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  if (!obj) return entries;
  walkObject(ctx, obj, (path) => path.length === 1 && path[0] === 'retry', (p) => {
    const opt = kafkajsOption(context, p.path.join('.'));
    if (!opt) return;
    const raw = opt.name === 'compression' ? codecOf(ctx, p.value) : constValue(ctx, p.value);
    entries.push(makeEntry(ctx, p, opt.key, raw === undefined ? undefined : kafkajsValueToKafka(opt, raw), { nativeName: opt.name }));
  });
  return entries;
}

/** Facts about one send/sendBatch call for the serial-send and idempotent-acks rules. */
export function sendCall(ctx: FileCtx, call: ts.CallExpression, method: 'send' | 'sendBatch'): SendCall {
  const obj = ctx.objectOf(call.arguments[0]);
  const awaited = isAwaited(call);
  const droppedBy = awaited ? rejectionDroppedBy(call) : undefined;
  const through = droppedThrough(call);
  const inLoop = insideLoop(call) && !loopEndsAfter(call);
  const loopCount = inLoop ? literalLoopCount(call) : undefined;
  const out: SendCall = { method, range: ctx.range(call), inLoop, ...(loopCount !== undefined ? { loopCount } : {}), awaited, dropped: through !== undefined, ...(through?.length ? { droppedThrough: through } : {}), ...(droppedBy ? { droppedBy } : {}), options: [] };
  if (out.inLoop && loopAwaitsDelay(call)) out.paced = true;
  return obj ? Object.assign(out, sendOptions(ctx, obj)) : out;
}

/** What a send/sendBatch options object holds: its options besides topic/messages, acks, and the messages as written. */
export function sendOptions(ctx: FileCtx, obj: ts.ObjectLiteralExpression): Pick<SendCall, 'options' | 'acks' | 'messageCount' | 'messageOptions' | 'messageTypos'> {
  const out: Pick<SendCall, 'options' | 'acks' | 'messageCount' | 'messageOptions' | 'messageTypos'> = { options: [] };
  let count: number | undefined;
  const misplaced: NonNullable<SendCall['messageOptions']> = [];
  const typos: NonNullable<SendCall['messageTypos']> = [];
  const messages = (expr: ts.Expression | undefined) => {
    const found = messageProperties(ctx, expr);
    misplaced.push(...found.options);
    typos.push(...found.typos);
  };
  walkObject(ctx, obj, () => false, (p) => {
    const name = p.path[0];
    if (name === 'messages') {
      count = arrayLength(ctx, p.value);
      messages(p.value);
    } else if (name === 'topicMessages') {
      count = batchCount(ctx, p.value);
      const batches = ctx.resolve(p.value);
      if (batches && ts.isArrayLiteralExpression(batches)) {
        for (const el of batches.elements) {
          const o = ctx.objectOf(el as ts.Expression);
          const msgs = o?.properties.find((q) => q.name && ts.isIdentifier(q.name) && q.name.text === 'messages');
          if (msgs && ts.isPropertyAssignment(msgs)) messages(msgs.initializer);
        }
      }
    }
    else if (name !== 'topic') out.options.push({ name, range: ctx.range(p.keyNode) });
    if (name === 'acks') out.acks = { value: constValue(ctx, p.value), range: ctx.range(p.node) };
  });
  if (count !== undefined) out.messageCount = count;
  if (misplaced.length > 0) out.messageOptions = misplaced;
  if (typos.length > 0) out.messageTypos = typos;
  return out;
}

/** Options of send() itself; a message object has only key, value, partition, headers, timestamp. */
const SEND_OPTIONS = new Set(['acks', 'timeout', 'compression']);
/** The fields of a kafkajs message (kafkajs v2.2.4 types/index.d.ts Message). */
const MESSAGE_FIELDS = ['key', 'value', 'partition', 'timestamp', 'headers'];

/**
 * A slip from a message field, for names of four characters or more: one character added, lost or
 * changed (`keys`, `header`, `partititon`), or two letters swapped (`vaule`).
 */
function messageFieldTypo(name: string): string | undefined {
  if (name.length < 4 || MESSAGE_FIELDS.includes(name)) return undefined;
  const letters = (w: string) => [...w].sort().join('');
  return MESSAGE_FIELDS.find((f) => distanceWithin(name, f, 1) <= 1 || (letters(name) === letters(f) && distanceWithin(name, f, 2) <= 2));
}

/**
 * What the message objects of a send hold that kafkajs does not read: send() options (`[{ value, acks: 1 }]`,
 * `items.map((i) => ({ value: i, acks: 1 }))`) and misspelt message fields (`{ value, partititon: 0 }`).
 */
function messageProperties(ctx: FileCtx, expr: ts.Expression | undefined): { options: NonNullable<SendCall['messageOptions']>; typos: NonNullable<SendCall['messageTypos']> } {
  const out = { options: [] as NonNullable<SendCall['messageOptions']>, typos: [] as NonNullable<SendCall['messageTypos']> };
  const n = ctx.resolve(expr);
  if (!n) return out;
  const objects: ts.ObjectLiteralExpression[] = [];
  if (ts.isArrayLiteralExpression(n)) {
    for (const el of n.elements) {
      const o = ts.isSpreadElement(el) ? undefined : ctx.objectOf(el);
      if (o) objects.push(o);
    }
  } else if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'map') {
    const fn = n.arguments[0];
    const body = fn && ts.isArrowFunction(fn) && !ts.isBlock(fn.body) ? unwrap(fn.body) : undefined;
    if (body && ts.isObjectLiteralExpression(body)) objects.push(body);
  }
  for (const o of objects) {
    const names = o.properties.map((prop) => prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined);
    const valueMissing = !names.includes('value') && !o.properties.some(ts.isSpreadAssignment);
    o.properties.forEach((prop, i) => {
      const name = names[i];
      if (!name || (!ts.isPropertyAssignment(prop) && !ts.isShorthandPropertyAssignment(prop))) return;
      if (SEND_OPTIONS.has(name)) out.options.push({ name, range: ctx.range(prop) });
      const meant = messageFieldTypo(name);
      // Written beside the field it resembles (`key` and `keys`), it is the application's own property.
      if (meant && !names.includes(meant)) out.typos.push({ written: name, meant, range: ctx.range(prop.name), valueMissing: meant === 'value' && valueMissing });
    });
  }
  return out;
}

/**
 * A function that can never report a mismatch: Node's tls.connect calls checkServerIdentity and
 * rejects the connection only when it returns an Error, so `() => undefined`, `() => {}` and
 * `() => null` accept any host name.
 */
function alwaysPasses(q: ts.ObjectLiteralElementLike): boolean {
  const nothing = (x: ts.Expression | undefined) => {
    if (!x) return true;
    const u = unwrap(x);
    return u.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(u) && u.text === 'undefined') || ts.isVoidExpression(u);
  };
  const body = (b: ts.ConciseBody | undefined) => b !== undefined && (ts.isBlock(b)
    ? b.statements.every((st) => (ts.isReturnStatement(st) ? nothing(st.expression) : ts.isEmptyStatement(st)))
    : nothing(b));
  if (ts.isMethodDeclaration(q)) return body(q.body);
  if (!ts.isPropertyAssignment(q)) return false;
  const f = unwrap(q.initializer);
  return (ts.isArrowFunction(f) || ts.isFunctionExpression(f)) && body(f.body);
}

/** `ssl: { rejectUnauthorized: false, checkServerIdentity, ca }` and the `sasl` mechanism of a kafkajs client config. */
export function clientSecurity(ctx: FileCtx, obj: ts.ObjectLiteralExpression | undefined): ClientSecurity | undefined {
  if (!obj) return undefined;
  const out: ClientSecurity = { tls: 'off' };
  for (const prop of obj.properties) {
    // A spread or a shorthand `ssl` may bring any option: TLS unknown.
    if (ts.isSpreadAssignment(prop) || (ts.isShorthandPropertyAssignment(prop) && prop.name.text === 'ssl')) {
      out.tls = 'unknown';
      const viaConst = ts.isShorthandPropertyAssignment(prop) ? constEnvString(ctx, prop.name) : undefined;
      if (viaConst) out.sslFromEnv = { range: ctx.range(viaConst.initializer), variable: viaConst.variable };
      continue;
    }
    if (!ts.isPropertyAssignment(prop) || !prop.name || !(ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))) continue;
    const inner = ctx.objectOf(prop.initializer);
    if (prop.name.text === 'ssl') {
      const env = envString(prop.initializer);
      const viaConst = env ? undefined : constEnvString(ctx, prop.initializer);
      if (env) out.sslFromEnv = { range: ctx.range(prop.initializer), variable: env };
      else if (viaConst) out.sslFromEnv = { range: ctx.range(viaConst.initializer), variable: viaConst.variable };
      const v = inner ? 'true' : constValue(ctx, prop.initializer);
      if (out.tls !== 'unknown') out.tls = v === 'true' ? 'on' : v === 'false' ? 'off' : 'unknown';
    }
    if (prop.name.text === 'ssl' && inner) {
      for (const q of inner.properties) {
        if (ts.isPropertyAssignment(q) && q.name && ts.isIdentifier(q.name) && q.name.text === 'rejectUnauthorized' && constValue(ctx, q.initializer) === 'false') {
          out.rejectUnauthorizedFalse = ctx.range(q);
        }
        const qName = q.name && (ts.isIdentifier(q.name) || ts.isStringLiteral(q.name)) ? q.name.text : undefined;
        if (qName === 'checkServerIdentity' && alwaysPasses(q)) out.hostnameUnchecked = ctx.range(q);
        if (qName === 'ca') out.ownCa = true;
        if (qName === 'cert' || qName === 'pfx') out.clientCertificate = true;
      }
    } else if (prop.name.text === 'brokers' && ts.isArrayLiteralExpression(unwrap(prop.initializer))) {
      const items = (unwrap(prop.initializer) as ts.ArrayLiteralExpression).elements;
      if (items.length > 0 && items.every((el) => ts.isStringLiteralLike(el))) out.brokers = items.map((el) => (el as ts.StringLiteralLike).text).join(',');
    } else if (prop.name.text === 'sasl') {
      if (inner) out.saslObject = true;
      const mech = inner?.properties.find((q) => ts.isPropertyAssignment(q) && q.name && ts.isIdentifier(q.name) && q.name.text === 'mechanism');
      out.saslMechanism = mech && ts.isPropertyAssignment(mech) ? constValue(ctx, mech.initializer)?.toLowerCase() ?? '' : '';
      // The password written as a string in the code itself (not process.env, a variable or a call).
      const password = inner?.properties.find((q): q is ts.PropertyAssignment => ts.isPropertyAssignment(q) && !!q.name && (ts.isIdentifier(q.name) || ts.isStringLiteral(q.name)) && q.name.text === 'password');
      const written = password && unwrap(password.initializer);
      if (written && ts.isStringLiteralLike(written) && isLiteralSecret(written.text)) out.literalPassword = ctx.range(written);
    }
  }
  return out.rejectUnauthorizedFalse || out.hostnameUnchecked || out.saslMechanism !== undefined || out.sslFromEnv ? out : undefined;
}

/**
 * envString of the initializer of a `const` the expression names (`const useTls =
 * process.env.KAFKA_SSL || false; … ssl: useTls`), with that initializer: the string is formed there,
 * so that is where it is reported and compared.
 */
function constEnvString(ctx: FileCtx, expr: ts.Expression): { variable: string; initializer: ts.Expression } | undefined {
  const e = unwrap(expr);
  const decl = ts.isIdentifier(e) ? ctx.decls.get(e.text) : undefined;
  if (!decl?.initializer || !ts.isVariableDeclarationList(decl.parent) || (decl.parent.flags & ts.NodeFlags.Const) === 0) return undefined;
  const variable = envString(decl.initializer);
  return variable ? { variable, initializer: decl.initializer } : undefined;
}

/**
 * The variable of `process.env.X`, alone or as the left side of `||` / `??` (`process.env.X || false`):
 * the string itself becomes the value. A comparison (`process.env.X === 'true'`) or a call
 * (`JSON.parse(process.env.X)`) is a boolean, and not matched.
 */
function envString(expr: ts.Expression): string | undefined {
  let e = unwrap(expr);
  while (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.BarBarToken || e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) e = unwrap(e.left);
  const isProcessEnv = (x: ts.Expression) => ts.isPropertyAccessExpression(x) && x.name.text === 'env' && ts.isIdentifier(x.expression) && x.expression.text === 'process';
  if (ts.isPropertyAccessExpression(e) && isProcessEnv(e.expression)) return e.name.text;
  if (ts.isElementAccessExpression(e) && isProcessEnv(e.expression) && ts.isStringLiteralLike(e.argumentExpression)) return e.argumentExpression.text;
  return undefined;
}

function arrayLength(ctx: FileCtx, expr: ts.Expression | undefined): number | undefined {
  const n = ctx.resolve(expr);
  if (!n || !ts.isArrayLiteralExpression(n)) return undefined;
  if (n.elements.some((e) => ts.isSpreadElement(e))) return undefined;
  // `const messages = []; for (…) messages.push(…); send({ topic, messages })`: the literal is only
  // where the array starts, so its length says nothing about what the call carries.
  const named = expr && unwrap(expr);
  if (named && ts.isIdentifier(named) && isFilledLater(ctx, named.text)) return undefined;
  return n.elements.length;
}

const FILLING_METHODS = new Set(['push', 'unshift', 'splice', 'fill']);

/** The array variable `name` is added to or replaced after its declaration: push/unshift/splice, `name[i] =`, `name =`. */
function isFilledLater(ctx: FileCtx, name: string): boolean {
  const decl = ctx.decls.get(name);
  if (!decl) return false;
  let scope: ts.Node = decl;
  while (scope.parent && !ts.isBlock(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)
      && FILLING_METHODS.has(node.expression.name.text) && isName(node.expression.expression, name)) found = true;
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken
      && (isName(node.left, name) || (ts.isElementAccessExpression(node.left) && isName(node.left.expression, name)))) found = true;
    else ts.forEachChild(node, visit);
  };
  // A top-level declaration's scope is the file, whose statements may sit in several trees (statements.ts).
  if (ts.isSourceFile(scope)) for (const s of ctx.statements) visit(s);
  else visit(scope);
  return found;
}

function isName(e: ts.Expression, name: string): boolean {
  const n = unwrap(e);
  return ts.isIdentifier(n) && n.text === name;
}

function batchCount(ctx: FileCtx, expr: ts.Expression | undefined): number | undefined {
  const n = ctx.resolve(expr);
  if (!n || !ts.isArrayLiteralExpression(n)) return undefined;
  let total = 0;
  for (const el of n.elements) {
    const o = ctx.objectOf(el as ts.Expression);
    const msgs = o?.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'messages');
    const len = msgs && ts.isPropertyAssignment(msgs) ? arrayLength(ctx, msgs.initializer) : undefined;
    if (len === undefined) return undefined;
    total += len;
  }
  return total;
}

/** `CompressionCodecs[CompressionTypes.Snappy] = SnappyCodec` → "snappy". */
export function codecRegistration(ctx: FileCtx, b: Bindings, node: ts.BinaryExpression): string | undefined {
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isElementAccessExpression(node.left)) return undefined;
  const target = node.left.expression;
  const ref = b.refOf(target);
  const named = ref ? ref.path[ref.path.length - 1] === 'CompressionCodecs'
    : ts.isIdentifier(target) && target.text === 'CompressionCodecs';
  return named ? codecOf(ctx, node.left.argumentExpression) : undefined;
}
