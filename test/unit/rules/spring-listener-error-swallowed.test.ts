// A @KafkaListener that catches every exception and only logs returns normally: the container
// commits the record and its error handler (DefaultErrorHandler, FixedBackOff(0, 9)) never sees it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, lint } from '../../support/service';

const ID = 'spring-listener-error-swallowed';
const opts = { fileName: 'src/main/java/shop/OrderListener.java' };

const listener = (params: string, body: string, extra = '') => `package shop;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Service;

@Service
public class OrderListener {
  private static final Logger LOGGER = LoggerFactory.getLogger(OrderListener.class);
  private final OrderService orders;

  OrderListener(OrderService orders) { this.orders = orders; }
${extra}
  @KafkaListener(topics = "\${app.topics.orders}", groupId = "fulfilment")
  public void consume(${params}) {
${body}
  }
}
`;
const PROCESS = '      OrderEvent event = mapper.readValue(message, OrderEvent.class);\n      orders.fulfil(event);\n';

describe(ID, () => {
  it('a listener-only file whose catch (Exception) only logs: information on the catch, and no other finding', () => {
    const text = listener('String message', `    try {\n${PROCESS}    } catch (Exception e) {\n      LOGGER.error("could not fulfil {}", message, e);\n    }`);
    const all = lint(text, opts);
    assert.deepEqual(all.map((d) => d.code), [ID]);
    const [d] = all;
    assert.equal(d.severity, 3);
    assert.equal(text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character), 'catch (Exception e)');
    assert.match(d.message, /^The @KafkaListener method consume\(\) catches every exception and only logs it, so it returns normally when processing fails: the container then treats the record as processed and commits its offset/);
    assert.match(d.message, /DefaultErrorHandler that delivers the record up to 9 more times/);
  });

  it('also Throwable, a multi-catch with RuntimeException, printStackTrace and System.err, a log line after the try', () => {
    const body = `    LOGGER.info("received {}", message);\n    try {\n${PROCESS}    } catch (IllegalStateException | RuntimeException e) {\n      e.printStackTrace();\n    } catch (Throwable t) {\n      System.err.println("failed: " + t);\n    }\n    LOGGER.debug("done");`;
    assert.equal(findings(ID, listener('String message', body), opts).length, 1);
  });

  it('with a config map in the same file, the fact rides on the consumer site', () => {
    const factory = '\n  java.util.Map<String, Object> props() {\n    java.util.Map<String, Object> p = new java.util.HashMap<>();\n    p.put(org.apache.kafka.clients.consumer.ConsumerConfig.GROUP_ID_CONFIG, "fulfilment");\n    p.put(org.apache.kafka.clients.consumer.ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, org.apache.kafka.common.serialization.StringDeserializer.class);\n    p.put(org.apache.kafka.clients.consumer.ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, org.apache.kafka.common.serialization.StringDeserializer.class);\n    return new org.springframework.kafka.core.DefaultKafkaConsumerFactory<String, String>(p).getConfigurationProperties();\n  }\n';
    const text = listener('String message', `    try {\n${PROCESS}    } catch (Exception e) {\n      LOGGER.error("could not fulfil", e);\n    }`, factory);
    assert.equal(findings(ID, text, opts).length, 1);
  });

  it('near misses: a rethrow, a dead-letter send, a specific exception, an empty catch, a comment that means it, an Acknowledgment, work after the try, a test source', () => {
    const quiet = [
      listener('String message', `    try {\n${PROCESS}    } catch (Exception e) {\n      LOGGER.error("could not fulfil", e);\n      throw new IllegalStateException(e);\n    }`),
      listener('String message', `    try {\n${PROCESS}    } catch (Exception e) {\n      LOGGER.error("could not fulfil", e);\n      deadLetters.send("orders.dlt", message);\n    }`),
      listener('String message', `    try {\n${PROCESS}    } catch (JsonProcessingException e) {\n      LOGGER.warn("unreadable order {}", message);\n    }`),
      listener('String message', `    try {\n${PROCESS}    } catch (Exception ignored) {\n    }`),
      listener('String message', `    try {\n${PROCESS}    } catch (Exception e) {\n      // skip: a bad order must not block the partition\n      LOGGER.error("could not fulfil", e);\n    }`),
      listener('String message, Acknowledgment ack', `    try {\n${PROCESS}      ack.acknowledge();\n    } catch (Exception e) {\n      LOGGER.error("could not fulfil", e);\n    }`),
      listener('String message', `    OrderEvent event;\n    try {\n      event = mapper.readValue(message, OrderEvent.class);\n    } catch (Exception e) {\n      LOGGER.error("unreadable", e);\n      return;\n    }\n    orders.fulfil(event);`),
      listener('String message', `    try {\n${PROCESS}    } catch (Exception e) {\n      LOGGER.error("could not fulfil", e);\n    }\n    orders.markSeen(message);`),
    ];
    for (const text of quiet) assert.deepEqual(findings(ID, text, opts).map((d) => d.message), [], text);
    const failing = listener('String message', `    try {\n${PROCESS}    } catch (Exception e) {\n      LOGGER.error("could not fulfil", e);\n    }`);
    assert.deepEqual(findings(ID, failing, { fileName: 'src/test/java/shop/OrderListenerTest.java' }), []);
    // A method without @KafkaListener is not a listener.
    assert.deepEqual(findings(ID, failing.replace(/@KafkaListener\([^)]*\)\n/, ''), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
