// client-per-call: a kafkajs or Confluent producer created, connected and disconnected inside one
// class method or exported function (`async send() { const p = kafka.producer(); await
// p.connect(); … await p.disconnect(); }`). Each call then pays what client-per-request describes
// for HTTP handlers: new broker connections with ApiVersions and SASL, a Metadata request and a
// connection to each partition leader before the first send (kafkajs src/cluster/brokerPool.js
// connect; librdkafka rd_kafka_new starts its own broker threads per client), all thrown away by
// disconnect(). Such a method is a service's send path, called once per request or per event by
// code this file does not show. client-per-request sees only the handlers themselves; this rule
// covers the service method and stays silent when client-per-request already reports the site.
// A producer created and connected there and never disconnected (nor returned or stored) is
// reported too: each call leaves one connected. Constructors, lifecycle and one-shot entry points (onModuleInit, main, run, start, init,
// bootstrap, setup) are not reported. A producer kept in a field (`this.producer = …`) is reported
// when a method connects and disconnects it around its send, and so is a module-level producer
// an exported function does the same with (unless it sends in a loop: a session, not a send path).
import { lineIndexOf } from '../parse/lineIndex';
import { escapeRegExp } from './keyLine';
import { memoByText } from '../parse/textMemo';
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const ONCE = /^(?:constructor|onModuleInit|onApplicationBootstrap|main|run|start|init|initialize|bootstrap|setup|connect)$/;

/**
 * Every `{` of the text with the `}` that closes it (the first one that brings the count back to
 * zero, text.length when none does) and the `{` that was open around it, found in one pass and
 * shared by the sites of a text (parse/textMemo.ts). The count ignores strings and comments, as the
 * rule always has.
 */
interface Braces {
  opens: number[];
  closes: number[];
  /** Index into `opens` of the brace open around each one, -1 at the top level. */
  parents: number[];
}

function bracesOf(text: string): Braces {
  const opens: number[] = [];
  const closes: number[] = [];
  const parents: number[] = [];
  const stack: number[] = [];
  // indexOf jumps between braces in native code (several times faster than charCodeAt over every character).
  let open = text.indexOf('{');
  let close = text.indexOf('}');
  while (open >= 0 || close >= 0) {
    if (open >= 0 && (close < 0 || open < close)) {
      parents.push(stack.length > 0 ? stack[stack.length - 1] : -1);
      stack.push(opens.length);
      opens.push(open);
      closes.push(text.length);
      open = text.indexOf('{', open + 1);
    } else {
      if (stack.length > 0) closes[stack.pop()!] = close;
      close = text.indexOf('}', close + 1);
    }
  }
  return { opens, closes, parents };
}

/**
 * The `{` that opens the block around `at`, or -1 at the top level: the last `{` before `at` that
 * no `}` before `at` closes (what a backward scan counting braces finds, without the scan).
 */
