import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'spring-error-handler-retries-forever';
// A Spring @Configuration with a consumer config map (the file's Kafka site) and the handler under test.
const config = (body: string, extra = '') => [
  'import java.util.HashMap;',
  'import java.util.Map;',
  'import org.apache.kafka.clients.consumer.ConsumerConfig;',
  'import org.springframework.context.annotation.Bean;',
  'import org.springframework.kafka.config.ConcurrentKafkaListenerContainerFactory;',
  'import org.springframework.kafka.core.DefaultKafkaConsumerFactory;',
  'import org.springframework.kafka.listener.*;',
  'import org.springframework.kafka.support.ExponentialBackOffWithMaxRetries;',
  'import org.springframework.util.backoff.*;',
  '',
  'class ListenerConfig {',
  '  @Bean',
  '  ConcurrentKafkaListenerContainerFactory<String, String> factory(org.springframework.kafka.core.KafkaTemplate<String, String> template) {',
  '    Map<String, Object> props = new HashMap<>();',
  '    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");',
  '    props.put(ConsumerConfig.GROUP_ID_CONFIG, "orders");',
  '    ConcurrentKafkaListenerContainerFactory<String, String> factory = new ConcurrentKafkaListenerContainerFactory<>();',
  '    factory.setConsumerFactory(new DefaultKafkaConsumerFactory<>(props));',
  body,
  '    return factory;',
  '  }',
  extra,
  '}',
  '',
].join('\n');
const at = (body: string, extra = '') => findings(ID, config(body, extra), { fileName: 'ListenerConfig.java' });

