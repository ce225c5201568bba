// spring-listener-work-detached: a void @KafkaListener method that starts its work asynchronously —
// a Reactor chain ended by .subscribe(), CompletableFuture.runAsync/supplyAsync — and returns. The
// container acknowledges a record when the listener returns (KafkaMessageListenerContainer; with
// the default AckMode.BATCH, committed after the poll's records), so the offset is committed while
// the work may still run: a failure in it never reaches the container's error handler (no retry,
// no dead-letter topic) and a crash or rebalance meanwhile loses the record; records are also
// pulled in faster than the work completes. Spring for Apache Kafka 3.2 and newer acknowledge a
// listener that returns its CompletableFuture or Mono when it completes, and hand a failed one to
// the error handler (reference guide, "Asynchronous @KafkaListener Return Types"). Facts:
// sites/java/listenerErrors.ts.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

const LISTENER = (body: string, returns = 'void') => `import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import reactor.core.publisher.Mono;

@Component
public class OrderEventsListener {
  private final OrderRepository orders;

  public OrderEventsListener(OrderRepository orders) { this.orders = orders; }

  @KafkaListener(topics = "order-events", groupId = "order-service")
  public ${returns} onOrderEvent(OrderEvent event) {
${body}
  }
}
`;

export const springListenerWorkDetached: Rule = {
  id: 'spring-listener-work-detached',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['java'],
  source: 'Spring for Apache Kafka: KafkaMessageListenerContainer (the record is acknowledged when the listener returns); reference guide "Asynchronous @KafkaListener Return Types" (3.2+: a returned CompletableFuture or Mono is acknowledged when it completes)',
  summary: 'A void @KafkaListener starts its work with .subscribe() or CompletableFuture.runAsync() and returns: the offset is committed before the work is done, and its failures reach no error handler.',
  docs: {
    why: 'The listener container counts a record as processed when the listener method returns. A method that only starts the work — a Reactor chain ended with subscribe(), a CompletableFuture.runAsync — returns at once, so the container commits the record\'s offset while the work still runs, and an error in that work is delivered to the subscriber or the future, never to the container.',
    consequence: 'A failure in the work is not retried and never reaches a dead-letter recoverer, and a crash or rebalance while it runs loses the record: delivery is at most once. The consumer also fetches more records while earlier ones are still being processed, with no back-pressure.',
    bad: { file: 'OrderEventsListener.java', text: LISTENER('    orders.save(event.toOrder())\n        .doOnError(e -> System.err.println("save failed: " + e))\n        .subscribe();') },
    good: { file: 'OrderEventsListener.java', text: LISTENER('    return orders.save(event.toOrder()).then();', 'Mono<Void>') },
    falsePositives: 'Work that may be lost on purpose (a best-effort notification): silence the line with `// kafka-tuning-disable-next-line spring-listener-work-detached -- best effort`. A listener that returns its Mono or CompletableFuture (spring-kafka 3.2+), or calls block() / join() on it, is not reported.',
    versions: 'Spring for Apache Kafka, all versions; returning the Mono or CompletableFuture needs 3.2 or newer (block() works everywhere).',
  },
  check(ctx) {
    return javaUses(ctx.site, 'listener-work-detached').map((u) => ({
      range: u.range,
      message: `${u.where[0].toUpperCase()}${u.where.slice(1)} and returns before that work is done: the container treats the record as processed when the method returns, so its offset is committed while the work may still run — a failure there is never retried or sent to a dead-letter topic, and a crash or rebalance meanwhile loses the record. Return the Mono or CompletableFuture (spring-kafka 3.2+ acknowledges it when it completes) or wait for it (block(), join()).`,
    }));
  },
};
