// old-client-config: the old Scala producer and consumer read their own names (metadata.broker.list,
// serializer.class, auto.commit.enable, zookeeper.connect…) and were removed in Kafka 2.0 (2.0.0
// upgrade notes). KafkaProducer/KafkaConsumer ignore those names, so a file written for them runs a
// modern client on defaults — or not at all: auto.offset.reset=smallest is refused at construction.
// One finding per config, with today's key (and value) for each old name.
import { OLD_CLIENT_KEYS, OLD_OFFSET_RESET, oldClientUse } from '../clients/scala';
import type { FixIntent } from '../model';
import { Severity, type Rule } from './types';

/**
 * Code that runs the old clients themselves, which read these names: the Scala consumer's Java API
 * (kafka.consumer.ConsumerConfig, Consumer.createJavaConsumerConnector, kafka.javaapi.consumer), the
 * old producer's (kafka.javaapi.producer.Producer, kafka.producer.ProducerConfig), and Spark's 0.8
 * integration (spark-streaming-kafka-0-8: KafkaUtils.createStream runs the ZooKeeper consumer, and
 * its createDirectStream reads metadata.broker.list and smallest/largest; the 0-10 integration lives
 * in org.apache.spark.streaming.kafka010 and is not matched).
 */
const SPARK_08 = /\bKafkaUtils\.createStream\s*\(|\borg\.apache\.spark\.streaming\.kafka\.KafkaUtils\b/;
/**
 * Per old client: a file that runs the old consumer (a SimpleConsumer fetching by hand) and builds
 * its producer with today's KafkaProducer gives that producer's old names to a client that ignores
 * them (check 36).
 */
const OLD_API = {
  producer: /\bkafka\.javaapi\.producer\b|\bkafka\.producer\.(?:ProducerConfig|KeyedMessage)\b/,
  consumer: /\bkafka\.consumer\.(?:ConsumerConfig|Consumer|ConsumerConnector)\b|\bcreateJavaConsumerConnector\s*\(|\bkafka\.javaapi\.consumer\b/,
} as const;

/** Old names whose value means the same under today's key, so renaming is the whole fix. */
const SAME_VALUE = new Set(['metadata.broker.list', 'auto.commit.enable', 'message.send.max.retries', 'queue.buffering.max.ms', 'queue.enqueue.timeout.ms', 'fetch.wait.max.ms', 'fetch.message.max.bytes', 'topic.metadata.refresh.interval.ms', 'request.required.acks']);

export const oldClientConfig: Rule = {
  id: 'old-client-config',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'Kafka 2.0.0 upgrade notes (Scala producer and consumer removed); kafka.producer.ProducerConfig and kafka.consumer.ConsumerConfig (0.8–1.1)',
  summary: 'Settings of the old Scala producer or consumer (removed in Kafka 2.0), which today\'s clients do not read; with today\'s key for each.',
  check(ctx) {
    const use = oldClientUse(ctx.site.role, ctx.site.entries);
    if (!use) return [];
    // A modern client with a zookeeper.connect left over: it finds brokers through bootstrap.servers.
    if (use.entries.every((e) => e.key.startsWith('zookeeper.')) && !use.offsetReset && ctx.isSet('bootstrap.servers')) {
      return [{
        range: use.entries[0].keyRange,
        severity: Severity.Information,
        // In a Streams file it was StreamsConfig's own key ("Zookeeper connect string for Kafka topics
        // management"), later deprecated: "Kafka Streams does not use Zookeeper anymore and this
        // parameter will be ignored" — not a Scala consumer's.
        message: ctx.site.role === 'streams'
          ? `${[...new Set(use.entries.map((e) => `'${e.key}'`))].join(', ')}: an early Kafka Streams setting (StreamsConfig, for managing its internal topics), deprecated and ignored since Streams manages them through the brokers; today's Streams finds the brokers through bootstrap.servers, which is set here.`
          : `${[...new Set(use.entries.map((e) => `'${e.key}'`))].join(', ')}: a leftover of the old Scala consumer (removed in Kafka 2.0); today's clients do not read it and find the brokers through bootstrap.servers, which is set here.`,
      }];
    }
    // The file itself runs the old client: the keys are read, the finding is that the client is gone.
    if (ctx.site.syntax === 'java' && (ctx.mentions(SPARK_08) || use.clients.every((c) => ctx.mentions(OLD_API[c])))) {
      const names = [...new Set(use.entries.map((e) => e.key))];
      return [{
        range: use.entries[0].keyRange,
        severity: Severity.Information,
        message: `This code runs the old Scala ${use.clients.join(' and ')} (kafka.consumer / kafka.javaapi, or Spark's 0.8 KafkaUtils), which reads ${names.map((n) => `'${n}'`).join(', ')}${use.offsetReset ? ` and auto.offset.reset=${use.offsetReset.value?.trim()}` : ''}. That client was removed in Kafka 2.0: moving to ${use.clients.map((c) => (c === 'producer' ? 'KafkaProducer' : 'KafkaConsumer')).join(' and ')} means today's names (${names.map((n) => (OLD_CLIENT_KEYS[n].now ? `${n} → ${OLD_CLIENT_KEYS[n].now}` : `${n}: none`)).join('; ')}).`,
      }];
    }
    const who = use.clients.map((c) => (c === 'producer' ? 'producer (kafka.producer.Producer)' : 'consumer (kafka.consumer.ConsumerConnector)')).join(' and ');
    const today = use.clients.map((c) => (c === 'producer' ? 'KafkaProducer' : 'KafkaConsumer')).join(' and ');
    const seen = new Set<string>();
    const map: string[] = [];
    const intents: FixIntent[] = [];
    for (const e of use.entries) {
      if (seen.has(e.key)) continue;
      seen.add(e.key);
      const o = OLD_CLIENT_KEYS[e.key];
      map.push(o.now ? `${e.key} → ${o.now}${o.note ? ` (${o.note})` : ''}` : `${e.key}: none${o.note ? ` (${o.note})` : ''}`);
      if (o.now && SAME_VALUE.has(e.key) && !ctx.isSet(o.now)) intents.push({ kind: 'rename', entry: e, newKey: o.now });
    }
    const reset = use.offsetReset?.value?.trim();
    if (use.offsetReset && reset) {
      map.push(`auto.offset.reset=${reset} → ${OLD_OFFSET_RESET[reset]}`);
      intents.push({ kind: 'set', key: 'auto.offset.reset', value: OLD_OFFSET_RESET[reset] });
    }
    let message = `Settings of the old Scala ${who}, removed in Kafka 2.0: today's ${today} does not read them. Today's names: ${map.join('; ')}.`;
    if (reset) message += ` KafkaConsumer refuses auto.offset.reset=${reset} at construction (ConfigException).`;
    if (use.librdkafkaNames) message += ` librdkafka still accepts ${[...seen].join(', ')}${reset ? ` and ${reset}` : ''}: if a librdkafka-based client reads this file, they are fine there.`;
    return [{
      range: use.entries[0].keyRange,
      severity: use.librdkafkaNames ? Severity.Information : reset ? Severity.Error : Severity.Warning,
      message,
      fixes: intents.length ? [{ title: 'Use today\'s names', intents, preferred: true }] : undefined,
    }];
  },
  docs: {
    why: 'The Scala producer and consumer (kafka.producer.Producer, kafka.consumer.ConsumerConnector) read their own key names: metadata.broker.list, zookeeper.connect, auto.commit.enable, auto.offset.reset=smallest. They were removed in Kafka 2.0. Today\'s KafkaProducer and KafkaConsumer ignore those names, so a file written for the old clients runs a modern client on defaults, and the old value smallest for auto.offset.reset is refused outright.',
    consequence: 'The settings the file was written for do nothing; with auto.offset.reset=smallest KafkaConsumer throws ConfigException at construction (its validator does not list smallest).',
    bad: { file: 'consumer.properties', text: 'zookeeper.connect=zk1:2181\ngroup.id=orders\nauto.commit.enable=true\nauto.offset.reset=smallest\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=orders\nenable.auto.commit=true\nauto.offset.reset=earliest\n' },
    falsePositives: 'Code that still runs the old client itself (kafka.consumer.ConsumerConfig, createJavaConsumerConnector, kafka.javaapi.producer, Spark\'s 0.8 KafkaUtils.createStream) reads these names: the rule then says only that the client was removed in 2.0, at information. A file read by a librdkafka-based client, which still accepts several of these names: the rule says so and lowers the finding to information. Declare the client with `# kafka-tuning: client=librdkafka` to check the file as librdkafka\'s.',
    versions: 'Java clients 2.0 and newer (the old clients were removed in 2.0).',
  },
};
