// kafkajs v2.2.4 sites: new Kafka({...}), kafka.producer/consumer/admin({...}),
// producer.send/sendBatch({...}) and consumer.run({...}).
import ts from 'typescript';
import { kafkajsOption, kafkajsValueToKafka, KAFKAJS_CODECS, KAFKAJS_CODEC_IDS, type KafkajsContext } from '../../clients/kafkajs';
import type { ConfigEntry } from '../../model';
import { constValue, insideLoop, isAwaited, unwrap, type FileCtx } from './ast';
import type { Bindings } from './bindings';
import { makeEntry, walkObject } from './entries';
import type { SendCall } from './extras';

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
  const out: SendCall = { method, range: ctx.range(call), inLoop: insideLoop(call), awaited: isAwaited(call), options: [] };
  if (!obj) return out;
  let count: number | undefined;
  walkObject(ctx, obj, () => false, (p) => {
    const name = p.path[0];
    if (name === 'messages') count = arrayLength(ctx, p.value);
    else if (name === 'topicMessages') count = batchCount(ctx, p.value);
    else if (name !== 'topic') out.options.push({ name, range: ctx.range(p.keyNode) });
    if (name === 'acks') out.acks = { value: constValue(ctx, p.value), range: ctx.range(p.node) };
  });
  if (count !== undefined) out.messageCount = count;
  return out;
}

function arrayLength(ctx: FileCtx, expr: ts.Expression | undefined): number | undefined {
  const n = ctx.resolve(expr);
  if (!n || !ts.isArrayLiteralExpression(n)) return undefined;
  return n.elements.some((e) => ts.isSpreadElement(e)) ? undefined : n.elements.length;
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
