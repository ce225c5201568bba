// spring-listener-error-swallowed: a @KafkaListener method that catches every exception of its
// processing and only logs it. Spring for Apache Kafka's listener container treats a listener that
// returns as a record processed: the record's offset is acknowledged (committed with the batch under
// the default AckMode.BATCH). Only an exception that leaves the listener reaches the container's
// error handler: with none configured the container creates a DefaultErrorHandler (spring-kafka 2.8
// and newer, KafkaMessageListenerContainer), whose back-off is SeekUtils.DEFAULT_BACK_OFF =
// FixedBackOff(0, 9): the record is delivered up to 9 more times, then logged and skipped; a
// DeadLetterPublishingRecoverer given to it publishes the record to a dead-letter topic instead.
// Catching and logging skips all of that: the failed record is committed on the first failure.
// Skipping a record that can never be processed is a legitimate choice, so this is information and
// the facts keep to plain cases (sites/java/listenerErrors.ts): a catch of Exception, RuntimeException
// or Throwable whose every statement logs, around the method's work, in a method that takes no
// Acknowledgment or Consumer. The kafkajs twin is handler-error-swallowed.
import { javaUses } from './lang';
import { Severity, type Rule } from './types';

export const springListenerErrorSwallowed: Rule = {
  id: 'spring-listener-error-swallowed',
  severity: Severity.Information,
  // A test's listener is the test's business.
  runtimeOnly: true,
  clients: ['java'],
  source: 'Spring for Apache Kafka: KafkaMessageListenerContainer (a listener that returns acknowledges the record; with no error handler configured it creates a DefaultErrorHandler), SeekUtils.DEFAULT_BACK_OFF = FixedBackOff(0, 9)',
  summary: 'A @KafkaListener catches every exception and only logs it: the failed record is committed as processed, and the error handler (retries, dead-letter topic) never sees it.',
  docs: {
    why: 'Spring for Apache Kafka\'s listener container counts a record as processed when the listener method returns, and acknowledges its offset. Only an exception thrown out of the listener reaches the container\'s error handler, which retries the record and, when the retries run out, hands it to a recoverer (by default it logs it; a DeadLetterPublishingRecoverer publishes it to a dead-letter topic). A try/catch around the whole listener that only logs turns every failure into a return.',
    consequence: 'A record whose processing failed for a passing reason (a database restart, an HTTP timeout) is committed on its first failure and never retried or parked: the default DefaultErrorHandler (spring-kafka 2.8 and newer) would have delivered it up to 9 more times (SeekUtils.DEFAULT_BACK_OFF = FixedBackOff(0, 9)), and a configured dead-letter recoverer never receives it. The only trace is the log line.',
    bad: { file: 'PaymentListener.java', text: 'import org.slf4j.Logger;\nimport org.slf4j.LoggerFactory;\nimport org.springframework.kafka.annotation.KafkaListener;\nimport org.springframework.stereotype.Component;\n\n@Component\npublic class PaymentListener {\n  private static final Logger log = LoggerFactory.getLogger(PaymentListener.class);\n  private final LedgerService ledger;\n\n  public PaymentListener(LedgerService ledger) { this.ledger = ledger; }\n\n  @KafkaListener(topics = "payments", groupId = "ledger")\n  public void onPayment(String payload) {\n    try {\n      ledger.book(payload);\n    } catch (Exception e) {\n      log.error("booking failed for {}", payload, e);\n    }\n  }\n}\n' },
    good: { file: 'PaymentListener.java', text: 'import org.slf4j.Logger;\nimport org.slf4j.LoggerFactory;\nimport org.springframework.kafka.annotation.KafkaListener;\nimport org.springframework.stereotype.Component;\n\n@Component\npublic class PaymentListener {\n  private static final Logger log = LoggerFactory.getLogger(PaymentListener.class);\n  private final LedgerService ledger;\n\n  public PaymentListener(LedgerService ledger) { this.ledger = ledger; }\n\n  @KafkaListener(topics = "payments", groupId = "ledger")\n  public void onPayment(String payload) {\n    try {\n      ledger.book(payload);\n    } catch (Exception e) {\n      log.error("booking failed for {}", payload, e);\n      throw e;\n    }\n  }\n}\n' },
    falsePositives: 'Skipping a failed record on purpose (data that can never be processed, a best-effort side feed): a catch of one specific exception (a JsonProcessingException around the parsing), an empty catch, or one whose comment says so ("skip", "ignore", "on purpose", "do not rethrow") is not reported. Nor is a catch that does anything besides logging (a rethrow, a send to a dead-letter topic, acknowledge(), a call of the application), a listener that takes an Acknowledgment or the Consumer (it commits itself), or a try with more work after it. Test sources are skipped. Otherwise silence the line with `// kafka-tuning-disable-next-line spring-listener-error-swallowed -- failures are skipped on purpose`.',
    versions: 'Spring for Apache Kafka, all versions; the retry figures are those of DefaultErrorHandler, the default from 2.8.',
  },
  check(ctx) {
    return javaUses(ctx.site, 'listener-error-swallowed').map((u) => ({
      range: u.range,
      severity: Severity.Information,
      message: `${u.where.replace(/^in the/, 'The')} catches every exception and only logs it, so it returns normally when processing fails: the container then treats the record as processed and commits its offset, and its error handler never sees the failure (with none configured, spring-kafka 2.8+ uses a DefaultErrorHandler that delivers the record up to 9 more times, then logs and skips it; a DeadLetterPublishingRecoverer would park it on a dead-letter topic). Rethrow after logging to have failed records retried and recovered; if skipping them is intended, say so in the catch.`,
    }));
  },
};