describe('spring-error-handler-retries-forever (a record retried without end)', () => {
  it('fires as a warning on a recoverer with FixedBackOff(…, UNLIMITED_ATTEMPTS) / Long.MAX_VALUE, on the BackOff', () => {
    const [d, ...rest] = at('    factory.setCommonErrorHandler(new DefaultErrorHandler(new DeadLetterPublishingRecoverer(template), new FixedBackOff(2000L, FixedBackOff.UNLIMITED_ATTEMPTS)));');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 18);
    assert.match(d.message, /^DefaultErrorHandler is given a DeadLetterPublishingRecoverer and new FixedBackOff\(2000L, FixedBackOff.UNLIMITED_ATTEMPTS\): its attempts are unlimited, so the recoverer is never called/);
    const [l] = at('    factory.setCommonErrorHandler(new DefaultErrorHandler((r, e) -> {}, new FixedBackOff(500, Long.MAX_VALUE)));');
    assert.equal(l.severity, 2);
    assert.match(l.message, /^DefaultErrorHandler is given a recoverer lambda and/);
  });

  it('fires as information when no recoverer is given (never skipping can be meant)', () => {
    const [d, ...rest] = at('    factory.setCommonErrorHandler(new DefaultErrorHandler(new FixedBackOff(2000L, FixedBackOff.UNLIMITED_ATTEMPTS)));');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.match(d.message, /^DefaultErrorHandler is given new FixedBackOff\(2000L, FixedBackOff.UNLIMITED_ATTEMPTS\): its attempts are unlimited\. The record is given up \(logged and skipped by default\) only when the BackOff stops/);
    assert.match(d.message, /addNotRetryableExceptions/);
  });

  it('fires on the defaults: new FixedBackOff(), FixedBackOff(interval), an ExponentialBackOff with no bound (also through a variable)', () => {
    assert.match(at('    factory.setCommonErrorHandler(new DefaultErrorHandler(new FixedBackOff()));')[0].message, /without a maximum number of attempts it retries without limit/);
    assert.equal(at('    factory.setCommonErrorHandler(new DefaultErrorHandler(new FixedBackOff(1000L)));').length, 1);
    const [e] = at('    ExponentialBackOff backOff = new ExponentialBackOff(1000L, 2.0);\n    backOff.setMaxInterval(60_000L);\n    factory.setCommonErrorHandler(new DefaultErrorHandler(backOff));');
    assert.match(e.message, /^DefaultErrorHandler is given new ExponentialBackOff\(1000L, 2\.0\) \(backOff, line 19\): with no setMaxElapsedTime or setMaxAttempts it never stops/);
  });

  it('fires on a 2.x SeekToCurrentErrorHandler and on a listener RetryTemplate with Integer.MAX_VALUE attempts', () => {
    const [stch] = at('    factory.setErrorHandler(new SeekToCurrentErrorHandler((r, e) -> {}, new FixedBackOff(2000, FixedBackOff.UNLIMITED_ATTEMPTS)));');
    assert.equal(stch.severity, 2);
    const retry = at('    factory.setRetryTemplate(retryTemplate());', '  org.springframework.retry.support.RetryTemplate retryTemplate() {\n    org.springframework.retry.support.RetryTemplate t = new org.springframework.retry.support.RetryTemplate();\n    SimpleRetryPolicy policy = new SimpleRetryPolicy();\n    policy.setMaxAttempts(Integer.MAX_VALUE);\n    t.setRetryPolicy(policy);\n    return t;\n  }');
    assert.equal(retry.length, 1);
    assert.equal(retry[0].severity, 2);
    assert.match(retry[0].message, /^The listener's RetryTemplate \(policy\.setMaxAttempts\(Integer\.MAX_VALUE\): Integer\.MAX_VALUE attempts\) retries a failing record without end, inside the listener call on the consumer thread/);
  });

  it('stays silent on bounded back-offs and on a handler that classifies its exceptions', () => {
    assert.equal(at('    factory.setCommonErrorHandler(new DefaultErrorHandler(new FixedBackOff(1000L, 3L)));').length, 0);
    assert.equal(at('    factory.setCommonErrorHandler(new DefaultErrorHandler(new ExponentialBackOffWithMaxRetries(5)));').length, 0);
    assert.equal(at('    ExponentialBackOff backOff = new ExponentialBackOff(1000L, 2.0);\n    backOff.setMaxElapsedTime(60_000L);\n    factory.setCommonErrorHandler(new DefaultErrorHandler(backOff));').length, 0);
    assert.equal(at('    ExponentialBackOff backOff = new ExponentialBackOff();\n    backOff.setMaxAttempts(4);\n    factory.setCommonErrorHandler(new DefaultErrorHandler(backOff));').length, 0);
    assert.equal(at('    FixedBackOff backOff = new FixedBackOff();\n    backOff.setMaxAttempts(5);\n    factory.setCommonErrorHandler(new DefaultErrorHandler(backOff));').length, 0);
    assert.equal(at('    factory.setCommonErrorHandler(new DefaultErrorHandler());').length, 0);
    // A BackOff handed to a helper may get its bound there.
    assert.equal(at('    ExponentialBackOff backOff = new ExponentialBackOff(1000L, 2.0);\n    limit(backOff);\n    factory.setCommonErrorHandler(new DefaultErrorHandler(backOff));', '  void limit(ExponentialBackOff b) { b.setMaxElapsedTime(30_000L); }').length, 0);
    // Transient failures retried forever on purpose, poison records skipped.
    assert.equal(at('    DefaultErrorHandler handler = new DefaultErrorHandler(new FixedBackOff(5000L, FixedBackOff.UNLIMITED_ATTEMPTS));\n    handler.addNotRetryableExceptions(IllegalArgumentException.class);\n    factory.setCommonErrorHandler(handler);').length, 0);
    // A RetryTemplate with few attempts, or one the listener does not run in.
    assert.equal(at('    factory.setRetryTemplate(new org.springframework.retry.support.RetryTemplate());', '  void policy() { SimpleRetryPolicy p = new SimpleRetryPolicy(); p.setMaxAttempts(3); }').length, 0);
    assert.equal(at('', '  void policy() { SimpleRetryPolicy p = new SimpleRetryPolicy(); p.setMaxAttempts(Integer.MAX_VALUE); }').length, 0);
  });
});
