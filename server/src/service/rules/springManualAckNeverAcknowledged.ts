// spring-manual-ack-never-acknowledged: spring.kafka.listener.ack-mode is MANUAL or
// MANUAL_IMMEDIATE, and no @KafkaListener of the module can acknowledge (none takes an
// Acknowledgment or the Consumer). Under a manual ack mode the container commits only offsets a
// listener acknowledged (KafkaMessageListenerContainer: with isAnyManualAck, records are added to
// the commit only through ConsumerAcknowledgment.acknowledge()), and it turns the consumer's
// auto-commit off, so nothing is ever committed. The mirror of spring-ack-without-manual-mode; the
// listeners come from the workspace scan (node/springAckListeners.ts), and the rule is silent when
// the module sets ack modes in code, defines its own container factory, implements an acknowledging
// listener interface, or a listener names its own containerFactory.
import { listenersThatNeverAcknowledge, replacingFactoryBean } from '../workspace';
import { baseName } from '../../../../common/src/model';
import { uriToFsPath } from '../../../../common/src/uri';
import { springExtras } from './lang';
import { isManualAckMode } from '../sites/spring/extras';
import { Severity, type Rule } from './types';

export const springManualAckNeverAcknowledged: Rule = {
  id: 'spring-manual-ack-never-acknowledged',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'Spring for Apache Kafka KafkaMessageListenerContainer (MANUAL / MANUAL_IMMEDIATE: only acknowledged offsets are committed; auto-commit turned off), Acknowledgment.acknowledge(); Spring Boot spring.kafka.listener.ack-mode',
  summary: 'spring.kafka.listener.ack-mode is manual, but no @KafkaListener of the module takes an Acknowledgment: nothing is ever committed.',
  docs: {
    why: 'Under a MANUAL or MANUAL_IMMEDIATE ack mode Spring\'s listener container commits only the offsets a listener acknowledges through its Acknowledgment parameter, and the Kafka consumer\'s own auto-commit cannot run alongside it (the container turns it off, or refuses to start when it is written true). A listener without that parameter has no way to acknowledge.',
    consequence: 'No offset is committed for the group: after every restart, deploy or rebalance the consumers start again from the last committed position (or from auto.offset.reset when there is none), so records are processed again, and lag monitoring shows the group never advancing.',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    listener:\n      ack-mode: manual\n    consumer:\n      group-id: invoices\n' },
    good: { file: 'application.yml', text: 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    listener:\n      ack-mode: record\n    consumer:\n      group-id: invoices\n' },
    falsePositives: 'Read from the module\'s own sources (its build file, or with none in view the folder holding src/main, must place the configuration in a module). Silent when a listener takes an Acknowledgment or the Consumer, names its own containerFactory, or the module sets ack modes in code (setAckMode, a ContainerCustomizer, its own container factory, an Acknowledging…MessageListener).',
    versions: 'Spring for Apache Kafka 1.x to 4.x; Spring Boot 1.5 and newer (spring.kafka.listener.ack-mode).',
    module: {
      description: 'A Maven build (`pom.xml`) and `InvoiceListener.java` with `@KafkaListener(topics = "invoices") public void on(String invoice)`, which takes no Acknowledgment.',
      facts: {
        modules: { 'file:///': { folder: 'file:///', versions: { java: { client: 'java', origin: 'pom.xml' } } } },
        springAckListeners: [{ file: 'file:///src/main/java/com/example/InvoiceListener.java', line: 11, method: 'on', containerFactory: false, acknowledgment: false, consumer: false }],
      },
    },
  },
  check(ctx) {
    const ack = springExtras(ctx.site)?.listenerAckMode;
    if (!ack || !isManualAckMode(ack.value)) return [];
    // The module's own kafkaListenerContainerFactory bean replaces Boot's: the ack mode written here
    // reaches no container (spring-factory-replaced says so).
    if (replacingFactoryBean(ctx.workspace, ctx.doc.uri, 'listener')) return [];
    const listeners = listenersThatNeverAcknowledge(ctx.workspace, ctx.doc.uri);
    if (listeners.length === 0) return [];
    const first = listeners[0];
    const named = `${baseName(uriToFsPath(first.file))}:${first.line + 1} ${first.method}()${listeners.length > 1 ? ` and the ${listeners.length - 1} other @KafkaListener method${listeners.length > 2 ? 's' : ''} of this module` : ''}`;
    return [{
      range: ack.range,
      message: `spring.kafka.listener.ack-mode is ${ack.value}, but ${named} take${listeners.length > 1 ? '' : 's'} no Acknowledgment: under a manual ack mode the listener container commits only what a listener acknowledges, and auto-commit cannot run alongside it, so this group never commits an offset. Every restart or rebalance starts again from the last committed position (or auto.offset.reset). Take an Acknowledgment and call acknowledge() after processing, or use ack-mode record or batch (the default).`,
    }];
  },
};
