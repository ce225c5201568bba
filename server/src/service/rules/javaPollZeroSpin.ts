// java-poll-zero-spin: `consumer.poll(Duration.ZERO)` (or Duration.ofMillis(0), poll(0)) in a
// while/do loop that neither waits nor leaves. KafkaConsumer.poll(Duration) javadoc: "This method
// returns immediately if there are records available … Otherwise, it will await the passed
// timeout. If the timeout expires, an empty record set will be returned" — with a zero timeout an
// idle consumer returns at once, and the loop calls it again: a thread busy at 100 % of a core while
// there is nothing to read, where a timeout (the javadoc's examples use 100 ms) would let it sleep
// in the consumer until data arrives. poll(long) is deprecated since 2.0 (KIP-266) and gone from
// KafkaConsumer in 4.0 (javap of kafka-clients 3.9.1 vs 4.0.2). A counted for loop, a drain loop
// that breaks or returns, and a loop that sleeps or waits are left alone. Facts: sites/java/codeUse.ts.
import { compareVersions } from '../catalog/catalog';
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const CONSUMER = (timeout: string) => `import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.serialization.StringDeserializer;

class PriceTicker implements Runnable {
  private volatile boolean running = true;

  public void run() {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "ticker");
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of("prices"));
      while (running) {
        for (ConsumerRecord<String, String> r : consumer.poll(${timeout})) {
          System.out.println(r.key() + " " + r.value());
        }
      }
    }
  }
}
`;

export const javaPollZeroSpin: Rule = {
  id: 'java-poll-zero-spin',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaConsumer.poll(Duration) javadoc ("returns immediately if there are records available. Otherwise, it will await the passed timeout"); poll(long) deprecated since 2.0 (KIP-266), absent from KafkaConsumer in kafka-clients 4.0',
  summary: 'consumer.poll(Duration.ZERO) / poll(0) in a loop that never waits: a busy spin that keeps a core at 100 % while there is nothing to read.',
  docs: {
    why: 'poll() returns at once when records are buffered, and otherwise waits up to its timeout for a fetch to bring some. With a zero timeout an idle consumer returns an empty batch immediately, and a loop that does nothing else calls it again straight away: the thread never sleeps, it spins. Any positive timeout lets the consumer wait for data inside poll() and return the moment records arrive, so it costs no latency.',
    consequence: 'One core at 100 % per idle consumer thread, for nothing (KafkaConsumer.poll javadoc: with records available poll returns immediately, so a longer timeout adds no delay). On Kafka 4.0 the long form poll(0) no longer compiles: KafkaConsumer has only poll(Duration) there (poll(long) deprecated since 2.0, KIP-266).',
    bad: { file: 'PriceTicker.java', text: CONSUMER('Duration.ZERO') },
    good: { file: 'PriceTicker.java', text: CONSUMER('Duration.ofMillis(100)') },
    falsePositives: 'A loop that interleaves the poll with other non-blocking work it must do as often as possible (a game loop, a selector of its own) may poll without waiting on purpose; say so with `// kafka-tuning-disable-next-line java-poll-zero-spin -- the loop waits elsewhere`. Loops that sleep, wait, take from a queue, break or return, and counted for loops are not reported.',
    versions: 'Java client, all versions; poll(long) no longer exists from Kafka 4.0',
  },
  check(ctx) {
    // poll(Duration) arrived in 2.0 (KIP-266): an older client only has poll(long), so the advice names that.
    const version = ctx.site.client.version;
    const timeout = version && compareVersions(version, '2.0') < 0 ? `poll(100) (kafka-clients ${version} predates poll(Duration), added in 2.0 by KIP-266)` : 'Duration.ofMillis(100)';
    return javaUses(ctx.site, 'poll-zero-spin').map((u) => ({
      range: u.range,
      message: `poll() with a zero timeout ${u.where}, which never waits: when there is nothing to read, poll returns an empty batch at once and the loop spins, keeping a core at 100 %. Give poll a timeout such as ${timeout}: it still returns as soon as records arrive.`,
    }));
  },
};
