// Benchmark (not a timed test): javaSites() on a generated 5,000-line Java file with ~40 config
// sites, next to a bare java-parser parse of the same text. Issue 4's goal: median ≤ 1.5× the parse.
//   node --conditions=import --import tsx scripts/bench/java-sites.ts [runs]
import { performance } from 'node:perf_hooks';
import { parse } from 'java-parser';
import { catalogFor } from '../../server/src/service/catalog';
import { javaSites } from '../../server/src/service/sites/java';

const SITES = 40;
const LINES = 5000;
const runs = Number(process.argv[2] ?? 21);

/** Config methods in the shapes users write, spread among ordinary code to make up the lines. */
function configMethod(i: number): string[] {
  switch (i % 4) {
    case 0:
      return [
        `    KafkaProducer<String, String> producer${i}() {`,
        `        Properties props = new Properties();`,
        `        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");`,
        `        props.put(ProducerConfig.LINGER_MS_CONFIG, ${i});`,
        `        props.put(ProducerConfig.BATCH_SIZE_CONFIG, Integer.toString(32 * 1024));`,
        `        props.put(ProducerConfig.ACKS_CONFIG, "all");`,
        `        props.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "lz4");`,
        `        return new KafkaProducer<>(props);`,
        `    }`,
      ];
    case 1:
      return [
        `    Map<String, Object> consumerConfigs${i}() {`,
        `        Map<String, Object> cfg = new HashMap<>();`,
        `        cfg.put(GROUP_ID_CONFIG, "group-${i}");`,
        `        cfg.put(FETCH_MIN_BYTES_CONFIG, 1_048_576);`,
        `        cfg.put("max.poll.records", 500);`,
        `        return cfg;`,
        `    }`,
        `    ConsumerFactory<String, String> consumerFactory${i}() {`,
        `        return new DefaultKafkaConsumerFactory<>(consumerConfigs${i}());`,
        `    }`,
      ];
    case 2:
      return [
        `    KafkaProducer<String, String> inline${i}() {`,
        `        return new KafkaProducer<>(Map.of("linger.ms", 10, "acks", "1", "batch.size", 16384));`,
        `    }`,
      ];
    default:
      return [
        `    void admin${i}() {`,
        `        Properties p = new Properties();`,
        `        p.setProperty("bootstrap.servers", "b:9092");`,
        `        p.setProperty("request.timeout.ms", String.valueOf(30000));`,
        `        try (Admin admin = Admin.create(p)) { admin.listTopics(); }`,
        `    }`,
      ];
  }
}

function filler(i: number): string[] {
  return [
    `    int compute${i}(List<Integer> xs, Map<String, Integer> counts) {`,
    `        int total = 0;`,
    `        for (int x : xs) {`,
    `            if (x % 3 == 0) { total += x * 2; } else { total -= x; }`,
    `            counts.merge("k" + x, 1, Integer::sum);`,
    `        }`,
    `        String label = total > 100 ? "big" : "small";`,
    `        return label.length() + total;`,
    `    }`,
  ];
}

function generate(): string {
  const head = [
    'package bench;',
    'import static org.apache.kafka.clients.consumer.ConsumerConfig.*;',
    'import java.util.*;',
    'import org.apache.kafka.clients.admin.Admin;',
    'import org.apache.kafka.clients.producer.*;',
    'import org.springframework.kafka.core.*;',
    'public class Generated {',
  ];
  const body: string[] = [];
  let f = 0;
  for (let s = 0; s < SITES; s++) {
    body.push(...configMethod(s));
    // Spread the sites evenly through the file.
    const target = Math.round(((s + 1) * (LINES - head.length - 1)) / SITES);
    while (body.length + 9 <= target) body.push(...filler(f++));
  }
  while (head.length + body.length + 1 < LINES) body.push('    // padding');
  return [...head, ...body, '}', ''].join('\n');
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

function time(fn: () => void): number[] {
  for (let i = 0; i < 3; i++) fn(); // warm-up: JIT and chevrotain's lookahead caches
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const text = generate();
const doc = { uri: 'file:///Generated.java', fileName: 'Generated.java', languageId: 'java', text };
const catalog = catalogFor();
const found = javaSites(doc, catalog);
const bare = median(time(() => parse(text)));
const sites = median(time(() => javaSites(doc, catalog)));
const noKafka = { ...doc, text: text.replace(/kafka/gi, 'queue') };
const skipped = median(time(() => javaSites(noKafka, catalog)));
console.log(`file: ${text.split('\n').length - 1} lines, ${found.length} sites, ${found.reduce((n, s) => n + s.entries.length, 0)} entries; median of ${runs} runs`);
console.log(`bare java-parser parse : ${bare.toFixed(1)} ms`);
console.log(`javaSites()            : ${sites.toFixed(1)} ms  (${(sites / bare).toFixed(2)}× the parse; goal ≤ 1.5×)`);
console.log(`same file, no "kafka"  : ${skipped.toFixed(2)} ms  (fast path, no parse)`);
