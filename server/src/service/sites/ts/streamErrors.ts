// node-rdkafka's stream API: Producer.createWriteStream(…) returns a ProducerStream (a Writable) and
// KafkaConsumer.createReadStream(…) a KafkaConsumerStream (a Readable). Both emit 'error' when the
// client cannot connect, and on a failed produce or consume (lib/producer-stream.js connect and
// _write; lib/kafka-consumer-stream.js connect and onread: `self.emit('error', err)`). A stream
// 'error' with no listener is thrown by EventEmitter: the process ends. The stream is judged when
// the file shows everything done with it: chained straight to .on('error', …) or .pipe(…), or held
// in a variable (or this.x) whose 'error' listener the file would show; handed to
// stream.pipeline(…) it is handled there. Returned, exported or passed anywhere else: not judged.
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
    const listens = new RegExp(`(?:^|[^\\w$.])${name}\\s*\\.\\s*(?:on|once|addListener|prependListener|prependOnceListener)\\s*\\(\\s*['"\`]error['"\`]`);
    const piped = new RegExp(`\\bpipeline\\s*\\([^;]*(?:^|[^\\w$.])${name}\\b`, 'm');
    if (listens.test(ctx.text) || piped.test(ctx.text)) continue;
    site.ts.streamErrorUnheard = { range: ctx.range(node), method: node.expression.name.text };
  }
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
