// Java config sites: each fixture's sites compared as whole objects (role, label, ranges, every
// entry's key/value/ranges, directives). Lines are 0-based, as in LSP.
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, doc, fixture, join2, pair, sites, stmt, summary } from '../fixtures/java/support';

const java = { client: 'java' as const };
const line = (d: { text: string }, n: number) => d.text.split('\n')[n];
const whole = (d: { text: string }, from: number, to: number, endCol?: number) => ({
  start: { line: from, character: line(d, from).length - line(d, from).trimStart().length },
  end: { line: to, character: endCol ?? line(d, to).trimEnd().length },
});

describe('javaSites: fixtures', () => {
  it('Properties + put with ProducerConfig constants, directive above', () => {
    const d = fixture('ProducerConstants.java');
    const P = 'ProducerConfig.';
    deepStrictEqual(sites(d).map(summary), [
      {
        syntax: 'java', role: 'producer', client: java, label: 'producer props (ProducerConstants.java:14)',
        range: whole(d, 13, 19), workload: {},
        entries: [
          stmt(d, 14, 'bootstrap.servers', P + 'BOOTSTRAP_SERVERS_CONFIG', P + 'BOOTSTRAP_SERVERS_CONFIG', '"localhost:9092"', 'localhost:9092'),
          stmt(d, 15, 'linger.ms', P + 'LINGER_MS_CONFIG', P + 'LINGER_MS_CONFIG', '5', '5'),
          // BATCH is a local constant: 64 * 1024.
          stmt(d, 16, 'batch.size', P + 'BATCH_SIZE_CONFIG', P + 'BATCH_SIZE_CONFIG', 'Integer.toString(BATCH)', '65536'),
          stmt(d, 17, 'acks', P + 'ACKS_CONFIG', P + 'ACKS_CONFIG', '"all"', 'all'),
          stmt(d, 18, 'key.serializer', P + 'KEY_SERIALIZER_CLASS_CONFIG', P + 'KEY_SERIALIZER_CLASS_CONFIG', 'StringSerializer.class', 'org.apache.kafka.common.serialization.StringSerializer'),
          // A method call is not statically known.
          stmt(d, 19, 'compression.type', P + 'COMPRESSION_TYPE_CONFIG', P + 'COMPRESSION_TYPE_CONFIG', 'compression()', undefined),
        ],
        directives: [{ text: '// kafka-tuning: record-bytes=512 rate=2000', range: at(d, 12, '// kafka-tuning: record-bytes=512 rate=2000') }],
      },
    ]);
  });

  it('static imports (single and wildcard), underscores and negative numbers; role from ConsumerConfig', () => {
    const d = fixture('StaticImports.java');
    deepStrictEqual(sites(d).map(summary), [
      {
        syntax: 'java', role: 'consumer', client: java, label: 'consumer cfg (StaticImports.java:12)',
        range: whole(d, 11, 14), workload: {},
        entries: [
          stmt(d, 12, 'group.id', 'GROUP_ID_CONFIG', 'GROUP_ID_CONFIG', '"billing"', 'billing'),
          stmt(d, 13, 'fetch.min.bytes', 'FETCH_MIN_BYTES_CONFIG', 'FETCH_MIN_BYTES_CONFIG', '1_048_576', '1048576'),
          stmt(d, 14, 'max.poll.records', 'MAX_POLL_RECORDS_CONFIG', 'MAX_POLL_RECORDS_CONFIG', '-1', '-1'),
        ],
        directives: [],
      },
    ]);
  });

  it('setProperty with literals flowing into Admin.create', () => {
    const d = fixture('SetPropertyLiterals.java');
    deepStrictEqual(sites(d).map(summary), [
      {
        syntax: 'java', role: 'admin', client: java, label: 'admin p (SetPropertyLiterals.java:8)',
        range: whole(d, 7, 9), workload: {},
        entries: [
          stmt(d, 8, 'bootstrap.servers', 'bootstrap.servers', '"bootstrap.servers"', '"broker:9092"', 'broker:9092'),
          stmt(d, 9, 'request.timeout.ms', 'request.timeout.ms', '"request.timeout.ms"', 'String.valueOf(30000)', '30000'),
        ],
        directives: [],
      },
    ]);
  });

  it('Map.of in a variable and inline in the constructor', () => {
    const d = fixture('MapOf.java');
    deepStrictEqual(sites(d).map(summary), [
      {
        syntax: 'java', role: 'producer', client: java, label: 'producer conf (MapOf.java:8)',
        range: whole(d, 7, 7), workload: {},
        entries: [
          pair(d, 7, 'linger.ms', 'linger.ms', '"linger.ms"', '20', '20'),
          pair(d, 7, 'acks', 'acks', '"acks"', '"1"', '1'),
        ],
        directives: [],
      },
      {
        syntax: 'java', role: 'producer', client: java, label: 'producer Map.of (MapOf.java:13)',
        range: join2(at(d, 12, 'Map.of('), { start: at(d, 14, '));').start, end: { line: 14, character: at(d, 14, '));').start.character + 1 } }),
        workload: {},
        entries: [
          pair(d, 13, 'bootstrap.servers', 'bootstrap.servers', '"bootstrap.servers"', '"b:9092"', 'b:9092'),
          pair(d, 14, 'enable.idempotence', 'enable.idempotence', '"enable.idempotence"', 'true', 'true'),
        ],
        directives: [],
      },
    ]);
  });

  it('Map.ofEntries with a static-imported entry(…); 500L reads as 500', () => {
    const d = fixture('MapOfEntries.java');
    const C = 'ConsumerConfig.';
    deepStrictEqual(sites(d).map(summary), [
      {
        syntax: 'java', role: 'consumer', client: java, label: 'consumer settings (MapOfEntries.java:11)',
        range: whole(d, 10, 12), workload: {},
        entries: [
          pair(d, 11, 'group.id', C + 'GROUP_ID_CONFIG', C + 'GROUP_ID_CONFIG', '"g1"', 'g1', `entry(${C}GROUP_ID_CONFIG, "g1")`),
          pair(d, 12, 'max.poll.records', C + 'MAX_POLL_RECORDS_CONFIG', C + 'MAX_POLL_RECORDS_CONFIG', '500L', '500', `entry(${C}MAX_POLL_RECORDS_CONFIG, 500L)`),
        ],
        directives: [],
      },
    ]);
  });

  it('double-brace init on a field, used by a constructor in another method', () => {
    const d = fixture('DoubleBrace.java');
    deepStrictEqual(sites(d).map(summary), [
      {
        syntax: 'java', role: 'producer', client: java, label: 'producer props (DoubleBrace.java:7)',
        range: whole(d, 6, 9), workload: {},
        entries: [
          stmt(d, 7, 'linger.ms', 'linger.ms', '"linger.ms"', '"10"', '10'),
          stmt(d, 8, 'batch.size', 'batch.size', '"batch.size"', '32 * 1024', '32768'),
        ],
        directives: [],
      },
    ]);
  });

  it('Spring @Bean map returned into DefaultKafkaProducerFactory; directive above the method', () => {
    const d = fixture('SpringConfig.java');
    const P = 'ProducerConfig.';
    deepStrictEqual(sites(d).map(summary), [
      {
        syntax: 'java', role: 'producer', client: java, label: 'producer props (SpringConfig.java:16)',
        range: whole(d, 15, 17), workload: {},
        entries: [
          stmt(d, 16, 'bootstrap.servers', P + 'BOOTSTRAP_SERVERS_CONFIG', P + 'BOOTSTRAP_SERVERS_CONFIG', '"localhost:9092"', 'localhost:9092'),
          stmt(d, 17, 'linger.ms', P + 'LINGER_MS_CONFIG', P + 'LINGER_MS_CONFIG', '"0"', '0'),
        ],
        directives: [{ text: '// kafka-tuning: record-bytes=1024 partitions=12', range: at(d, 12, '// kafka-tuning: record-bytes=1024 partitions=12') }],
      },
    ]);
  });

  it('consumer with literal keys into new KafkaConsumer<>(props)', () => {
    const d = fixture('ConsumerApp.java');
    const s = sites(d);
    deepStrictEqual(s.map((x) => [x.role, x.label, x.range]), [['consumer', 'consumer props (ConsumerApp.java:9)', whole(d, 8, 12)]]);
    deepStrictEqual(s[0].entries, [
      stmt(d, 9, 'bootstrap.servers', 'bootstrap.servers', '"bootstrap.servers"', '"localhost:9092"', 'localhost:9092'),
      stmt(d, 10, 'group.id', 'group.id', '"group.id"', '"app"', 'app'),
      stmt(d, 11, 'session.timeout.ms', 'session.timeout.ms', '"session.timeout.ms"', '10000', '10000'),
      stmt(d, 12, 'heartbeat.interval.ms', 'heartbeat.interval.ms', '"heartbeat.interval.ms"', '3000', '3000'),
    ]);
  });

  it('built in one method, passed by identifier through a local and a parameter to KafkaConsumer', () => {
    const d = fixture('PassedByIdentifier.java');
    deepStrictEqual(sites(d).map((x) => [x.role, x.label, x.entries.map((e) => [e.key, e.value])]), [
      ['consumer', 'consumer cfg (PassedByIdentifier.java:8)', [['fetch.max.wait.ms', '100']]],
    ]);
  });

  it('non-config maps in a Kafka file are ignored; putAll(common) gives common the role', () => {
    const d = fixture('MixedMaps.java');
    deepStrictEqual(sites(d).map((x) => [x.role, x.label, x.entries.map((e) => [e.key, e.value])]), [
      ['producer', 'producer own (MixedMaps.java:16)', [['linger.ms', '1']]],
      ['producer', 'producer base (MixedMaps.java:22)', [['bootstrap.servers', 'b:9092']]],
    ]);
  });

  it('a Streams map that only a copy hands to an AdminClient stays the Streams application\'s; the copy is the admin client\'s (check 38)', () => {
    const d = doc(`import java.util.Properties;\nimport org.apache.kafka.clients.admin.AdminClient;\nimport org.apache.kafka.streams.StreamsConfig;\nclass App {\n  static void main(String[] a) {\n    Properties streamsProps = Utils.load("app");\n    streamsProps.put(StreamsConfig.DEFAULT_DESERIALIZATION_EXCEPTION_HANDLER_CLASS_CONFIG, Handler.class);\n    createTopics(streamsProps);\n    Utils.start(streamsProps);\n  }\n  static void createTopics(Properties base) {\n    Properties admin = new Properties();\n    admin.putAll(base);\n    admin.put("client.id", "topic-creator");\n    try (AdminClient c = AdminClient.create(admin)) { }\n  }\n}\n`);
    deepStrictEqual(sites(d).map((x) => [x.role, x.entries.map((e) => e.key)]), [
      ['streams', ['default.deserialization.exception.handler']],
      ['admin', ['client.id']],
    ]);
    // Near miss: a map without Streams constants copied into the admin map takes the admin role, as before.
    const plain = doc(`import java.util.Properties;\nimport org.apache.kafka.clients.admin.AdminClient;\nclass App {\n  static void main(String[] a) {\n    Properties common = new Properties();\n    common.put("bootstrap.servers", "kafka:9092");\n    Properties admin = new Properties();\n    admin.putAll(common);\n    try (AdminClient c = AdminClient.create(admin)) { }\n  }\n}\n`);
    deepStrictEqual(sites(plain).map((x) => x.role), ['admin', 'admin']);
  });

  it('a file that never mentions Kafka is skipped, even with Kafka-shaped keys', () => {
    deepStrictEqual(sites(fixture('Plain.java')), []);
  });

  it('a broken mid-edit file gives no sites and does not throw', () => {
    deepStrictEqual(sites(fixture('BrokenMidEdit.java')), []);
  });
});

