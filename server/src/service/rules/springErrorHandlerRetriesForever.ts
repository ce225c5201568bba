// spring-error-handler-retries-forever: Spring for Apache Kafka error handling that never gives up on
// a failing record. A DefaultErrorHandler (spring-kafka 2.8+) or SeekToCurrentErrorHandler (2.x,
// removed in 3.0) given `new FixedBackOff(interval, FixedBackOff.UNLIMITED_ATTEMPTS)` /
// `Long.MAX_VALUE`, `new FixedBackOff()` or `new FixedBackOff(interval)` (Spring Framework 7.0; both
// keep maxAttempts = UNLIMITED_ATTEMPTS), or an ExponentialBackOff with neither setMaxElapsedTime nor
// setMaxAttempts (DEFAULT_MAX_ELAPSED_TIME = Long.MAX_VALUE since Spring 4.1; DEFAULT_MAX_ATTEMPTS =
// Long.MAX_VALUE since 6.1). spring-kafka FailedRecordTracker.recovered() hands the record to the
// recoverer only when nextBackOff() returns BackOffExecution.STOP, which these never do; meanwhile
// the handler seeks the partition back to the failed record (DefaultErrorHandler javadoc: "seeks to
// the current offset for each topic in the remaining records … so that it can be replayed"). Also a
// RetryTemplate with SimpleRetryPolicy maxAttempts Integer.MAX_VALUE, AlwaysRetryPolicy or
// infiniteRetry() that the listener runs in (RetryingMessageListenerAdapter, deprecated in 2.8 and
// removed in 3.0, retries inside the listener call on the consumer thread). Exceptions spring-kafka
// classifies as fatal (DeserializationException, MessageConversionException, ConversionException,
// MethodArgumentResolutionException, NoSuchMethodException, ClassCastException:
// ExceptionClassifier.defaultFatalExceptionsList) are still not retried. Level from the evidence: a
// warning when the handler is also given a recoverer (a DeadLetterPublishingRecoverer that can never
// run contradicts the BackOff) and for a listener RetryTemplate (it also holds the poll thread past
// max.poll.interval.ms); information for a handler with no recoverer, since never skipping a record
// while a dependency is down is a common deliberate choice. Facts: sites/java/springRetry.ts.
import { javaUses } from './lang';
import { Severity, type Finding, type Rule } from './types';

const CONFIG = (handler: string) => `import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.config.ConcurrentKafkaListenerContainerFactory;
import org.springframework.kafka.core.DefaultKafkaConsumerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.listener.DeadLetterPublishingRecoverer;
import org.springframework.kafka.listener.DefaultErrorHandler;
import org.springframework.util.backoff.FixedBackOff;

@Configuration
class OrderListenerConfig {
  @Bean
  ConcurrentKafkaListenerContainerFactory<String, String> kafkaListenerContainerFactory(KafkaTemplate<String, String> template) {
    Map<String, Object> props = Map.of(
        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092",
        ConsumerConfig.GROUP_ID_CONFIG, "orders",
        ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class,
        ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
    ConcurrentKafkaListenerContainerFactory<String, String> factory = new ConcurrentKafkaListenerContainerFactory<>();
    factory.setConsumerFactory(new DefaultKafkaConsumerFactory<>(props));
${handler}
    return factory;
  }
}
`;

const BLOCKS = 'the container replays the failed record (seeking its partition back to it) without end: one record that always fails (a bug, a value the listener cannot handle) stops that partition for good, nothing behind it is processed and consumer lag grows';
const FIX_LOWER = 'bound the retries (new FixedBackOff(1000L, 3L), ExponentialBackOffWithMaxRetries, or setMaxElapsedTime) and give the handler a recoverer such as DeadLetterPublishingRecoverer, which writes the record to a dead-letter topic and moves on';

