import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'java-manual-commit-with-auto-commit';
const file = { fileName: 'LedgerReader.java' };
/** main() builds the consumer from `conf` and runs `commit` after each poll's records. */
const reader = (conf: string, commit = '        consumer.commitSync();') => `import java.time.Duration;
import java.util.*;
import org.apache.kafka.clients.consumer.*;

public class LedgerReader {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put("bootstrap.servers", "kafka:9092");
    props.put("key.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");
    props.put("value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer");
${conf}
    KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props);
    consumer.subscribe(List.of("ledger"));
    try {
      while (true) {
        for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(200))) book(r.value());
${commit}
      }
    } finally {
      consumer.close();
    }
  }

  static void book(String entry) { }
}
`;
const GROUP = '    props.put("group.id", "ledger");';

describe('java-manual-commit-with-auto-commit (hand commits while the consumer still commits on its own)', () => {
  it('information at the commit call when auto-commit is on by default; the fix turns it off and the rule goes silent', () => {
    const text = reader(GROUP);
    const [d, ...rest] = findings(ID, text, file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 16, character: 8 }, end: { line: 16, character: 29 } });
    assert.equal(d.message, 'This file commits by hand (commitSync() at line 17), but enable.auto.commit is true by default: the consumer also commits, on its own, the position after every record poll() has returned — from poll() every auto.commit.interval.ms (5000 ms by default), before a rebalance and in close() (ConsumerCoordinator; CommitRequestManager in the KIP-848 consumer). Records the code left uncommitted on purpose, such as a batch that failed part-way, are committed all the same and not read again. Set enable.auto.commit=false so that only the code\'s commits count.');
    const fixed = fix(ID, text, file);
    assert.match(fixed, /"enable\.auto\.commit", "false"|ENABLE_AUTO_COMMIT_CONFIG, "false"/);
    assert.equal(findings(ID, fixed, file).length, 0);
  });

  it('at the written value when auto-commit is set true, with the interval the file sets; commitAsync counts too', () => {
    const [d] = findings(ID, reader(`${GROUP}\n    props.put("enable.auto.commit", "true");\n    props.put("auto.commit.interval.ms", "1000");`, '        consumer.commitAsync();'), file);
    assert.equal(d.range.start.line, 11);
    assert.match(d.message, /^This file commits by hand \(commitAsync\(\) at line 19\), but enable\.auto\.commit is set to true: .* every auto\.commit\.interval\.ms \(1000 ms\), before a rebalance/);
  });

  it('a commit inside the loop over records or behind an if is still a hand commit', () => {
    assert.equal(findings(ID, reader(GROUP, '        if (args.length > 0) consumer.commitSync();'), file).length, 1);
  });

  it('near misses: auto-commit off, no group, a value filled in at run time, no commit, and a consumer the file does not build', () => {
    assert.equal(findings(ID, reader(`${GROUP}\n    props.put("enable.auto.commit", "false");`), file).length, 0);
    assert.equal(findings(ID, reader(`${GROUP}\n    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);`), file).length, 0);
    assert.equal(findings(ID, reader(''), file).length, 0);
    assert.equal(findings(ID, reader(`${GROUP}\n    props.put("enable.auto.commit", System.getenv("AUTO_COMMIT"));`), file).length, 0);
    assert.equal(findings(ID, reader(GROUP, ''), file).length, 0);
    const handedIn = `import java.time.Duration;
import java.util.*;
import org.apache.kafka.clients.consumer.*;

public class Booker {
  private final Consumer<String, String> consumer;
  Booker(Consumer<String, String> consumer) { this.consumer = consumer; }
  void run() {
    while (true) {
      consumer.poll(Duration.ofMillis(100));
      consumer.commitSync();
    }
  }
}
`;
    assert.equal(findings(ID, handedIn, { fileName: 'Booker.java' }).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
