// KafkaTemplate.send is asynchronous: a catch around it with the future dropped never sees a failed delivery.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, lint } from '../../support/service';

const ID = 'spring-template-send-caught';
const opts = { fileName: 'src/main/java/app/OrderPublisher.java' };
const publisher = (body: string) => `package app;

import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Component;

@Component
class OrderPublisher {
  private final KafkaTemplate<String, Order> template;
  OrderPublisher(KafkaTemplate<String, Order> template) { this.template = template; }

  boolean publish(Order order) {
${body}
  }
}
`;

describe(ID, () => {
  it('a catch around a dropped send: information on the send, naming the try', () => {
    const text = publisher('    try {\n      template.send("orders", order.id(), order);\n      return true;\n    } catch (Exception e) {\n      return false;\n    }');
    const ds = lint(text, opts);
    assert.deepEqual(ds.map((d) => d.code), [ID]);
    assert.equal(ds[0].severity, 3);
    assert.equal(ds[0].range.start.line, 12);
    assert.match(ds[0].message, /^This send returns before the record is sent, and its future is dropped: the catch of the try at line 12 sees only what fails before the hand-over/);
  });

  it('a catch of the project\'s own exceptions only: says the send\'s failures leave the method or reach only the ProducerListener (check 69)', () => {
    const own = publisher('    try {\n      debit(order);\n      template.send("orders", order.id(), order);\n      return true;\n    } catch (InsufficientBalance | AccountNotFound e) {\n      return false;\n    }');
    const [d] = findings(ID, own, opts);
    assert.match(d?.message ?? '', /the try at line 12 catches only InsufficientBalance \| AccountNotFound, none of which the send throws: a send that fails before the hand-over .* throws KafkaException out of this method/);
    assert.doesNotMatch(d.message, /sees only what fails before/);
    // Near miss: with a RuntimeException (or a Kafka type) among them, the catch does see the early failures.
    for (const t of ['InsufficientBalance | RuntimeException', 'KafkaException']) {
      assert.match(findings(ID, own.replace('InsufficientBalance | AccountNotFound', t), opts)[0]?.message ?? '', /sees only what fails before the hand-over/, t);
    }
  });

  it('a transactional template: silent, since the transaction\'s commit fails with the send (check 63)', () => {
    const text = publisher('    try {\n      template.send("orders", order.id(), order);\n      return true;\n    } catch (Exception e) {\n      return false;\n    }');
    // Boot's transaction-id-prefix in the application's own configuration.
    const prefix = { springTransactionalFiles: ['file:///test/src/main/resources/application.yml'] };
    assert.deepEqual(findings(ID, text, { ...opts, workspace: prefix }), []);
    // The file's own transactional use of the template.
    assert.deepEqual(findings(ID, text.replace('  boolean publish', '  void all(List<Order> os) { template.executeInTransaction(t -> { os.forEach(o -> t.send("orders", o)); return null; }); }\n\n  boolean publish'), opts), []);
    // Near miss: another application's transactional configuration says nothing of this one.
    assert.equal(findings(ID, text, { ...opts, workspace: { springTransactionalFiles: ['file:///other/src/main/resources/application.yml'] } }).length, 1);
  });

  it('near misses: the future handled, waited on, returned or assigned; no catch; a send in a lambda inside the try', () => {
    const quiet = [
      '    try {\n      template.send("orders", order.id(), order).whenComplete((r, e) -> { if (e != null) log(e); });\n      return true;\n    } catch (Exception e) {\n      return false;\n    }',
      '    try {\n      template.send("orders", order.id(), order).get();\n      return true;\n    } catch (Exception e) {\n      return false;\n    }',
      '    try {\n      var f = template.send("orders", order.id(), order);\n      return f != null;\n    } catch (Exception e) {\n      return false;\n    }',
      '    try {\n      template.send("orders", order.id(), order);\n    } finally {\n      audit();\n    }\n    return true;',
      '    try {\n      order.lines().forEach(l -> template.send("order-lines", l.id(), order));\n      return true;\n    } catch (Exception e) {\n      return false;\n    }',
      '    template.send("orders", order.id(), order);\n    return true;',
    ];
    for (const body of quiet) assert.deepEqual(findings(ID, publisher(body), opts).map((d) => d.message), [], body);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