export const springErrorHandlerRetriesForever: Rule = {
  id: 'spring-error-handler-retries-forever',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'Spring Framework FixedBackOff (UNLIMITED_ATTEMPTS = Long.MAX_VALUE, the default) and ExponentialBackOff (DEFAULT_MAX_ELAPSED_TIME and DEFAULT_MAX_ATTEMPTS = Long.MAX_VALUE); spring-kafka FailedRecordTracker.recovered (the recoverer runs only when the BackOff returns STOP) and DefaultErrorHandler javadoc ("seeks to the current offset … so that it can be replayed")',
  summary: 'A spring-kafka error handler (DefaultErrorHandler, SeekToCurrentErrorHandler) or listener RetryTemplate that retries a failing record without end: one record that always fails blocks its partition for good.',
  docs: {
    why: 'When a listener throws, DefaultErrorHandler (and SeekToCurrentErrorHandler before it) asks its BackOff for the next delay; only when the BackOff says STOP is the record handed to the recoverer (logged and skipped by default, or sent to a dead-letter topic). Until then the container seeks the partition back to the failed record and delivers it again. FixedBackOff with UNLIMITED_ATTEMPTS (Long.MAX_VALUE, also what new FixedBackOff() and, from Spring Framework 7.0, new FixedBackOff(interval) keep) and an ExponentialBackOff without setMaxElapsedTime or setMaxAttempts (both Long.MAX_VALUE by default) never say STOP. A RetryTemplate with Integer.MAX_VALUE attempts, AlwaysRetryPolicy or infiniteRetry() around the listener does the same on the consumer thread.',
    consequence: 'A record whose processing always fails is retried for as long as the application runs: its partition makes no progress, consumer lag on it grows without bound, and the records behind it wait. Exceptions spring-kafka treats as fatal (DeserializationException, MessageConversionException, ClassCastException and a few more) are still skipped; any other exception from the listener is retried.',
    bad: { file: 'OrderListenerConfig.java', text: CONFIG('    factory.setCommonErrorHandler(new DefaultErrorHandler(new DeadLetterPublishingRecoverer(template), new FixedBackOff(2000L, FixedBackOff.UNLIMITED_ATTEMPTS)));') },
    good: { file: 'OrderListenerConfig.java', text: CONFIG('    factory.setCommonErrorHandler(new DefaultErrorHandler(new DeadLetterPublishingRecoverer(template), new FixedBackOff(2000L, 3L)));') },
    falsePositives: 'Blocking on purpose (every record must be processed in order, and a failure means a dependency is down, not a bad record) is a choice, which is why a handler with no recoverer is reported as information only; a warning needs a recoverer the BackOff never lets run (a DeadLetterPublishingRecoverer that never gets a record), or a listener RetryTemplate, which also overruns max.poll.interval.ms. Say that blocking is meant with `// kafka-tuning-disable-next-line spring-error-handler-retries-forever -- wait for the database, never skip`. A file that classifies its exceptions (addNotRetryableExceptions, addRetryableExceptions, setClassifications, defaultFalse) is not reported: its poison records are skipped. Not reported either: a bounded FixedBackOff, ExponentialBackOffWithMaxRetries, an ExponentialBackOff with setMaxElapsedTime or setMaxAttempts, and a BackOff the file passes anywhere else.',
    versions: 'spring-kafka 2.x (SeekToCurrentErrorHandler, RetryingMessageListenerAdapter; both removed in 3.0) and 2.8+ (DefaultErrorHandler); Spring Framework 4.1+ (FixedBackOff(interval) from 7.0)',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const u of javaUses(ctx.site, 'recoverer-never-reached')) {
      out.push({ range: u.range, message: `${u.where}, so the recoverer is never called: the handler hands a record to it only when the BackOff stops. Instead ${BLOCKS}. Bound the retries (new FixedBackOff(1000L, 3L), ExponentialBackOffWithMaxRetries, or setMaxElapsedTime) so the recoverer gets the record and the partition moves on.` });
    }
    for (const u of javaUses(ctx.site, 'error-handler-retries-forever')) {
      out.push({
        range: u.range,
        severity: Severity.Information,
        message: `${u.where}. The record is given up (logged and skipped by default) only when the BackOff stops, so ${BLOCKS}. If waiting is meant (never skip a record while a dependency is down), tell the handler which exceptions not to retry (addNotRetryableExceptions) so a bad record still moves on; otherwise ${FIX_LOWER}.`,
      });
    }
    for (const u of javaUses(ctx.site, 'listener-retry-forever')) {
      out.push({
        range: u.range,
        message: `The listener's RetryTemplate (${u.where}) retries a failing record without end, inside the listener call on the consumer thread: one record that always fails (a bug, a value the listener cannot handle) is never given up, so nothing behind it on this consumer is processed and lag grows; once max.poll.interval.ms passes the consumer is removed from the group and the partition moves to another consumer, which blocks on the same record. Bound the attempts and recover the record; from spring-kafka 2.8 use a DefaultErrorHandler with a bounded BackOff and a DeadLetterPublishingRecoverer instead.`,
      });
    }
    return out;
  },
};
