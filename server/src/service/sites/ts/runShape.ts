// A consumer's run() recognised by its shape alone: `<expr>.run({ eachMessage | eachBatch, … })`
// in a module that imports no Kafka library, because the consumer was created in another module
// (`kafka.consumer.run({ eachBatch })` where `kafka` is an instance of a class built elsewhere).
// Both kafkajs and @confluentinc/kafka-javascript's KafkaJS API take this call: each reads
// eachMessage / eachBatch / eachBatchAutoResolve from run()'s argument (kafkajs src/consumer/
// index.js run; CKJS lib/kafkajs/_consumer.js run). node-rdkafka's consumer has no run(), so a file
// that names node-rdkafka is left out; so is any object without one of those two handler names
// (an HTTP server's `run({ port })`, a job runner's `run({ each })`).
import ts from 'typescript';
import type { FileCtx } from './ast';
import type { RunShape } from './extras';

const HANDLERS = new Set(['eachMessage', 'eachBatch']);
/**
 * run() options only kafkajs accepts: CKJS's run() throws for each of them ("autoCommit… must be
 * passed in the consumer config", lib/kafkajs/_consumer.js run), so code that names one runs kafkajs.
 */
const KAFKAJS_ONLY = new Set(['autoCommit', 'autoCommitInterval', 'autoCommitThreshold']);

/** The cheap text test before a parse of a file that names no Kafka module. */
export function mayRunConsumer(text: string): boolean {
  return /\beach(?:Message|Batch)\b/.test(text) && /\.\s*run\s*\(/.test(text) && !text.includes('node-rdkafka');
}

/** The run() options name a handler that is a function or a reference to one. */
export function isConsumerRunShape(ctx: FileCtx, obj: ts.ObjectLiteralExpression | undefined): boolean {
  if (!obj) return false;
  return obj.properties.some((p) => {
    const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
    if (!name || !HANDLERS.has(name)) return false;
    if (ts.isMethodDeclaration(p) || ts.isShorthandPropertyAssignment(p)) return true;
    if (!ts.isPropertyAssignment(p)) return false;
    return isFunctionLike(ctx, p.initializer);
  });
}

/**
 * `kafka.consumer({ groupId: … })`: kafkajs's consumer options (src/consumer/index.js takes groupId
 * at the top level; CKJS's KafkaJS API wants it inside a kafkaJS block, librdkafka as group.id).
 */
export function isKafkajsConsumerOptions(obj: ts.ObjectLiteralExpression | undefined): boolean {
  if (!obj) return false;
  const names = obj.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : ''));
  return names.includes('groupId') && !names.includes('kafkaJS') && !names.some((n) => n.includes('.'));
}

/** What the call itself tells about the library: kafkajs when it names a kafkajs-only option. */
export function runShapeOf(obj: ts.ObjectLiteralExpression): RunShape {
  const kafkajs = obj.properties.some((p) => p.name && ts.isIdentifier(p.name) && KAFKAJS_ONLY.has(p.name.text));
  return kafkajs ? { library: 'kafkajs' } : {};
}

/** An arrow/function expression, `this.handle`, `handler`, `handle.bind(this)`: not a literal of another kind. */
function isFunctionLike(ctx: FileCtx, expr: ts.Expression): boolean {
  let e = expr;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return true;
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'bind') return true;
  if (ts.isPropertyAccessExpression(e)) return true;
  if (ts.isIdentifier(e)) {
    const r = ctx.resolve(e);
    // A name bound to a literal (a string, a number, an object) is no handler.
    return !r || r === e || ts.isArrowFunction(r) || ts.isFunctionExpression(r) || ts.isIdentifier(r) || ts.isPropertyAccessExpression(r) || ts.isCallExpression(r);
  }
  return false;
}
