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

// A method that sends one record and flushes, the producer a field (Exporter's).
const publisher = (method: string, extra = '') => findings(ID, producerClass('    for (String row : rows) System.out.println(row);', `${method}\n${extra}`), { fileName: 'Exporter.java' });

describe('java-flush-per-record: a method that sends one message and flushes', () => {
  it('fires as information on send(record built from the parameter); flush()', () => {
    const [d, ...rest] = publisher('  void publish(String topic, String msg) {\n    producer.send(new ProducerRecord<>(topic, "", msg));\n    producer.flush();\n  }');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 19);
    assert.match(d.message, /^flush\(\) in publish\(\), which sends the one record built from its parameter 'msg': every call sends its record as a request of its own/);
    // The record itself given, through this.producer.
    const [r] = publisher('  void publish(ProducerRecord<String, String> record) {\n    this.producer.send(record, (m, e) -> { if (e != null) System.err.println(e); });\n    this.producer.flush();\n  }');
    assert.match(r.message, /parameter 'record'/);
  });

  it('fires as a warning when a loop in the file calls the method', () => {
    const found = findings(ID, producerClass('    for (String row : rows) {\n      publish(row);\n    }', '  void publish(String msg) {\n    producer.send(new ProducerRecord<>("rows", msg));\n    producer.flush();\n  }'), { fileName: 'Exporter.java' });
    assert.equal(found.length, 1);
    assert.equal(found[0].severity, 2);
    assert.match(found[0].message, /^flush\(\) in publish\(\), which is called inside the for loop at line 16, so it runs once per record sent/);
  });

  it('stays silent on close(), @PreDestroy, a List of records, a flush after a loop, a second send, an awaited send and a topic-only parameter', () => {
    assert.equal(publisher('  void close() {\n    producer.send(new ProducerRecord<>("rows", "bye"));\n    producer.flush();\n  }').length, 0);
    assert.equal(publisher('  @javax.annotation.PreDestroy\n  void drain(String last) {\n    producer.send(new ProducerRecord<>("rows", last));\n    producer.flush();\n  }').length, 0);
    assert.equal(publisher('  void publishAll(List<String> msgs) {\n    for (String m : msgs) producer.send(new ProducerRecord<>("rows", m));\n    producer.flush();\n  }').length, 0);
    assert.equal(publisher('  void publishAll(List<ProducerRecord<String, String>> batch) {\n    batch.forEach(producer::send);\n    producer.flush();\n  }').length, 0);
    assert.equal(publisher('  void publishJoined(String[] parts) {\n    producer.send(new ProducerRecord<>("rows", String.join(",", parts)));\n    producer.flush();\n  }').length, 0);
    assert.equal(publisher('  void pair(String a, String b) {\n    producer.send(new ProducerRecord<>("rows", a));\n    producer.send(new ProducerRecord<>("rows", b));\n    producer.flush();\n  }').length, 0);
    assert.equal(publisher('  void publishSync(String msg) throws Exception {\n    producer.send(new ProducerRecord<>("rows", msg)).get();\n    producer.flush();\n  }').length, 0);
    assert.equal(publisher('  void ping(String topic) {\n    producer.send(new ProducerRecord<>(topic, "ping"));\n    producer.flush();\n  }').length, 0);
    assert.equal(publisher('  void maybe(String msg, boolean now) {\n    producer.send(new ProducerRecord<>("rows", msg));\n    if (now) producer.flush();\n  }').length, 0);
  });
});
