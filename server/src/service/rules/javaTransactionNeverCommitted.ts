// java-transaction-never-committed: a Java producer that opens transactions
// (producer.beginTransaction()) in a file that commits none (no commitTransaction() anywhere in it).
// A transaction's records reach read_committed consumers only once it commits (KafkaProducer
// javadoc, KIP-98); an open one is aborted when the producer closes (Sender: "Aborting incomplete
// transaction due to shutdown", Kafka 2.3 and newer) or, if the process dies, by the transaction
// coordinator after transaction.timeout.ms (60000 ms by default). read_uncommitted consumers, the
// Java client's default, still read the records, since they are in the log: consumers disagree.
// Facts: sites/java/codeUse.ts (only producers the file knows, only when nothing commits).
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const PRODUCER = (body: string) => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

public class LedgerWriter {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");
    props.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "ledger-writer-1");
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {
      producer.initTransactions();
      producer.beginTransaction();
      for (int i = 0; i < 10; i++) {
        producer.send(new ProducerRecord<>("ledger", "entry-" + i));
      }
${body}    }
  }
}
`;

export const javaTransactionNeverCommitted: Rule = {
  id: 'java-transaction-never-committed',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['java'],
  source: 'KafkaProducer.beginTransaction / commitTransaction javadoc (KIP-98: records visible to read_committed consumers only after the commit); producer Sender ("Aborting incomplete transaction due to shutdown", Kafka 2.3+); transaction.timeout.ms',
  summary: 'beginTransaction() in a file that never calls commitTransaction(): every transaction is aborted, and read_committed consumers never see its records.',
  check(ctx) {
    const [first] = javaUses(ctx.site, 'transaction-never-committed');
    if (!first) return [];
    return [{
      range: first.range,
      message: 'beginTransaction() opens a transaction, but nothing in this file calls commitTransaction(): its records reach read_committed consumers only once it commits, and when the producer closes the open transaction is aborted ("Aborting incomplete transaction due to shutdown"; a process that dies leaves it to the coordinator, which aborts it after transaction.timeout.ms, 60000 ms by default). read_uncommitted consumers, the default, still read the aborted records, so consumers disagree. Call producer.commitTransaction() after the sends (abortTransaction() on failure).',
    }];
  },
  docs: {
    why: 'A transactional producer\'s records become part of the log at once, but they count as written only when commitTransaction() succeeds: read_committed consumers skip records of open or aborted transactions. A transaction that is never committed is aborted — by the producer itself when it closes (Kafka 2.3 and newer), or by the transaction coordinator after transaction.timeout.ms.',
    consequence: 'Everything sent in the transaction is lost for read_committed consumers (Kafka Streams under exactly-once, Connect sinks configured for it, any consumer with isolation.level=read_committed), while read_uncommitted consumers see it: two readers of one topic disagree on what was written.',
    bad: { file: 'LedgerWriter.java', text: PRODUCER('') },
    good: { file: 'LedgerWriter.java', text: PRODUCER('      producer.commitTransaction();\n') },
    falsePositives: 'A producer whose transactions are committed by another class it is handed to (the file shows beginTransaction() only): silence the line with a suppression comment. Test sources are not reported (a test may abort on purpose).',
    versions: 'Java client 0.11 and newer (transactions); the abort at close is Kafka 2.3 and newer, before that the coordinator aborts after transaction.timeout.ms.',
  },
};
