// streams-cleanup-every-start: `streams.cleanUp(); streams.start();` with nothing deciding between
// them. KafkaStreams.cleanUp javadoc: it deletes the local state directory of the application id,
// and "calling this method triggers a restore of local StateStores on the next application start".
// Called before every start, each restart (a deploy, a crash, a rebalance of pods) begins by
// rebuilding every store of the instance from its changelog topics, and the tasks process nothing
// until their stores are restored. Kafka's own examples call it unconditionally to make a demo
// repeatable; in a service it belongs behind a flag or a detected corruption. A call behind an `if`
// is left alone. Facts: sites/java/codeUse.ts.
import { buildsStatelessTopology } from '../util/statelessTopology';
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const APP = (start: string) => `import java.util.Properties;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;

public class BalanceApp {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "balances");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.String().getClass());
    props.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, Serdes.Long().getClass());
    StreamsBuilder builder = new StreamsBuilder();
    builder.<String, Long>stream("deposits").groupByKey().reduce(Long::sum).toStream().to("balances");
    KafkaStreams streams = new KafkaStreams(builder.build(), props);
${start}
    Runtime.getRuntime().addShutdownHook(new Thread(streams::close));
  }
}
`;

export const streamsCleanupEveryStart: Rule = {
  id: 'streams-cleanup-every-start',
  severity: Severity.Information,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaStreams.cleanUp javadoc ("deleting all data with regard to the application ID"; "Calling this method triggers a restore of local StateStores on the next application start")',
  summary: 'KafkaStreams.cleanUp() called before every start(): each restart deletes the local state and rebuilds every store from its changelog before processing resumes.',
  docs: {
    why: 'cleanUp() deletes the instance\'s local state directory for the application id. The next start() then finds no local stores, so each task restores its stores by reading their changelog topics from the beginning before it processes anything. Called unconditionally right before start(), this happens on every start of the application.',
    consequence: 'Every deploy or restart waits for a full restore of all state the instance holds (for large stores, minutes to hours of reading changelogs), during which its partitions are not processed, and the brokers serve the whole changelog again.',
    bad: { file: 'BalanceApp.java', text: APP('    streams.cleanUp();\n    streams.start();') },
    good: { file: 'BalanceApp.java', text: APP('    if (args.length > 0 && args[0].equals("--reset")) {\n      streams.cleanUp();\n    }\n    streams.start();') },
    falsePositives: 'A demo or a test that must start from empty state each time: that is what the unconditional call is for (Kafka\'s own examples do it). A topology built in the same file with no store (no aggregation, join, window or materialized table) is not reported: it has nothing to restore. Silence the line with `// kafka-tuning-disable-next-line streams-cleanup-every-start -- demo`.',
    versions: 'Kafka Streams, all versions.',
  },
  check(ctx) {
    // A topology built here with no store (no aggregation, join, window, table or store): nothing to restore.
    if (buildsStatelessTopology(ctx)) return [];
    return javaUses(ctx.site, 'streams-cleanup-every-start').map((u) => ({
      range: u.range,
      message: `cleanUp() runs before every start() (${u.where}): it deletes this instance's local state stores, so each start of the application rebuilds them all from their changelog topics before any task processes a record (KafkaStreams.cleanUp javadoc: it "triggers a restore of local StateStores on the next application start"). Fine for a demo that must start empty; in a service, call it only when asked to (a reset flag) or after detected corruption.`,
    }));
  },
};
