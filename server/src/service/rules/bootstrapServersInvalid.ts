// bootstrap-servers-invalid (ClientUtils.parseAndValidateAddresses, Utils.getHost/getPort; the Admin
// client's AdminBootstrapAddresses from 3.7, KIP-919): every client parses bootstrap.servers in its
// constructor, before any connection. An entry that is not host:port (Utils.HOST_PORT_PATTERN: up to
// 3.7 and again in 3.9 `.*?\[?([0-9a-zA-Z\-%._:]*)\]?:([0-9]+)`, which skips anything before the
// last host; in 3.8 (KAFKA-16824) and from 4.0 `^(?:[0-9a-zA-Z\-%._]*://)?\[?([0-9a-zA-Z\-%._:]*)]?:([0-9]+)`;
// Utils.getHost("=kafka4:9092") run on kafka-clients 3.7.2, 3.8.1 and 3.9.1 gave kafka4, null,
// kafka4; read from the 4.0.0 and 4.0.2 jars) throws "Invalid url in bootstrap.servers: X", a port
// outside 0–65535 "Invalid port in bootstrap.servers: X", and a list with no entry at all "No
// resolvable bootstrap urls given in bootstrap.servers". From 3.7 the Admin client takes either
// bootstrap.servers or bootstrap.controllers: both set throws "You cannot set both bootstrap.servers
// and bootstrap.controllers", neither "You must set either bootstrap.servers or
// bootstrap.controllers". Measured on KafkaProducer/KafkaConsumer/Admin of 2.8.2 … 4.4.0. Whether a
// host resolves is the running machine's DNS and is not judged; nor is a key the file leaves out.
// A Connect worker file counts too: both worker modes create an Admin client from the file as written
// at start (ConnectUtils.lookupKafkaClusterId); so does a MirrorMaker 2 file, whose driver starts a
// Connect worker per cluster. Streams is left out: StreamsConfig does not parse the
// list, its clients do, later.
import { compareVersions, parseValue } from '../catalog';
import { listElements } from '../util/configList';
import { isUnresolved } from '../util/placeholder';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

// Java's `.` stops at line terminators; `matches()` anchors both ends.
const HOST_PORT_UP_TO_3_9 = /^[^\n\r\u0085\u2028\u2029]*?\[?([0-9a-zA-Z\-%._:]*)\]?:([0-9]+)$/;
const HOST_PORT_FROM_4_0 = /^(?:[0-9a-zA-Z\-%._]*:\/\/)?\[?([0-9a-zA-Z\-%._:]*)\]?:([0-9]+)$/;

const FILL_IN_WORD = /^[A-Z][A-Z0-9_]{2,}$/;

/** The written list, or undefined when the key is absent, templated or already refused by its ConfigDef. */
function written(ctx: RuleContext, key: string): { list: string[]; entry: NonNullable<ReturnType<RuleContext['entry']>> } | undefined {
  const entry = ctx.entry(key);
  // MirrorMaker 2 hands each cluster's (`A.bootstrap.servers`) to the Admin, producer and consumer
  // clients it creates for that cluster; its own catalog does not define the key.
  const info = ctx.info(key) ?? (ctx.site.role === 'mirrormaker' ? ctx.catalog.key('admin', key) : undefined);
  if (!entry || entry.value === undefined || !info || isUnresolved(entry.value)) return undefined;
  if (!parseValue(info, entry.value).ok) return undefined;
  const list = listElements(entry.value);
  // `bootstrap.servers=BROKERS`: a word in capitals with no port is a template's slot that a
  // deployment step (sed, envsubst without braces) replaces, not a host someone meant.
  if (list.length > 0 && list.every((x) => FILL_IN_WORD.test(x))) return undefined;
  return { list, entry };
}

interface UrlProblem { message: string; severity?: Severity }

