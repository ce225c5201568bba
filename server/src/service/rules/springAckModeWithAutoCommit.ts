// spring-ack-mode-with-auto-commit: spring.kafka.listener.ack-mode set to a container-committed mode
// (record, batch, time, count, count_time) while the consumer writes enable-auto-commit: true. Spring
// for Apache Kafka's listener container commits only when auto-commit is off: every commit path of
// KafkaMessageListenerContainer.ListenerConsumer is guarded by `!this.autoCommit` (ackBatch,
// processCommits; determineAutoCommit takes a written enable.auto.commit as it is and turns it off
// itself only when it is unwritten, since 2.3). So the ack mode does nothing, and the Kafka consumer
// commits the polled positions every auto.commit.interval.ms (5 s) whether the listener has finished
// with those records or not. The manual modes fail at start-up instead: spring-manual-ack-with-auto-commit.
import { replacingFactoryBean } from '../workspace';
import { isManualAckMode } from '../sites/spring/extras';
import { springExtras } from './lang';
import { Severity, type Rule } from './types';

const YAML = (autoCommit: string) => `spring:
  kafka:
    bootstrap-servers: kafka:9092
    listener:
      ack-mode: record
    consumer:
      group-id: ledger
      auto-offset-reset: earliest
${autoCommit}`;

export const springAckModeWithAutoCommit: Rule = {
  id: 'spring-ack-mode-with-auto-commit',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['java'],
  source: 'Spring for Apache Kafka KafkaMessageListenerContainer.ListenerConsumer (determineAutoCommit; container commits only when !autoCommit); ConsumerConfig auto.commit.interval.ms',
  summary: 'spring.kafka.listener.ack-mode (record, batch, time, count) while the consumer sets enable-auto-commit: true: the container commits nothing, the ack mode has no effect, and the client commits on its timer instead.',
  docs: {
    why: 'The listener container commits offsets by its ack mode (after each record, each batch, on a timer or a count) only when the Kafka consumer\'s auto-commit is off; Spring turns auto-commit off itself unless the configuration writes it. With enable-auto-commit: true written, the container leaves committing to the Kafka consumer, which commits the positions of whatever it has polled every auto.commit.interval.ms.',
    consequence: 'The ack mode written here never applies. Offsets are committed on the client\'s 5 s timer, also for records the listener has not finished: a crash then loses them (they are not delivered again), and a failed record whose error handler seeks back may already be committed (KafkaMessageListenerContainer).',
    bad: { file: 'application.yml', text: YAML('      enable-auto-commit: true\n') },
    good: { file: 'application.yml', text: YAML('      enable-auto-commit: false\n') },
    falsePositives: 'An application that wants the client\'s timer and does not care about the ack mode: remove the ack-mode line. A module whose own kafkaListenerContainerFactory bean replaces Boot\'s is left to spring-factory-replaced.',
    versions: 'Spring for Apache Kafka 2.3 and newer (Spring Boot 2.2 and newer); before 2.3 an unwritten enable.auto.commit defaulted to true as well.',
  },
  check(ctx) {
    const ack = springExtras(ctx.site)?.listenerAckMode;
    if (!ack || isManualAckMode(ack.value)) return [];
    if (replacingFactoryBean(ctx.workspace, ctx.doc.uri, 'listener')) return [];
    const auto = ctx.entry('enable.auto.commit');
    if (!auto || auto.value?.trim().toLowerCase() !== 'true') return [];
    return [{
      range: auto.valueRange,
      message: `${ctx.display('enable.auto.commit')} is true, so spring.kafka.listener.ack-mode=${ack.value} has no effect: Spring's listener container commits only when auto-commit is off (KafkaMessageListenerContainer), and here the Kafka consumer commits what it has polled every auto.commit.interval.ms (5 s by default), whether the listener has finished with those records or not. Set it to false (or remove it: the container then turns auto-commit off itself) to have the ack mode apply.`,
      fixes: [{ title: `Set ${ctx.display('enable.auto.commit')}=false`, intents: [{ kind: 'set', key: 'enable.auto.commit', value: 'false' }], preferred: true }],
    }];
  },
};