describe('javaSites: smaller shapes', () => {
  it('local static final key constants and this.field puts, role undefined without a sink or config class', () => {
    const d = doc(`// kafka
class K {
  static final String LINGER = "linger.ms";
  private final java.util.Properties props = new java.util.Properties();
  void init() {
    this.props.put(LINGER, K.LIMIT);
  }
  static final long LIMIT = Long.MAX_VALUE;
}
`);
    const [s] = sites(d);
    strictEqual(s.role, undefined);
    deepStrictEqual(s.entries, [stmt(d, 5, 'linger.ms', 'LINGER', 'LINGER', 'K.LIMIT', '9223372036854775807')]);
    deepStrictEqual(s.range, join2(whole(d, 3, 3), whole(d, 5, 5)));
  });

  it('CRLF line endings give the same 0-based positions as LF', () => {
    const lf = fixture('ProducerConstants.java');
    const crlf = { ...lf, text: lf.text.replace(/\n/g, '\r\n') };
    deepStrictEqual(sites(crlf).map(summary), sites(lf).map(summary));
  });

  it('a map reaching both a producer and a consumer has no single role', () => {
    const d = doc(`class Both {
  void m() {
    java.util.Map<String, Object> c = new java.util.HashMap<>();
    c.put("bootstrap.servers", "x:9092");
    new KafkaProducer<>(c);
    new KafkaConsumer<>(c);
  }
}
`);
    deepStrictEqual(sites(d).map((s) => s.role), [undefined]);
  });

  it('each unterminated or unbalanced edit yields [] instead of positions from a half tree', () => {
    const good = fixture('ConsumerApp.java').text;
    const cuts = [good.indexOf('"app"') + 2, good.indexOf('10000'), good.lastIndexOf('}'), good.indexOf('props.put(') + 10];
    for (const cut of cuts) deepStrictEqual(sites(doc(good.slice(0, cut))), [], `cut at ${cut}`);
  });
});

describe('javaSites: a map that copies another in', () => {
  it('new HashMap<>(base()) holds base()\'s keys too: its site is marked, so no rule reasons from a key it does not list', () => {
    const d = doc(`import java.util.*;\nimport org.apache.kafka.clients.consumer.ConsumerConfig;\nclass Cfg {\n  Map<String, Object> base() {\n    Map<String, Object> p = new HashMap<>();\n    p.put(ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, 30000);\n    return p;\n  }\n  Map<String, Object> orders() {\n    Map<String, Object> props = new HashMap<>(base());\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "orders");\n    return props;\n  }\n}\n`);
    const drafts = sites(d);
    const copy = drafts.find((s) => s.entries.some((e) => e.key === 'group.id'));
    const base = drafts.find((s) => s.entries.some((e) => e.key === 'session.timeout.ms'));
    strictEqual(copy?.overrides, 'props (it copies in another map, analysed on its own)');
    // Near miss: the map that only writes its own keys is not marked.
    strictEqual(base?.overrides, undefined);
  });
});
