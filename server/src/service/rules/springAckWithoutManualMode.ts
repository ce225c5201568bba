// spring-ack-without-manual-mode: a @KafkaListener method of the module takes an Acknowledgment,
// while the listener containers Spring Boot builds run with an ack mode that is not MANUAL or
// MANUAL_IMMEDIATE (spring.kafka.listener.ack-mode written otherwise, or left at
// ContainerProperties' default, BATCH). The container passes an Acknowledgment only under a manual
// ack mode (KafkaMessageListenerContainer: `this.isAnyManualAck ? new ConsumerAcknowledgment(record)
// : null`), and MessagingMessageListenerAdapter then fails the call with IllegalStateException "No
// Acknowledgment available as an argument, the listener container must have a MANUAL AckMode to
// populate the Acknowledgment." The records go to the error handler instead of the listener
// (DefaultErrorHandler: retried, then logged and skipped). The listeners come from the workspace
// scan (node/springAckListeners.ts); the rule says nothing when the module sets an ack mode any
// other way (setAckMode, a ContainerCustomizer, its own container factory, a manual ack mode in
// any configuration file) or a listener names its own containerFactory.
import { ackListenersOnBatchFactory, ackListenersOnBatchFactorySaidInConfig, ackListenersWithoutManualMode, replacingFactoryBean, type SpringAckListener } from '../workspace';
import { springAddProperty } from '../sites/spring/edits';
import { baseName } from '../../../../common/src/model';
import { uriKey, uriToFsPath } from '../../../../common/src/uri';
import type { Fix } from '../model';
import { springExtras } from './lang';
import { isManualAckMode } from '../sites/spring/extras';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

/** What every call of such a listener throws, as the messages quote it. */
const NO_ACKNOWLEDGMENT = 'IllegalStateException "No Acknowledgment available as an argument, the listener container must have a MANUAL AckMode to populate the Acknowledgment." (MessagingMessageListenerAdapter)';

/** The application's base configuration file: where the default ack mode belongs. */
const BASE_CONFIG = /^application\.(?:ya?ml|properties)$/;

