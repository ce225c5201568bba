import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { producerClass } from '../../support/javaCode';
import { findings } from '../../support/service';

const ID = 'java-send-get-in-loop';
const at = (body: string, extra = '') => findings(ID, producerClass(body, extra), { fileName: 'Exporter.java' });

describe('java-send-get-in-loop (a blocking send per record)', () => {
  it('fires on send(...).get() in a for-each loop, with where it runs', () => {
    const [d, ...rest] = at('    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row)).get();\n    }');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 16);
    assert.match(d.message, /^send\(\.\.\.\)\.get\(\) inside the for loop at line 16 blocks until this one record is acknowledged/);
  });

  it('a class or method named for synchronous sends (CustomProducerSync, sendSync): a hint saying so; Async is no such name', () => {
    const loop = '    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row)).get();\n    }';
    const text = producerClass(loop);
    const renamed = (name: string) => text.replace(/class (\w+)/, `class ${name}`);
    const [d] = findings(ID, renamed('CustomProducerSync'), { fileName: 'CustomProducerSync.java' });
    assert.equal(d.severity, 4);
    assert.match(d.message, /^CustomProducerSync is named for synchronous sends, and send\(\.\.\.\)\.get\(\)/);
    for (const name of ['CustomProducerAsync', 'AsyncExporter', 'SynchronizedBuffer']) {
      assert.equal(findings(ID, renamed(name), { fileName: `${name}.java` })[0]?.severity, 2, name);
    }
  });

  it('a loop that sleeps on every pass (a paced generator): a hint saying so; a queue take() is no such pause', () => {
    const paced = (pause: string) => at(`    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row)).get();\n      ${pause}\n    }`);
    for (const pause of ['Thread.sleep(1000);', 'java.util.concurrent.TimeUnit.MILLISECONDS.sleep(200);']) {
      const [d, ...rest] = paced(pause);
      assert.equal(rest.length, 0, pause);
      assert.equal(d.severity, 4, pause);
      assert.match(d.message, /^This loop sleeps on every pass, so the sleep sets its pace; still, send\(\.\.\.\)\.get\(\)/);
    }
    assert.equal(paced('queue.take();')[0]?.severity, 2);
  });

  it('a counted loop of at most 100 literal passes: a hint that says how many; 101 passes, a variable bound or a non-unit step stay warnings', () => {
    const counted = (header: string) => at(`    for (${header}) {\n      producer.send(new ProducerRecord<>("rows", "r" + i)).get();\n    }`);
    const [d, ...rest] = counted('int i = 0; i < 10; i++');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /^This loop runs 10 times, so it waits 10 round trips in all; still, send\(\.\.\.\)\.get\(\)/);
    assert.match(counted('int i = 1; i <= 100; ++i')[0]?.message ?? '', /^This loop runs 100 times/);
    for (const header of ['int i = 0; i < 101; i++', 'int i = 0; i < rows.size(); i++', 'int i = 0; i < 10; i += 0']) {
      assert.equal(counted(header)[0]?.severity, 2, header);
    }
  });

  it('fires in while loops, forEach lambdas, with a timeout, and on this.producer', () => {
    assert.equal(at('    Iterator<String> it = rows.iterator();\n    while (it.hasNext()) {\n      this.producer.send(new ProducerRecord<>("rows", it.next())).get(5, java.util.concurrent.TimeUnit.SECONDS);\n    }').length, 1);
    const [d] = at('    rows.forEach(row -> {\n      try { producer.send(new ProducerRecord<>("rows", row)).get(); } catch (Exception e) { throw new RuntimeException(e); }\n    });');
    assert.match(d.message, /inside the forEach at line 16/);
  });

  it('follows a helper method called inside a loop', () => {
    const [d] = at('    for (String row : rows) {\n      sendOne(row);\n    }', '  private void sendOne(String row) throws Exception {\n    producer.send(new ProducerRecord<>("rows", row)).get();\n  }');
    assert.match(d.message, /^send\(\.\.\.\)\.get\(\) in sendOne\(\), which is called inside the for loop at line 16/);
    assert.equal(d.severity, 2);
    // The calling loop sleeps on every pass (check 74): a hint, as when the send is in the loop itself.
    const [paced] = at('    for (String row : rows) {\n      sendOne(row);\n      Thread.sleep(500);\n    }', '  private void sendOne(String row) throws Exception {\n    producer.send(new ProducerRecord<>("rows", row)).get();\n  }');
    assert.equal(paced.severity, 4);
    assert.match(paced.message, /^This loop sleeps on every pass/);
  });

  it('stays silent on futures collected and awaited after the loop, on a single send, and on a callback', () => {
    assert.equal(at('    List<Future<RecordMetadata>> acks = new ArrayList<>();\n    for (String row : rows) acks.add(producer.send(new ProducerRecord<>("rows", row)));\n    for (Future<RecordMetadata> f : acks) f.get();').length, 0);
    assert.equal(at('    producer.send(new ProducerRecord<>("rows", String.join(",", rows))).get();').length, 0);
    assert.equal(at('    for (String row : rows) producer.send(new ProducerRecord<>("rows", row), (m, e) -> { if (e != null) e.printStackTrace(); });').length, 0);
    // A helper that is not called from a loop.
    assert.equal(at('    sendOne(rows.get(0));', '  private void sendOne(String row) throws Exception {\n    producer.send(new ProducerRecord<>("rows", row)).get();\n  }').length, 0);
  });

  it('stays silent when the blocking send is one mode of several (behind an if, here or at the call)', () => {
    assert.equal(at('    boolean sync = rows.size() < 10;\n    for (String row : rows) {\n      if (sync) producer.send(new ProducerRecord<>("rows", row)).get();\n      else producer.send(new ProducerRecord<>("rows", row), (m, e) -> {});\n    }').length, 0);
    assert.equal(at('    for (String row : rows) {\n      if (row.isEmpty()) sendOne(row);\n    }', '  private void sendOne(String row) throws Exception {\n    producer.send(new ProducerRecord<>("rows", row)).get();\n  }').length, 0);
  });

  it('stays silent on get() of something that is not a Kafka producer\'s send', () => {
    assert.equal(at('    Map<String, Future<String>> mail = new HashMap<>();\n    for (String row : rows) mailer.send(row).get();').length, 0);
  });
});
