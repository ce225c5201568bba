// java-offsets-never-committed: a KafkaConsumer built in this file from a config with
// enable.auto.commit=false, polled, and nothing in the file commits for it. ConsumerConfig
// enable.auto.commit: "If true the consumer's offset will be periodically committed in the
// background"; with false, KafkaConsumer javadoc "Manual Offset Control" leaves it to
// commitSync/commitAsync, and close() commits only when auto-commit is on (ConsumerCoordinator
// maybeAutoCommitOffsetsSync). A group with no committed offset starts every (re)assigned
// partition from auto.offset.reset ("What to do when there is no initial offset in Kafka"; default
// latest). Facts: sites/java/neverCommits.ts (silent for any commit…/seek…/assign call, a
// ConsumerRebalanceListener in the file or one given to subscribe(), for a consumer returned or
// handed on, and for Spring factories, whose listener containers commit by AckMode).
//
// Warning when the consumer is a local of one method (made and polled there, never handed on:
// nothing else can commit for it); information when it is a field (a subclass could still reach it).
import { javaUses } from './lang';
import { restartFrom } from './noCommitRestart';
import { Severity, type Rule } from './types';

const READER = (loop: string) => `import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.serialization.StringDeserializer;

public class InvoiceReader {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "invoices");
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of("invoices"));
      while (true) {
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
${loop}
      }
    }
  }
}
`;

export const javaOffsetsNeverCommitted: Rule = {
  id: 'java-offsets-never-committed',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerConfig enable.auto.commit ("If true the consumer\'s offset will be periodically committed in the background") and auto.offset.reset ("What to do when there is no initial offset in Kafka", default latest); KafkaConsumer javadoc, Manual Offset Control',
  summary: 'enable.auto.commit=false and nothing in the file commits (commitSync/commitAsync/sendOffsetsToTransaction) or places the consumer (seek/assign): the group records no progress.',
  docs: {
    why: 'With enable.auto.commit=false the consumer never commits on its own, not even on close(); the application commits with commitSync() or commitAsync() (KafkaConsumer javadoc, Manual Offset Control). A consumer that polls and never commits keeps its position only in memory.',
    consequence: 'The group has no committed offset, so after a restart, a deploy, or a rebalance that moves a partition to another member, reading starts from auto.offset.reset: with the default latest, records produced while the partition was unread are skipped; with earliest, everything still retained is processed again; with none, the consumer fails (ConsumerConfig auto.offset.reset). Lag monitoring shows the group as never having consumed.',
    bad: { file: 'InvoiceReader.java', text: READER('        for (ConsumerRecord<String, String> record : records) {\n          System.out.println(record.value());\n        }') },
    good: { file: 'InvoiceReader.java', text: READER('        for (ConsumerRecord<String, String> record : records) {\n          System.out.println(record.value());\n        }\n        if (!records.isEmpty()) consumer.commitSync();') },
    falsePositives: 'Positions kept outside Kafka (a database, restored with seek): the rule is silent when the file calls seek…, assign, passes a rebalance listener to subscribe() or declares a ConsumerRebalanceListener, and when the consumer is returned or handed to another object, which may commit. Spring consumer factories are not judged: their listener containers commit (AckMode). Otherwise silence the line with `// kafka-tuning-disable-next-line java-offsets-never-committed -- <why>`.',
    versions: 'Java client, all versions',
  },
  check(ctx) {
    const site = ctx.site;
    if (site.syntax !== 'java' || site.java.sinks.length !== 1 || site.java.sinks[0] !== 'KafkaConsumer') return [];
    const entry = ctx.entry('enable.auto.commit');
    if (!entry || entry.value?.trim().toLowerCase() !== 'false') return [];
    // Properties.load(…) may come after the put and set the key again from a file not shown.
    if (site.overrides?.includes('.load(')) return [];
    const use = javaUses(site, 'offsets-never-committed')[0];
    if (!use?.holder) return [];
    const reset = ctx.entry('auto.offset.reset');
    // A map filled first elsewhere (Properties.load, a helper's return: site.overrides) may set
    // auto.offset.reset there: its default is not claimed then (check 79).
    const from = reset?.value !== undefined ? restartFrom(reset.value, 'auto.offset.reset', '')
      : reset || site.overrides ? 'wherever auto.offset.reset sends it (the latest offset by default): records are re-read or skipped'
        : restartFrom(undefined, 'auto.offset.reset', 'the latest offset (auto.offset.reset defaults to latest)');
    const { name, local, method } = use.holder;
    const none = 'nothing in this file commits for it (no commitSync, commitAsync or sendOffsetsToTransaction) or places it (seek, assign)';
    const held = local
      ? `The consumer '${name}' made in ${method} (${use.where}) is polled there and never handed on, and ${none}`
      : `The consumer field '${name}' (made at ${use.where}) is not handed to anything else, and ${none}`;
    return [{
      range: entry.valueRange,
      severity: local ? Severity.Warning : Severity.Information,
      message: `enable.auto.commit=false: the consumer never commits on its own, not even on close(). ${held}. The group records no progress, so after a restart or a rebalance each partition starts again from ${from}. Commit after processing (commitSync() after the records of a poll are handled, or commitAsync() with a commitSync() on shutdown), or set enable.auto.commit=true. Fine if the positions are kept outside Kafka.`,
    }];
  },
};
