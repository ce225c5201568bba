// node-rdkafka's stream API: Producer.createWriteStream(…) returns a ProducerStream (a Writable) and
// KafkaConsumer.createReadStream(…) a KafkaConsumerStream (a Readable). Both emit 'error' when the
// client cannot connect, and on a failed produce or consume (lib/producer-stream.js connect and
// _write; lib/kafka-consumer-stream.js connect and onread: `self.emit('error', err)`). A stream
// 'error' with no listener is thrown by EventEmitter: the process ends. The stream is judged when
// the file shows everything done with it: chained straight to .on('error', …) or .pipe(…), or held
// in a variable (or this.x) whose 'error' listener the file would show; handed to
// stream.pipeline(…) it is handled there. Returned, exported, passed anywhere else or put in an
// array (spread into a pipeline later): not judged.
import ts from 'typescript';
import { unwrap, type FileCtx } from './ast';
import type { TsSiteExtras } from './extras';

interface ClientSite { ts: TsSiteExtras }

const FACTORIES = new Set(['createWriteStream', 'createReadStream']);

export function addStreamErrorFacts(ctx: FileCtx, clientSites: Map<ts.Node, ClientSite>): void {
  for (const [node, site] of clientSites) {
    if (site.ts.library !== 'node-rdkafka' && site.ts.library !== 'ckjs') continue;
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || !FACTORIES.has(node.expression.name.text)) continue;
    const holder = heldIn(node);
    if (!holder) continue;
    const name = holder.replace(/[.$]/g, '\\$&');
    const piped = new RegExp(`\\bpipeline\\s*\\([^;]*(?:^|[^\\w$.])${name}\\b`, 'm');
    // Handed on: an argument or an array element (`[source, split2(), producerStream]` spread into
    // pipeline(...streams), check 73, W); whoever receives it may listen.
    // (Not the destination of .pipe(), which listens to no error of it.)
    const handedOn = new RegExp(`(?:(?<!\\.pipe\\s*)\\(|\\[|,)\\s*(?:\\.\\.\\.)?${name}\\s*[\\]),]`);
    if (listensForErrors(ctx, holder) || piped.test(ctx.text) || handedOn.test(ctx.text)) continue;
    site.ts.streamErrorUnheard = { range: ctx.range(node), method: node.expression.name.text };
  }
}

const LISTEN = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']);

/**
 * Some `holder.on('error', …)` in the file, also down a chain of listener calls, each of which
 * returns the emitter: `stream.on('data', …).on('error', …)` (check 25 found the chained form
 * reported as unheard).
 */
function listensForErrors(ctx: FileCtx, holder: string): boolean {
  const isHolder = (n: ts.Node) => holder.startsWith('this.')
    ? ts.isPropertyAccessExpression(n) && n.expression.kind === ts.SyntaxKind.ThisKeyword && `this.${n.name.text}` === holder
    : ts.isIdentifier(n) && n.text === holder;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (isHolder(n)) {
      let link: ts.Node = n;
      for (;;) {
        const access = link.parent;
        const call = access?.parent;
        if (!access || !ts.isPropertyAccessExpression(access) || access.expression !== link || !LISTEN.has(access.name.text) || !call || !ts.isCallExpression(call) || call.expression !== access) break;
        const event = call.arguments[0];
        if (event && ts.isStringLiteralLike(event) && event.text === 'error') { found = true; return; }
        link = call;
      }
    }
    ts.forEachChild(n, visit);
  };
  for (const statement of ctx.statements) visit(statement);
  return found;
}

/**
 * The name the stream is kept under ("stream", "this.stream"), when the file shows all that is done
 * with it; undefined when it is handled on the spot (chained .on/.pipe) or leaves the file's view.
 */
function heldIn(call: ts.CallExpression): string | undefined {
  let n: ts.Node = call;
  while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAwaitExpression(n.parent))) n = n.parent;
  const p = n.parent;
  if (p && ts.isVariableDeclaration(p) && p.initializer === n && ts.isIdentifier(p.name)) return p.name.text;
  if (p && ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === n) {
    const left = unwrap(p.left);
    if (ts.isIdentifier(left)) return left.text;
    if (ts.isPropertyAccessExpression(left) && left.expression.kind === ts.SyntaxKind.ThisKeyword) return `this.${left.name.text}`;
  }
  return undefined;
}
