// client-per-call: a kafkajs or Confluent producer created, connected and disconnected inside one
// class method or exported function (`async send() { const p = kafka.producer(); await
// p.connect(); … await p.disconnect(); }`). Each call then pays what client-per-request describes
// for HTTP handlers: new broker connections with ApiVersions and SASL, a Metadata request and a
// connection to each partition leader before the first send (kafkajs src/cluster/brokerPool.js
// connect; librdkafka rd_kafka_new starts its own broker threads per client), all thrown away by
// disconnect(). Such a method is a service's send path, called once per request or per event by
// code this file does not show. client-per-request sees only the handlers themselves; this rule
// covers the service method and stays silent when client-per-request already reports the site.
// Constructors, lifecycle and one-shot entry points (onModuleInit, main, run, start, init,
// bootstrap, setup) and a producer kept in a field (`this.producer = …`) are not reported.
import { lineIndexOf } from '../parse/lineIndex';
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const ONCE = /^(?:constructor|onModuleInit|onApplicationBootstrap|main|run|start|init|initialize|bootstrap|setup|connect)$/;

/** The `{` that opens the block around `at`, or -1 at the top level. */
function enclosingOpen(text: string, at: number): number {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    if (text[i] === '}') depth++;
    else if (text[i] === '{') { if (depth === 0) return i; depth--; }
  }
  return -1;
}

function blockEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** The name of the class method or exported function whose body opens at `open`. */
function callableName(text: string, open: number): string | undefined {
  const head = text.slice(Math.max(0, open - 300), open);
  const method = /(?:^|[\s;{}])(?:(?:public|private|protected|static|override)\s+)*async\s+([\w$]+)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(?::\s*[^{;]+)?$/.exec(head);
  if (method) return method[1];
  const exported = /export\s+(?:default\s+)?async\s+function\s+([\w$]+)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(?::\s*[^{;]+)?$/.exec(head)
    ?? /export\s+const\s+([\w$]+)\s*=\s*async\s*\([^()]*\)\s*(?::\s*[^{;=]+)?=>\s*$/.exec(head);
  return exported?.[1];
}

export const clientPerCall: Rule = {
  id: 'client-per-call',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/cluster/brokerPool.js (connect: bootstrap broker connection, ApiVersions, SASL; Metadata and leader connections on the first send); librdkafka rd_kafka_new (a new client with its own broker connections)',
  summary: 'A producer is created, connected and disconnected inside a service method or exported function: every call opens new broker connections and fetches metadata before its message goes out.',
  docs: {
    why: 'A producer is expensive to start: it connects to a broker (TLS and SASL handshakes when configured), asks for metadata and connects to each partition leader before the first message can go out. A service method that creates and disconnects its own producer repeats all of it on every call, and a send method is called once per request or per event.',
    consequence: 'Each call pays the connect and metadata round trips before its own produce request and then closes the connections again (kafkajs src/cluster/brokerPool.js); under load, N calls in flight open N sets of broker connections, and batching across calls never happens because every producer sends one message.',
    bad: { file: 'events.service.ts', text: "import { Kafka } from 'kafkajs';\n\nexport class EventsService {\n  private readonly kafka = new Kafka({ clientId: 'events', brokers: ['kafka:9092'] });\n\n  async publish(topic: string, value: string) {\n    const producer = this.kafka.producer();\n    await producer.connect();\n    await producer.send({ topic, messages: [{ value }] });\n    await producer.disconnect();\n  }\n}\n" },
    good: { file: 'events.service.ts', text: "import { Kafka } from 'kafkajs';\n\nexport class EventsService {\n  private readonly kafka = new Kafka({ clientId: 'events', brokers: ['kafka:9092'] });\n  private readonly producer = this.kafka.producer();\n\n  async onModuleInit() {\n    await this.producer.connect();\n  }\n\n  async publish(topic: string, value: string) {\n    await this.producer.send({ topic, messages: [{ value }] });\n  }\n}\n" },
    falsePositives: 'A method that really runs once (a migration or a one-off export called from a script): silence it with `// kafka-tuning-disable-next-line client-per-call -- called once`. Methods named like start-up code (constructor, onModuleInit, main, run, start, init, bootstrap, setup) and plain functions that are not exported are not reported.',
    versions: 'kafkajs 2.x, @confluentinc/kafka-javascript (all versions)',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x || x.api !== 'producer' || (x.library !== 'kafkajs' && x.library !== 'ckjs')) return [];
    if (x.use?.createdIn || x.use?.reconnects?.some((c) => c.context.kind === 'request')) return [];
    const text = ctx.doc.text;
    const lines = lineIndexOf(text);
    const at = lines.offset(x.callRange.start);
    const local = /(?:const|let|var)\s+([\w$]+)\s*(?::\s*[\w$.<>]+\s*)?=\s*(?:await\s+)?$/.exec(text.slice(Math.max(0, at - 120), at))?.[1];
    if (!local) return [];
    const open = enclosingOpen(text, at);
    if (open < 0) return [];
    const name = callableName(text, open);
    if (!name || ONCE.test(name)) return [];
    const body = text.slice(open, blockEnd(text, open));
    const v = local.replace(/\$/g, '\\$');
    if (!new RegExp(`\\b${v}\\s*\\.\\s*connect\\s*\\(`).test(body) || !new RegExp(`\\b${v}\\s*\\.\\s*disconnect\\s*\\(`).test(body)) return [];
    return [{
      range: x.callRange,
      message: `A new producer is created, connected and disconnected in ${name}(): every call opens new broker connections (with TLS/SASL handshakes when configured) and fetches metadata before its message goes out, then closes them again. Create the producer once (in the constructor, a module-level variable or a start-up hook), connect it once, and reuse it in ${name}(); disconnect it on shutdown.`,
    }];
  },
};