function enclosingOpen(braces: Braces, at: number): number {
  const { opens, closes, parents } = braces;
  let lo = 0;
  let hi = opens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (opens[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  // Every brace open at `at` is the last one before it or one of its parents.
  for (let k = lo - 1; k >= 0; k = parents[k]) if (closes[k] >= at) return k;
  return -1;
}

/** The name of the class method or exported function whose body opens at `open`. */
function callableName(text: string, open: number): string | undefined {
  const head = text.slice(Math.max(0, open - 300), open);
  const method = /(?:^|[\s;{}])(?:(?:public|private|protected|static|override)\s+)*async\s+([\w$]+)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(?::\s*[^{;]+)?$/.exec(head);
  if (method) return method[1];
  const exported = /export\s+(?:default\s+)?async\s+function\s+([\w$]+)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(?::\s*[^{;]+)?$/.exec(head)
    ?? /export\s+const\s+([\w$]+)\s*=\s*async\s*\([^()]*\)\s*(?::\s*[^{;=]+)?=>\s*$/.exec(head);
  if (exported) return exported[1];
  // CommonJS: `async function sendMessage(…) {…}` handed out by module.exports / exports.x.
  const plain = /(?:^|[\s;}])async\s+function\s+([\w$]+)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*$/.exec(head)?.[1];
  return plain && new RegExp(`\\bmodule\\.exports\\b[^;]*\\b${escapeRegExp(plain)}\\b|\\bexports\\.[\\w$]+\\s*=\\s*${escapeRegExp(plain)}\\b`).test(text) ? plain : undefined;
}

export const clientPerCall: Rule = {
  id: 'client-per-call',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/cluster/brokerPool.js (connect: bootstrap broker connection, ApiVersions, SASL; Metadata and leader connections on the first send); librdkafka rd_kafka_new (a new client with its own broker connections)',
  summary: 'A producer is created and connected inside a service method or exported function (and disconnected there, or never): every call opens new broker connections and fetches metadata before its message goes out.',
  docs: {
    why: 'A producer is expensive to start: it connects to a broker (TLS and SASL handshakes when configured), asks for metadata and connects to each partition leader before the first message can go out. A service method that creates and disconnects its own producer repeats all of it on every call, and a send method is called once per request or per event.',
    consequence: 'Each call pays the connect and metadata round trips before its own produce request and then closes the connections again (kafkajs src/cluster/brokerPool.js); under load, N calls in flight open N sets of broker connections, and batching across calls never happens because every producer sends one message.',
    bad: { file: 'events.service.ts', text: "import { Kafka } from 'kafkajs';\n\nexport class EventsService {\n  private readonly kafka = new Kafka({ clientId: 'events', brokers: ['kafka:9092'] });\n\n  async publish(topic: string, value: string) {\n    const producer = this.kafka.producer();\n    await producer.connect();\n    await producer.send({ topic, messages: [{ value }] });\n    await producer.disconnect();\n  }\n}\n" },
    good: { file: 'events.service.ts', text: "import { Kafka } from 'kafkajs';\n\nexport class EventsService {\n  private readonly kafka = new Kafka({ clientId: 'events', brokers: ['kafka:9092'] });\n  private readonly producer = this.kafka.producer();\n\n  async onModuleInit() {\n    await this.producer.connect();\n  }\n\n  async publish(topic: string, value: string) {\n    await this.producer.send({ topic, messages: [{ value }] });\n  }\n}\n" },
    falsePositives: 'A method that really runs once (a migration or a one-off export called from a script): silence it with `// kafka-tuning-disable-next-line client-per-call -- called once`. Methods named like start-up code (constructor, onModuleInit, main, run, start, init, bootstrap, setup) and plain functions that are not exported are not reported; nor is a producer kept in a field or a module-level variable that no method connects and disconnects around a send, nor one that a function connects, sends with in a loop and then disconnects (a feed or a load run: one session per call).',
    versions: 'kafkajs 2.x, @confluentinc/kafka-javascript (all versions)',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x || x.api !== 'producer' || (x.library !== 'kafkajs' && x.library !== 'ckjs')) return [];
    if (x.use?.createdIn || x.use?.reconnects?.some((c) => c.context.kind === 'request')) return [];
    // Every finding below is about a connect() call: a file without one is settled without reading
    // it (a rule that reads the text re-runs on every site at every keystroke).
    if (!ctx.mentions(/\.\s*connect\s*\(/)) return [];
    const text = ctx.doc.text;
    const lines = lineIndexOf(text);
    const at = lines.offset(x.callRange.start);
    const before = text.slice(Math.max(0, at - 120), at);
    const local = /(?:const|let|var)\s+([\w$]+)\s*(?::\s*[\w$.<>]+\s*)?=\s*(?:await\s+)?$/.exec(before)?.[1];
    const braces = memoByText(text, 'client-per-call braces', bracesOf);
    if (!local) {
      // Kept in a field, and connected and disconnected around the send by a method of the class.
      const field = /\bthis\.([\w$]+)\s*=\s*(?:await\s+)?$/.exec(before)?.[1];
      return field ? reconnectsAroundSend(text, lines, braces, `this.${field}`) : [];
    }
    const k = enclosingOpen(braces, at);
    // A module-level producer, connected and disconnected around the send by an exported function.
    if (k < 0) return reconnectsAroundSend(text, lines, braces, local);
    const open = braces.opens[k];
    const name = callableName(text, open);
    if (!name || ONCE.test(name)) return [];
    const body = text.slice(open, braces.closes[k]);
    const v = local.replace(/\$/g, '\\$');
    if (!new RegExp(`\\b${v}\\s*\\.\\s*connect\\s*\\(`).test(body)) return [];
    if (!new RegExp(`\\b${v}\\s*\\.\\s*disconnect\\s*\\(`).test(body)) {
      // Connected and sent with, never disconnected here, and not handed out: each call leaves a
      // producer connected (check 26: a per-message send helper).
      const sends = new RegExp(`\\b${v}\\s*\\.\\s*send(?:Batch)?\\s*\\(`).test(body);
      const handedOut = new RegExp(`\\breturn\\s+${v}\\b|[=(,]\\s*${v}\\s*[,)]|this\\.[\\w$]+\\s*=\\s*${v}\\b`).test(body);
      if (!sends || handedOut) return [];
      return [{
        range: x.callRange,
        message: `A new producer is created and connected in ${name}() and never disconnected: every call opens broker connections (with TLS/SASL handshakes when configured), fetches metadata, sends, and leaves that producer connected, so connections and producers pile up with each call until the process runs out of sockets or memory. Create the producer once (a module-level variable or a start-up hook), connect it once, and reuse it in ${name}(); disconnect it on shutdown.`,
      }];
    }
    return [{
      range: x.callRange,
      message: `A new producer is created, connected and disconnected in ${name}(): every call opens new broker connections (with TLS/SASL handshakes when configured) and fetches metadata before its message goes out, then closes them again. Create the producer once (in the constructor, a module-level variable or a start-up hook), connect it once, and reuse it in ${name}(); disconnect it on shutdown.`,
    }];
  },
};

/**
 * A producer created once (`this.producer`, or a module-level `const producer`), then connected and
 * disconnected inside a send method: every call still pays the connection set-up, and overlapping
 * calls share the one producer.
 */
function reconnectsAroundSend(text: string, lines: ReturnType<typeof lineIndexOf>, braces: Braces, holder: string) {
  const h = escapeRegExp(holder);
  const out = [];
  for (const m of text.matchAll(new RegExp(`(?<![\\w$.])${h}\\s*\\.\\s*connect\\s*\\(`, 'g'))) {
    // The method around it, through the try/if blocks the connect may sit in.
    let k = enclosingOpen(braces, m.index!);
    let name: string | undefined;
    while (k >= 0 && !(name = callableName(text, braces.opens[k]))) k = braces.parents[k];
    if (k < 0 || !name || ONCE.test(name)) continue;
    const body = text.slice(braces.opens[k], braces.closes[k]);
    const send = new RegExp(`(?<![\\w$.])${h}\\s*\\.\\s*send(?:Batch)?\\s*\\(`).exec(body);
    if (!new RegExp(`(?<![\\w$.])${h}\\s*\\.\\s*disconnect\\s*\\(`).test(body) || !send) continue;
    // Sends in a loop between the connect and the disconnect: a session (a feed, a load run), not a per-call send.
    if (inLoopWithin(text, braces, braces.opens[k] + send.index, k)) continue;
    out.push({
      range: lines.range(m.index!, m.index! + m[0].length - 1),
      message: `${name}() connects and disconnects ${holder} around its send on every call: each call opens new broker connections (with TLS/SASL handshakes when configured) and fetches metadata before its message goes out, then closes them again, and calls that overlap share this one producer, so one call's disconnect() closes the connections another call is still sending on. Connect it once at start-up, reuse it in ${name}(), and disconnect it on shutdown.`,
    });
  }
  return out;
}

/** The position sits in a loop body (for, while, do, forEach) opened inside the block `outer`. */
function inLoopWithin(text: string, braces: Braces, at: number, outer: number): boolean {
  for (let k = enclosingOpen(braces, at); k >= 0 && k !== outer; k = braces.parents[k]) {
    const head = text.slice(Math.max(0, braces.opens[k] - 200), braces.opens[k]);
    if (/(?:\b(?:for|while)\s*(?:await\s*)?\([^{}]*\)|\bdo|\.forEach\s*\([^{}]*=>)\s*$/.test(head)) return true;
  }
  return false;
}
