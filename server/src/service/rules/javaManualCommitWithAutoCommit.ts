// java-manual-commit-with-auto-commit: a KafkaConsumer built in this file, in a group, with
// enable.auto.commit left true (its default since the 0.9 consumer) while the same file commits by
// hand (commitSync/commitAsync). The hand commits do not replace the automatic ones:
// ConsumerCoordinator commits subscriptions.allConsumed() — the position after every record poll()
// has returned — from poll() once auto.commit.interval.ms has passed (maybeAutoCommitOffsetsAsync),
// before the member rejoins a group (onJoinPrepare) and in close() (maybeAutoCommitOffsetsSync).
// Whatever the code left uncommitted on purpose (a record whose processing failed) is committed
// there all the same. The consumer of group.protocol=consumer (KIP-848) does the same in
// CommitRequestManager (maybeAutoCommitAsync, maybeAutoCommitSyncBeforeRevocation) and
// AsyncKafkaConsumer.close (commitSyncAllConsumed). Information: what it costs depends on how the code handles failures.
// Silent without group.id (no group, no automatic commit: autoCommitWithoutGroup.ts), with
// enable.auto.commit=false or a value filled in later, and for consumers made elsewhere (a Spring
// factory, a consumer handed in): the file does not show what commits for them.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const READER = (conf: string) => `import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.*;
import org.apache.kafka.common.serialization.StringDeserializer;

public class PaymentReader {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "payments");
${conf}    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of("payments"));
      while (true) {
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
        for (ConsumerRecord<String, String> record : records) {
          settle(record.value());
        }
        consumer.commitSync();
      }
    }
  }

  static void settle(String payment) { }
}
`;

export const javaManualCommitWithAutoCommit: Rule = {
  id: 'java-manual-commit-with-auto-commit',
  severity: Severity.Information,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerConfig enable.auto.commit (default true) and auto.commit.interval.ms (default 5000); ConsumerCoordinator maybeAutoCommitOffsetsAsync (poll), onJoinPrepare and close → maybeAutoCommitOffsetsSync, each committing subscriptions.allConsumed()',
  summary: 'The code commits by hand (commitSync/commitAsync) while enable.auto.commit is still true: the consumer also commits everything poll() returned, on its own.',
  docs: {
    why: 'With enable.auto.commit=true (the default) the consumer commits the position after every record poll() has returned: from poll() once auto.commit.interval.ms (5000 ms) has passed, before it rejoins its group in a rebalance, and in close() (ConsumerCoordinator). Calls to commitSync() or commitAsync() add commits; they do not stop these.',
    consequence: 'What the code chose not to commit is committed anyway. A batch that failed part-way and was meant to be read again (no commitSync after the exception) is committed by the next poll() or by close() in the finally block, and the group moves past it: those records are never processed.',
    bad: { file: 'PaymentReader.java', text: READER('') },
    good: { file: 'PaymentReader.java', text: READER('    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");\n') },
    falsePositives: 'Code that commits by hand only to commit sooner than the interval, and accepts that a failed batch is skipped, can keep both: silence the line with `// kafka-tuning-disable-next-line java-manual-commit-with-auto-commit -- <why>`. Consumers the file does not build (a Spring factory, a consumer passed in) are not judged.',
    versions: 'Java client, all versions of the KafkaConsumer (0.9 and newer).',
  },
  check(ctx) {
    const site = ctx.site;
    if (site.syntax !== 'java' || site.java.sinks.length !== 1 || site.java.sinks[0] !== 'KafkaConsumer') return [];
    const commit = javaUses(site, 'manual-commit')[0];
    if (!commit || !ctx.isSet('group.id')) return [];
    const written = ctx.entry('enable.auto.commit');
    if (ctx.effective('enable.auto.commit')?.trim().toLowerCase() !== 'true') return [];
    const interval = ctx.effective('auto.commit.interval.ms');
    const every = ctx.isSet('auto.commit.interval.ms') ? `every auto.commit.interval.ms (${interval} ms)` : `every auto.commit.interval.ms (${interval ?? '5000'} ms by default)`;
    return [{
      range: written ? written.valueRange : commit.range,
      message: `This file commits by hand (${commit.where}), but enable.auto.commit is ${written ? 'set to true' : 'true by default'}: the consumer also commits, on its own, the position after every record poll() has returned — from poll() ${every}, before a rebalance and in close() (ConsumerCoordinator; CommitRequestManager in the KIP-848 consumer). Records the code left uncommitted on purpose, such as a batch that failed part-way, are committed all the same and not read again. Set enable.auto.commit=false so that only the code's commits count.`,
      fixes: [{ title: 'Set enable.auto.commit=false', intents: [{ kind: 'set', key: 'enable.auto.commit', value: 'false' }], preferred: true }],
    }];
  },
};
