// A void @KafkaListener that only starts its work (.subscribe(), CompletableFuture.runAsync) returns
// before the work is done: the container commits the record meanwhile.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, lint } from '../../support/service';

const ID = 'spring-listener-work-detached';
const opts = { fileName: 'src/main/java/shop/StockListener.java' };
const listener = (body: string, returns = 'void') => `package shop;

import java.util.concurrent.CompletableFuture;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import reactor.core.publisher.Mono;

@Component
class StockListener {
  private final StockService stock;
  StockListener(StockService stock) { this.stock = stock; }

  @KafkaListener(topics = "stock-changes")
  public ${returns} onChange(StockChange change) {
${body}
  }
}
`;

describe(ID, () => {
  it('a Reactor chain ended by subscribe(): a warning on the subscribe call, and nothing else in the file', () => {
    const text = listener('    stock.apply(change)\n        .flatMap(stock::publish)\n        .subscribe(ok -> {}, err -> System.err.println(err));');
    const ds = lint(text, opts);
    assert.deepEqual(ds.map((d) => d.code), [ID]);
    assert.equal(ds[0].severity, 2);
    assert.equal(text.split('\n')[ds[0].range.start.line].slice(ds[0].range.start.character).startsWith('subscribe('), true);
    assert.match(ds[0].message, /^The @KafkaListener method onChange\(\) starts its work with subscribe\(\) and returns before that work is done/);
  });

  it('CompletableFuture.runAsync as a statement', () => {
    assert.equal(findings(ID, listener('    CompletableFuture.runAsync(() -> stock.applyBlocking(change));'), opts).length, 1);
  });

  it('near misses: the Mono returned, block(), a subscribe that is not a statement, a future joined, a method without @KafkaListener', () => {
    for (const [body, returns] of [
      ['    return stock.apply(change).then();', 'Mono<Void>'],
      ['    stock.apply(change).block();', 'void'],
      ['    var d = stock.apply(change).subscribe();\n    d.dispose();', 'void'],
      ['    CompletableFuture.runAsync(() -> stock.applyBlocking(change)).join();', 'void'],
      ['    return CompletableFuture.runAsync(() -> stock.applyBlocking(change));', 'CompletableFuture<Void>'],
    ]) assert.deepEqual(findings(ID, listener(body, returns), opts).map((d) => d.message), [], body);
    const plain = listener('    stock.apply(change).subscribe();').replace('@KafkaListener(topics = "stock-changes")\n', '');
    assert.deepEqual(findings(ID, plain, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
