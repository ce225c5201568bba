import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { producerClass } from '../../support/javaCode';
import { findings } from '../../support/service';

const ID = 'java-record-sent-twice';
const at = (body: string) => findings(ID, producerClass(body), { fileName: 'Exporter.java' });
const RECORD = '    ProducerRecord<String, String> record = new ProducerRecord<>("rows", rows.get(0));\n';

describe('java-record-sent-twice (one record, two sends)', () => {
  it('fires on send(record) followed by send(record).get() in a loop body, on the second send', () => {
    const [d, ...rest] = at('    for (int i = 0; i < rows.size(); i++) {\n      ProducerRecord<String, String> record = new ProducerRecord<>("rows", Integer.toString(i), rows.get(i));\n      producer.send(record);\n      RecordMetadata meta = producer.send(record).get();\n      System.out.println(meta.offset());\n    }');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 18);
    assert.match(d.message, /^This send\(\) writes the same record that was already sent on line 18, on the same producer/);
    assert.match(d.message, /Idempotence does not remove the copy/);
  });

  it('fires on two identical new ProducerRecord<>(…) of names and literals', () => {
    const found = at('    String row = rows.get(0);\n    producer.send(new ProducerRecord<>("rows", "k", row), (m, e) -> {});\n    producer.send(new ProducerRecord<>("rows", "k", row)).get();');
    assert.equal(found.length, 1);
  });

  it('stays silent on a retry in the catch, two branches of an if, different records, a reassignment and a call in the record', () => {
    assert.equal(at(RECORD + '    try {\n      producer.send(record).get();\n    } catch (Exception e) {\n      producer.send(record).get();\n    }').length, 0);
    assert.equal(at(RECORD + '    if (rows.size() > 1) {\n      producer.send(record);\n    } else {\n      producer.send(record).get();\n    }').length, 0);
    assert.equal(at(RECORD + '    ProducerRecord<String, String> other = new ProducerRecord<>("audit", rows.get(0));\n    producer.send(record);\n    producer.send(other);').length, 0);
    assert.equal(at(RECORD + '    producer.send(record);\n    record = new ProducerRecord<>("rows", rows.get(1));\n    producer.send(record);').length, 0);
    assert.equal(at('    producer.send(new ProducerRecord<>("rows", java.util.UUID.randomUUID().toString()));\n    producer.send(new ProducerRecord<>("rows", java.util.UUID.randomUUID().toString()));').length, 0);
    // A header added in between makes the second a different record; a send after a try (a retry path) and after an early return.
    assert.equal(at(RECORD + '    producer.send(record);\n    record.headers().add("copy", new byte[0]);\n    producer.send(record);').length, 0);
    assert.equal(at(RECORD + '    Future<RecordMetadata> f = producer.send(record);\n    try {\n      f.get();\n      return;\n    } catch (Exception e) {\n      System.err.println(e);\n    }\n    producer.send(record).get();').length, 0);
    assert.equal(at(RECORD + '    producer.send(record);\n    if (rows.isEmpty()) return;\n    producer.send(record);').length, 0);
  });

  it('stays silent on one send per loop iteration and on the same record to two producers', () => {
    assert.equal(at('    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row));\n    }').length, 0);
    const two = producerClass(RECORD + '    producer.send(record);\n    backup.send(record);', '  private final KafkaProducer<String, String> backup = null;');
    assert.equal(findings(ID, two, { fileName: 'Exporter.java' }).length, 0);
  });
});
