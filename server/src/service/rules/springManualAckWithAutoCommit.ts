// spring-manual-ack-with-auto-commit: spring.kafka.listener.ack-mode manual or manual_immediate
// with the consumer's enable.auto.commit written true. Spring for Apache Kafka's
// KafkaMessageListenerContainer (ListenerConsumer, determineAutoCommit) asserts
// `!this.isAnyManualAck || !isAutoCommit` with "Consumer cannot be configured for auto commit for
// ackMode MANUAL" (the same Assert.state since spring-kafka 1.0; read in 2.2.0, 2.5.0 and the
// 4.x tree): the container does not start, and with it the application context. Since 2.3 the
// container turns auto-commit off itself only when the consumer config leaves enable.auto.commit
// unwritten, so the written true is what fails. Boot binds the ack mode leniently (manual,
// MANUAL, manual-immediate).
import { replacingFactoryBean } from '../workspace';
import { Severity, type Rule } from './types';
import { springExtras } from './lang';
import { isManualAckMode } from '../sites/spring/extras';

const YAML = (autoCommit: string) => `spring:
  kafka:
    bootstrap-servers: kafka:9092
    listener:
      ack-mode: manual
    consumer:
      group-id: invoices
${autoCommit}`;

export const springManualAckWithAutoCommit: Rule = {
  id: 'spring-manual-ack-with-auto-commit',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['java'],
  source: 'Spring for Apache Kafka KafkaMessageListenerContainer.ListenerConsumer (Assert.state: "Consumer cannot be configured for auto commit for ackMode …"); Spring Boot spring.kafka.listener.ack-mode',
  summary: 'spring.kafka.listener.ack-mode is manual while the consumer sets enable-auto-commit: true: the listener container refuses to start.',
  docs: {
    why: 'With a MANUAL or MANUAL_IMMEDIATE ack mode the listener commits what it acknowledges; the Kafka consumer must not commit on its own as well. Spring\'s listener container checks this when it starts and fails an assertion when the consumer\'s enable.auto.commit is true.',
    consequence: 'The container throws IllegalStateException "Consumer cannot be configured for auto commit for ackMode MANUAL" when it starts, so the application context fails to start (Spring for Apache Kafka KafkaMessageListenerContainer, every version).',
    bad: { file: 'application.yml', text: YAML('      enable-auto-commit: true\n') },
    good: { file: 'application.yml', text: YAML('      enable-auto-commit: false\n') },
    falsePositives: 'An application that builds its own listener container factory (or consumer factory) without these properties: then neither line reaches the container, and findings on its spring.kafka.consumer lines are lowered to hints when the workspace shows such a factory bean.',
    versions: 'Spring for Apache Kafka 1.0 and newer (Spring Boot 1.5 and newer).',
  },
  check(ctx) {
    const ack = springExtras(ctx.site)?.listenerAckMode;
    if (!ack || !isManualAckMode(ack.value)) return [];
    // The module's own kafkaListenerContainerFactory bean replaces Boot's: the ack mode written here
    // reaches no container (spring-factory-replaced says so).
    if (replacingFactoryBean(ctx.workspace, ctx.doc.uri, 'listener')) return [];
    const auto = ctx.entry('enable.auto.commit');
    if (!auto || auto.value?.trim().toLowerCase() !== 'true') return [];
    return [{
      range: auto.valueRange,
      message: `${ctx.display('enable.auto.commit')} is true while spring.kafka.listener.ack-mode is ${ack.value}: Spring's listener container asserts that a manual ack mode runs without auto-commit and fails to start with IllegalStateException "Consumer cannot be configured for auto commit for ackMode ${ack.value.toUpperCase().replace(/-/g, '_')}" (KafkaMessageListenerContainer). Set it to false (or remove it: the container then turns auto-commit off itself).`,
      fixes: [{ title: `Set ${ctx.display('enable.auto.commit')}=false`, intents: [{ kind: 'set', key: 'enable.auto.commit', value: 'false' }], preferred: true }],
    }];
  },
};