function urlProblems(ctx: RuleContext, key: string, list: string[]): UrlProblem | undefined {
  // Checked against the newest when no version is known. 3.8 had the strict pattern, 3.9 the loose one again.
  const version = ctx.site.client.version ?? ctx.catalog.version;
  const strict = compareVersions(version, '4.0.0') >= 0 || (compareVersions(version, '3.8.0') >= 0 && compareVersions(version, '3.9.0') < 0);
  for (const url of list) {
    if (url === '') continue;
    const loose = HOST_PORT_UP_TO_3_9.exec(url);
    const m = strict ? HOST_PORT_FROM_4_0.exec(url) : loose;
    const quotes = /["']/.test(url) ? ' (quotes are part of the value here, not around it)' : '';
    const refused = `ConfigException "Invalid url in bootstrap.servers: ${url}"`;
    if (!m) {
      const before = loose ? ` (Kafka 3.7 and older, and 3.9, read it as ${loose[1]}:${loose[2]}, skipping what comes before that host)` : '';
      return { message: `${ctx.display(key)} entry ${url} is not host:port${quotes}: the client refuses to start with ${refused}${before}` };
    }
    if (!strict && !HOST_PORT_FROM_4_0.test(url)) {
      return {
        severity: Severity.Warning,
        message: `${ctx.display(key)} entry ${url} is not host:port: Kafka ${ctx.site.client.version} reads it as ${m[1]}:${m[2]} only because its host:port pattern skips what comes before that host, and Kafka 3.8, and 4.0 and newer, refuse to start with ${refused}. Write each broker as host:port, separated by commas`,
      };
    }
    const port = Number(m[2]);
    if (port > 65535) return { message: `${ctx.display(key)} entry ${url} has a port outside 0–65535: the client refuses to start with ConfigException "Invalid port in bootstrap.servers: ${url}"` };
  }
  if (list.every((u) => u === '')) return { message: `${ctx.display(key)} lists no broker: the client refuses to start with ConfigException "No resolvable bootstrap urls given in bootstrap.servers"` };
  return undefined;
}

export const bootstrapServersInvalid: Rule = {
  id: 'bootstrap-servers-invalid',
  severity: Severity.Error,
  // connect: a worker creates an Admin client from its file at start (ConnectUtils.lookupKafkaClusterId).
  roles: ['producer', 'consumer', 'admin', 'connect', 'mirrormaker'],
  clients: ['java'],
  source: 'ClientUtils.parseAndValidateAddresses / Utils.getHost, getPort (all versions); AdminBootstrapAddresses (Admin, 3.7+, KIP-919)',
  summary: 'A bootstrap.servers entry that is not host:port, a port above 65535, an empty list, or (Admin, 3.7+) both or neither of bootstrap.servers and bootstrap.controllers: the client refuses to start.',
  docs: {
    why: 'The Java clients turn bootstrap.servers into socket addresses in their constructors, before any connection: each entry must end in :<port> (an optional scheme such as SASL_SSL:// before the host is ignored, an IPv6 host goes in brackets). Up to 3.9 the pattern skipped anything before the last host of an entry, so `=kafka-1:9092` (a doubled `=`) or `kafka-1:9092;kafka-2:9092` (a semicolon list, read as kafka-2 alone) started; from 4.0 the pattern allows only a scheme before the host, and both are refused. The Admin client of 3.7 and newer can bootstrap from the brokers or from the controllers (KIP-919) and must be given exactly one of the two lists.',
    consequence: 'The constructor throws ConfigException ("Invalid url in bootstrap.servers: kafka-1", "Invalid port in bootstrap.servers: …", "No resolvable bootstrap urls given in bootstrap.servers", or the Admin client\'s "You cannot set both bootstrap.servers and bootstrap.controllers"); the application fails at start-up.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=kafka-1,kafka-2\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=kafka-1:9092,kafka-2:9092\n' },
    falsePositives: 'A file whose bootstrap.servers a launcher replaces before the client reads it (write it as ${KAFKA_BOOTSTRAP} and the rule skips it). Host names are not resolved: a host that does not resolve at run time is not reported.',
    versions: 'All Java client versions; entries with characters before the host are refused by Kafka 3.8 and from 4.0 (a warning on 3.7 and older and on 3.9, which read the last host); the bootstrap.controllers checks from Kafka 3.7.',
  },
  check(ctx) {
    const out: Finding[] = [];
    const servers = written(ctx, 'bootstrap.servers');
    const controllersKnown = ctx.site.role === 'admin' && ctx.info('bootstrap.controllers') !== undefined;
    if (controllersKnown) {
      const controllers = written(ctx, 'bootstrap.controllers');
      const hasServers = !!servers && servers.list.length > 0;
      const hasControllers = !!controllers && controllers.list.length > 0;
      if (hasServers && hasControllers) {
        return [{
          range: controllers!.entry.keyRange,
          message: `${ctx.display('bootstrap.servers')} and ${ctx.display('bootstrap.controllers')} are both set: the Admin client refuses to start (ConfigException "You cannot set both bootstrap.servers and bootstrap.controllers", Kafka ${ctx.catalog.version}). Keep bootstrap.servers to talk to the brokers, or bootstrap.controllers to talk to the KRaft controllers.`,
          fixes: [{ title: `Remove ${ctx.display('bootstrap.controllers')}`, intents: [{ kind: 'remove', entry: controllers!.entry }], preferred: true }],
        }];
      }
      if (!hasServers && !hasControllers && (servers || controllers)) {
        const e = (servers ?? controllers)!.entry;
        return [{
          range: e.valueRange,
          message: `${ctx.display(e.key)} is empty and no other bootstrap list is set: the Admin client refuses to start (ConfigException "You must set either bootstrap.servers or bootstrap.controllers", Kafka ${ctx.catalog.version}).`,
        }];
      }
      const chosen = hasControllers ? { key: 'bootstrap.controllers', w: controllers! } : servers && { key: 'bootstrap.servers', w: servers };
      const problem = chosen && urlProblems(ctx, chosen.key, chosen.w.list);
      if (chosen && problem) out.push({ range: chosen.w.entry.valueRange, message: `${problem.message}.`, ...(problem.severity ? { severity: problem.severity } : {}) });
      return out;
    }
    const problem = servers && urlProblems(ctx, 'bootstrap.servers', servers.list);
    if (servers && problem) out.push({ range: servers.entry.valueRange, message: `${problem.message}.`, ...(problem.severity ? { severity: problem.severity } : {}) });
    return out;
  },
};
