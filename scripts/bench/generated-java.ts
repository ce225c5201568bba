// The generated Java file the code benchmarks share (npm run bench:code, bench:java-parsers): 5,000
// lines, ~40 Kafka config sites of the shapes config code uses (Properties puts, a Spring-style
// config method, Map.of, an Admin), spread evenly through ordinary methods. `__RUN__` in every
// filler method's comment lets a benchmark make each run's text new.
export const LINES = 5000;
export const SITES = 40;

function javaConfig(i: number): string[] {
  switch (i % 4) {
    case 0:
      return [
        `  KafkaProducer<String, String> producer${i}() {`,
        `    Properties props = new Properties();`,
        `    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");`,
        `    props.put(ProducerConfig.LINGER_MS_CONFIG, ${i % 20});`,
        `    props.put(ProducerConfig.BATCH_SIZE_CONFIG, ${i % 8 === 0 ? 1024 : 65536});`,
        `    props.put(ProducerConfig.ACKS_CONFIG, "${i % 3 === 0 ? '1' : 'all'}");`,
        `    props.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "lz4");`,
        `    return new KafkaProducer<>(props);`,
        `  }`,
      ];
    case 1:
      return [
        `  Map<String, Object> consumerConfigs${i}() {`,
        `    Map<String, Object> cfg = new HashMap<>();`,
        `    cfg.put(ConsumerConfig.GROUP_ID_CONFIG, "group-${i}");`,
        `    cfg.put(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, 1_048_576);`,
        `    cfg.put("max.poll.records", 500);`,
        `    return cfg;`,
        `  }`,
        `  KafkaConsumer<String, String> consumer${i}() {`,
        `    return new KafkaConsumer<>(consumerConfigs${i}());`,
        `  }`,
      ];
    case 2:
      return [
        `  KafkaProducer<String, String> inline${i}() {`,
        `    return new KafkaProducer<>(Map.of("linger.ms", 10, "acks", "all", "batch.size", 16384));`,
        `  }`,
      ];
    default:
      return [
        `  void admin${i}() {`,
        `    Properties p = new Properties();`,
        `    p.setProperty("bootstrap.servers", "b:9092");`,
        `    p.setProperty("request.timeout.ms", String.valueOf(30000));`,
        `    try (Admin admin = Admin.create(p)) { admin.listTopics(); }`,
        `  }`,
      ];
  }
}

const javaFiller = (i: number) => [
  `  int compute${i}(List<Integer> xs, Map<String, Integer> counts) {`,
  `    int total = 0;`,
  `    for (int x : xs) {`,
  `      if (x % 3 == 0) { total += x * 2; } else { total -= x; }`,
  `      counts.merge("k" + x, 1, Integer::sum);`,
  `    }`,
  `    String label = total > 100 ? "big" : "small";`,
  `    return label.length() + total; // run __RUN__`,
  `  }`,
];

export function javaFile(kafka: boolean): string {
  const head = kafka
    ? ['package bench;', 'import java.util.*;', 'import org.apache.kafka.clients.admin.Admin;', 'import org.apache.kafka.clients.consumer.*;', 'import org.apache.kafka.clients.producer.*;', '', '// kafka-tuning: record-bytes=512 rate=2000 partitions=4 p99-ms=50', 'public class Generated {']
    : ['package bench;', 'import java.util.*;', '', 'public class Generated {'];
  const body: string[] = [];
  let f = 0;
  for (let s = 0; s < SITES; s++) {
    if (kafka) body.push(...javaConfig(s));
    const target = Math.round(((s + 1) * (LINES - head.length - 1)) / SITES);
    while (head.length + body.length + 9 <= target) body.push(...javaFiller(f++));
  }
  while (head.length + body.length + 1 < LINES) body.push('  // padding');
  return [...head, ...body, '}', ''].join('\n');
}