export const springAckWithoutManualMode: Rule = {
  id: 'spring-ack-without-manual-mode',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'Spring for Apache Kafka KafkaMessageListenerContainer (an Acknowledgment only when the ack mode is MANUAL or MANUAL_IMMEDIATE), MessagingMessageListenerAdapter ("No Acknowledgment available as an argument, the listener container must have a MANUAL AckMode to populate the Acknowledgment."); Spring Boot spring.kafka.listener.ack-mode',
  summary: 'A @KafkaListener takes an Acknowledgment, but spring.kafka.listener.ack-mode is not manual: every record fails in the listener adapter before the method runs.',
  docs: {
    why: 'Spring\'s listener container gives a listener an Acknowledgment only when its ack mode is MANUAL or MANUAL_IMMEDIATE. Spring Boot\'s containers take that mode from spring.kafka.listener.ack-mode, and without it run with ContainerProperties\' default, BATCH. A @KafkaListener method with an Acknowledgment parameter is then called with nothing to pass for it.',
    consequence: 'Every record fails before the method body runs: ListenerExecutionFailedException caused by IllegalStateException "No Acknowledgment available as an argument, the listener container must have a MANUAL AckMode to populate the Acknowledgment." (MessagingMessageListenerAdapter). The error handler retries each record and then logs and skips it, so nothing is processed while offsets move on.',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    consumer:\n      group-id: invoices\n' },
    good: { file: 'application.yml', text: 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    listener:\n      ack-mode: manual\n    consumer:\n      group-id: invoices\n' },
    falsePositives: 'Read from the module\'s own sources (its build file, or with none in view the folder holding src/main, must place the configuration in a module). Silent when the module sets an ack mode in code (setAckMode, a ContainerCustomizer, a container factory of its own), names a manual ack mode in any configuration file (a profile, an environment file), or a listener names its own containerFactory. A kafkaListenerContainerFactory bean of the module\'s own that sets no ack mode and does not apply Boot\'s ConcurrentKafkaListenerContainerFactoryConfigurer is reported instead, whatever the configuration files say: on its bean method when that file builds the consumer\'s config too, else on the application file (on a written spring.kafka.listener.ack-mode, which never reaches such a factory).',
    versions: 'Spring for Apache Kafka 1.x to 4.x; Spring Boot 1.5 and newer (spring.kafka.listener.ack-mode).',
    module: {
      description: 'A Maven build (`pom.xml`) and `InvoiceListener.java` with `@KafkaListener(topics = "invoices") public void on(String invoice, Acknowledgment ack)`, and nothing else that sets an ack mode.',
      facts: {
        modules: { 'file:///': { folder: 'file:///', versions: { java: { client: 'java', origin: 'pom.xml' } } } },
        springAckListeners: [{ file: 'file:///src/main/java/com/example/InvoiceListener.java', line: 11, method: 'on', containerFactory: false, acknowledgment: true, consumer: false }],
      },
    },
  },
  check(ctx) {
    if (ctx.site.syntax === 'java') return batchFactoryFinding(ctx);
    const x = springExtras(ctx.site);
    if (!x) return [];
    const written = x.listenerAckMode;
    // Said once per module: on the written ack mode, else on the consumer site (or the one site) of
    // the base application file's unconditional documents.
    if (!written) {
      if (x.profile || !BASE_CONFIG.test(baseName(ctx.doc.fileName))) return [];
      if (ctx.site.role !== 'consumer' && (ctx.site.role !== undefined || ctx.mentions(/consumer/))) return [];
    }
    // The module's own kafkaListenerContainerFactory bean replaces Boot's: the ack mode written here
    // reaches no container (spring-factory-replaced says so). When that factory sets none and takes
    // the consumer's config from here, the listeners' failure is said here (review: a factory taking
    // Boot's ConsumerFactory, with ack-mode: manual in this file that never reaches it).
    if (replacingFactoryBean(ctx.workspace, ctx.doc.uri, 'listener')) {
      const found = ackListenersOnBatchFactorySaidInConfig(ctx.workspace, ctx.doc.uri);
      if (!found) return [];
      const reach = written ? `, so spring.kafka.listener.ack-mode=${written.value} here never reaches it` : '';
      return [{
        range: written ? written.range : ctx.anchor(),
        message: `${baseName(uriToFsPath(found.file))}:${found.at.line + 1} ${found.at.name}() replaces Spring Boot's listener container factory, sets no ack mode and does not apply Boot's configurer${reach}: its containers run with ContainerProperties' default, BATCH. ${listenersText(found.listeners)} take${found.listeners.length > 1 ? '' : 's'} an Acknowledgment, which the container passes only under MANUAL or MANUAL_IMMEDIATE: every record fails before the method runs with ${NO_ACKNOWLEDGMENT}. Set the ack mode in the bean (factory.getContainerProperties().setAckMode(ContainerProperties.AckMode.MANUAL)), or build it with ConcurrentKafkaListenerContainerFactoryConfigurer.`,
      }];
    }
    if (written && isManualAckMode(written.value)) return [];
    const listeners = ackListenersWithoutManualMode(ctx.workspace, ctx.doc.uri);
    if (listeners.length === 0) return [];
    const where = listenersText(listeners);
    const mode = written ? `spring.kafka.listener.ack-mode is ${written.value}` : 'spring.kafka.listener.ack-mode is not set (ContainerProperties\' default: BATCH)';
    const fixes: Fix[] = [{
      title: 'Set spring.kafka.listener.ack-mode to manual',
      intents: [{ kind: 'edits', edits: written ? [{ range: written.range, newText: 'manual' }] : springAddProperty(ctx.doc, ctx.site, ['spring', 'kafka', 'listener', 'ack-mode'], 'manual') }],
      preferred: true,
    }];
    return [{
      range: written ? written.range : ctx.anchor(),
      message: `${where} take${listeners.length > 1 ? '' : 's'} an Acknowledgment, but ${mode}: Spring's listener container passes an Acknowledgment only under a MANUAL or MANUAL_IMMEDIATE ack mode, so every record fails before the method runs with ${NO_ACKNOWLEDGMENT}, and the error handler skips it after its retries. Set spring.kafka.listener.ack-mode to manual (or manual_immediate).`,
      fixes,
    }];
  },
};

/** "OrderListener.java:12 on() and 2 more": where the listeners are, for the message. */
function listenersText(listeners: readonly SpringAckListener[]): string {
  const first = listeners[0];
  return `${baseName(uriToFsPath(first.file))}:${first.line + 1} ${first.method}()${listeners.length > 1 ? ` and ${listeners.length - 1} more` : ''}`;
}

/**
 * The application's own kafkaListenerContainerFactory, built in this file with no ack mode and
 * without Boot's configurer (check 76: a factory that only sets batch mode and a rebalance
 * listener): its containers run BATCH, whatever spring.kafka.listener.ack-mode says. Said on the
 * bean method's name; every Java site of the file gives the same finding, said once.
 */
function batchFactoryFinding(ctx: RuleContext): Finding[] {
  const found = ackListenersOnBatchFactory(ctx.workspace, ctx.doc.uri);
  // The factory's own file, when it also builds the consumer's config (else application.yml's site says it).
  if (!found || uriKey(found.file) !== uriKey(ctx.doc.uri) || !found.at.buildsConsumer) return [];
  const { at, listeners } = found;
  const n = listeners.length;
  return [{
    range: { start: { line: at.line, character: at.character }, end: { line: at.line, character: at.character + at.name.length } },
    message: `${at.name}() replaces Spring Boot's listener container factory and sets no ack mode, so its containers run with ContainerProperties' default, BATCH; ${listenersText(listeners)} take${n > 1 ? '' : 's'} an Acknowledgment, which the container passes only under MANUAL or MANUAL_IMMEDIATE: every record fails before the method runs with ${NO_ACKNOWLEDGMENT}, and the error handler skips it after its retries. Add factory.getContainerProperties().setAckMode(ContainerProperties.AckMode.MANUAL) to the bean.`,
  }];
}
