import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { producerClass } from '../../support/javaCode';
import { findings } from '../../support/service';

const ID = 'java-flush-per-record';
const at = (body: string) => findings(ID, producerClass(body), { fileName: 'Exporter.java' });

describe('java-flush-per-record (flush per record or inside a callback)', () => {
  it('fires on flush() after each send in a loop', () => {
    const [d, ...rest] = at('    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row));\n      producer.flush();\n    }');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 17);
    assert.match(d.message, /^flush\(\) inside the for loop at line 16 runs once per record sent/);
  });

  it('fires as an error on flush() inside a send callback, lambda or anonymous Callback', () => {
    const [d] = at('    producer.send(new ProducerRecord<>("rows", rows.get(0)), (m, e) -> producer.flush());');
    assert.equal(d.severity, 1);
    assert.match(d.message, /^flush\(\) inside the send callback \(line 16\) runs on the producer's I\/O thread/);
    const anon = at('    producer.send(new ProducerRecord<>("rows", rows.get(0)), new Callback() {\n      public void onCompletion(RecordMetadata m, Exception e) {\n        producer.flush();\n      }\n    });');
    assert.equal(anon.length, 1);
    assert.equal(anon[0].severity, 1);
  });

  it('stays silent on a flush after the loop, every N records, and in a loop that does not send', () => {
    assert.equal(at('    for (String row : rows) producer.send(new ProducerRecord<>("rows", row));\n    producer.flush();').length, 0);
    assert.equal(at('    int n = 0;\n    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row));\n      if (++n % 500 == 0) producer.flush();\n    }').length, 0);
    assert.equal(at('    for (String row : rows) {\n      System.out.println(row);\n      producer.flush();\n    }').length, 0);
    // A paced loop that sleeps between records is not held back by its flushes.
    assert.equal(at('    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row));\n      producer.flush();\n      Thread.sleep(100);\n    }').length, 0);
    // A lambda that is not send()'s callback (an executor task) is not the I/O thread.
    assert.equal(at('    new Thread(() -> producer.flush()).start();').length, 0);
  });
});
