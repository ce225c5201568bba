import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { javaTransactionNeverCommitted } from '../../../server/src/service/rules/javaTransactionNeverCommitted';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'java-transaction-never-committed';
const opts = { fileName: 'src/main/java/app/LedgerWriter.java' };
const writer = (tail: string, extra = '') => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;

public class LedgerWriter {
  private final KafkaProducer<String, String> producer;

  LedgerWriter(Properties props) {
    props.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "ledger-writer-1");
    producer = new KafkaProducer<>(props);
    producer.initTransactions();
  }

  void write(java.util.List<String> entries) {
    producer.beginTransaction();
    for (String e : entries) producer.send(new ProducerRecord<>("ledger", e));
${tail}  }
${extra}}
`;

describe('java-transaction-never-committed', () => {
  it('beginTransaction and no commitTransaction in the file: a warning on beginTransaction; the bare sends are not reported beside it', () => {
    const [d, ...rest] = findings(ID, writer(''), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 13);
    assert.match(d.message, /^beginTransaction\(\) opens a transaction, but nothing in this file calls commitTransaction\(\)/);
    assert.deepEqual(findings('java-send-result-ignored', writer(''), opts), []);
  });

  it('near misses stay silent: a commit in the method, a commit in another method, a test source', () => {
    assert.deepEqual(findings(ID, writer('    producer.commitTransaction();\n'), opts), []);
    assert.deepEqual(findings(ID, writer('', '\n  void finish() {\n    producer.commitTransaction();\n  }\n'), opts), []);
    assert.deepEqual(findings(ID, writer(''), { fileName: 'src/test/java/app/LedgerWriterTest.java' }), []);
  });

  it('its documented examples', () => assertDocsExamples(javaTransactionNeverCommitted));
});
