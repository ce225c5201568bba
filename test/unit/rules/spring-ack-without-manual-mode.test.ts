import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { springAckFactsIn } from '../../../server/src/node/springAckListeners';
import { springFactoryBeansIn } from '../../../server/src/node/springFactoryBeans';
import type { WorkspaceFacts } from '../../../server/src/service/workspace';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, lint } from '../../support/service';

const ID = 'spring-ack-without-manual-mode';
const ROOT = join(__dirname, '../../..');
const LISTENER = `package com.example.invoices;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.support.Acknowledgment;
import org.springframework.stereotype.Component;

@Component
public class InvoiceListener {
    @KafkaListener(topics = "invoices", groupId = "invoice-store")
    public void onInvoice(String invoice,
                          Acknowledgment ack) {
        store(invoice);
        ack.acknowledge();
    }

    private void store(String invoice) { }
}
`;
const listenerUri = 'file:///test/src/main/java/com/example/invoices/InvoiceListener.java';
const module = (extra: Partial<WorkspaceFacts> = {}): Partial<WorkspaceFacts> => ({
  modules: { 'file:///test': { folder: 'file:///test', versions: { java: { client: 'java', origin: 'pom.xml' } } } },
  springAckListeners: springAckFactsIn('InvoiceListener.java', LISTENER, listenerUri).listeners,
  ...extra,
});
const APP = 'spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    consumer:\n      group-id: invoice-store\n';
const yml = (workspace: Partial<WorkspaceFacts>, text = APP, fileName = 'application.yml') => findings(ID, text, { fileName, workspace });

describe('spring-ack-without-manual-mode: the scan of listener sources', () => {
  it('finds a @KafkaListener method whose parameters include an Acknowledgment, over several lines', () => {
    const { listeners, setsAckMode } = springAckFactsIn('InvoiceListener.java', LISTENER, listenerUri);
    assert.deepEqual(listeners, [{ file: listenerUri, line: 9, method: 'onInvoice', containerFactory: false, acknowledgment: true, consumer: false }]);
    assert.equal(setsAckMode, false);
  });

  it('Kotlin, a qualified type, and a listener naming its own containerFactory', () => {
    const kt = '@KafkaListener(topics = ["a"])\nfun on(value: String, ack: Acknowledgment) { ack.acknowledge() }\n';
    assert.equal(springAckFactsIn('L.kt', kt, 'file:///L.kt').listeners[0]?.method, 'on');
    const q = '@KafkaListener(topics = "a", containerFactory = "manualFactory")\npublic void on(String v, org.springframework.kafka.support.Acknowledgment ack) {}\n';
    assert.deepEqual(springAckFactsIn('L.java', q, 'file:///L.java').listeners.map((l) => l.containerFactory), [true]);
  });

  it('marks listeners without an Acknowledgment, and sees ack modes set in code or configuration', () => {
    assert.deepEqual(springAckFactsIn('L.java', '@KafkaListener(topics = "a")\npublic void on(String v) { Acknowledgment unused = null; }\n', 'file:///L.java').listeners.map((l) => l.acknowledgment), [false]);
    assert.deepEqual(springAckFactsIn('L.java', '@KafkaListener(topics = "a")\npublic void on(ConsumerRecord<String, String> r, Consumer<String, String> consumer) {}\n', 'file:///L.java').listeners.map((l) => l.consumer), [true]);
    assert.equal(springAckFactsIn('C.java', 'factory.getContainerProperties().setAckMode(ContainerProperties.AckMode.MANUAL);', 'file:///C.java').setsAckMode, true);
    assert.equal(springAckFactsIn('docker-compose.yml', 'environment:\n  SPRING_KAFKA_LISTENER_ACK_MODE: MANUAL_IMMEDIATE\n', 'file:///d.yml').setsAckMode, true);
    assert.equal(springAckFactsIn('application-prod.yml', 'spring:\n  kafka:\n    listener:\n      ack-mode: record\n', 'file:///a.yml').setsAckMode, false);
  });
});

describe('spring-ack-without-manual-mode (an Acknowledgment parameter without a manual ack mode)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on the consumer block of application.yml, naming the listener and the exception', () => {
    const [d, ...rest] = yml(module());
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^InvoiceListener\.java:10 onInvoice\(\) takes an Acknowledgment, but spring\.kafka\.listener\.ack-mode is not set \(ContainerProperties' default: BATCH\)/);
    assert.match(d.message, /"No Acknowledgment available as an argument, the listener container must have a MANUAL AckMode to populate the Acknowledgment\."/);
  });

  it('fires on a written ack mode that is not manual, and the fix makes it manual', () => {
    const text = 'spring:\n  kafka:\n    listener:\n      ack-mode: record\n    consumer:\n      group-id: invoice-store\n';
    const [d] = yml(module(), text);
    assert.equal(d.range.start.line, 3);
    assert.match(d.message, /but spring\.kafka\.listener\.ack-mode is record:/);
    const fixed = fix(ID, text, { fileName: 'application.yml', workspace: module() });
    assert.match(fixed, /ack-mode: manual\n/);
  });

  it('the fix adds spring.kafka.listener.ack-mode, and the file is then clean', () => {
    const fixed = fix(ID, APP, { fileName: 'application.yml', workspace: module() });
    assert.match(fixed, /^ {4}listener:\n {6}ack-mode: manual$/m);
    // The scan then sees the manual ack mode in the file itself.
    const after = module({ springAckModeSetters: ['file:///test/application.yml'] });
    assert.deepEqual(yml(after, fixed), []);
    const props = fix(ID, 'spring.kafka.consumer.group-id=invoice-store\n', { fileName: 'application.properties', workspace: module() });
    assert.match(props, /^spring\.kafka\.listener\.ack-mode=manual$/m);
  });

  it('stays silent when the module sets an ack mode elsewhere, a listener names its factory, or no build file places the file (near misses)', () => {
    assert.deepEqual(yml(module({ springAckModeSetters: ['file:///test/src/main/java/com/example/KafkaConfig.java'] })), []);
    const own = springAckFactsIn('L.java', LISTENER.replace('groupId = "invoice-store"', 'groupId = "invoice-store", containerFactory = "manualAcks"'), listenerUri).listeners;
    assert.deepEqual(yml(module({ springAckListeners: own })), []);
    assert.deepEqual(yml({ springAckListeners: module().springAckListeners }), []);
    // A listener in another module does not count.
    assert.deepEqual(yml(module({ springAckListeners: [{ file: 'file:///elsewhere/L.java', line: 1, method: 'on', containerFactory: false, acknowledgment: true, consumer: false }] })), []);
  });

  it('is said once: not on a profile file, not on the producer block', () => {
    assert.deepEqual(yml(module(), APP, 'application-dev.yml'), []);
    const both = 'spring:\n  kafka:\n    producer:\n      acks: all\n    consumer:\n      group-id: invoice-store\n';
    assert.equal(yml(module(), both).length, 1);
  });
});

describe('spring-ack-without-manual-mode: the application\'s own container factory with no ack mode', () => {
  // The corpus case: a factory that only turns on batch listening (test/corpus/spring-batch-factory-ack).
  const FACTORY = readFileSync(join(ROOT, 'test/corpus/spring-batch-factory-ack/src/main/java/com/example/metrics/ConsumerSetup.java'), 'utf8');
  const factoryUri = 'file:///test/KafkaConsumerConfig.java';
  const withFactory = (text: string, extra: Partial<WorkspaceFacts> = {}) => module({
    springFactoryBeans: springFactoryBeansIn('KafkaConsumerConfig.java', text, factoryUri),
    springAckModeSetters: springAckFactsIn('KafkaConsumerConfig.java', text, factoryUri).setsAckMode ? [factoryUri] : [],
    ...extra,
  });
  const java = (text: string, workspace: Partial<WorkspaceFacts>) => findings(ID, text, { fileName: 'KafkaConsumerConfig.java', workspace });

  it('fires once, on the bean method, naming the BATCH default and the listener', () => {
    const ds = java(FACTORY, withFactory(FACTORY));
    assert.equal(ds.length, 1);
    assert.deepEqual(ds[0].range.start, { line: 18, character: 67 });
    assert.match(ds[0].message, /^kafkaListenerContainerFactory\(\) replaces Spring Boot's listener container factory and sets no ack mode, so its containers run with ContainerProperties' default, BATCH; InvoiceListener\.java:10 onInvoice\(\) takes an Acknowledgment/);
  });

  it('near misses: the factory sets an ack mode, applies Boot\'s configurer, or the listener names another factory', () => {
    const manual = FACTORY.replace('factory.setBatchListener(true);', 'factory.setBatchListener(true);\n        factory.getContainerProperties().setAckMode(ContainerProperties.AckMode.MANUAL);');
    assert.deepEqual(java(manual, withFactory(manual)), []);
    const configurer = FACTORY.replace('kafkaListenerContainerFactory() {', 'kafkaListenerContainerFactory(ConcurrentKafkaListenerContainerFactoryConfigurer configurer) {');
    assert.deepEqual(java(configurer, withFactory(configurer)), []);
    const own = springAckFactsIn('L.java', LISTENER.replace('groupId = "invoice-store"', 'groupId = "invoice-store", containerFactory = "manualAcks"'), listenerUri).listeners;
    assert.deepEqual(java(FACTORY, withFactory(FACTORY, { springAckListeners: own })), []);
    // Another source of the module sets an ack mode (a ContainerCustomizer bean, say): not judged.
    assert.deepEqual(java(FACTORY, withFactory(FACTORY, { springAckModeSetters: [factoryUri, 'file:///test/Customizer.java'] })), []);
  });
});

describe('spring-ack-without-manual-mode: an own factory over Boot\'s consumer factory (the review\'s layouts)', () => {
  const OWN = 'package com.example.invoices;\n\n@Configuration\npublic class ListenerConfig {\n    @Bean\n    public ConcurrentKafkaListenerContainerFactory<String, String> kafkaListenerContainerFactory(ConsumerFactory<String, String> cf) {\n        ConcurrentKafkaListenerContainerFactory<String, String> factory = new ConcurrentKafkaListenerContainerFactory<>();\n        factory.setConsumerFactory(cf);\n        return factory;\n    }\n}\n';
  const ownUri = 'file:///test/ListenerConfig.java';
  const withOwn = (extra: Partial<WorkspaceFacts> = {}) => module({ springFactoryBeans: springFactoryBeansIn('ListenerConfig.java', OWN, ownUri), springAckModeSetters: [ownUri], ...extra });

  it('said on application.yml, which holds the consumer config the factory takes', () => {
    const [d, ...rest] = yml(withOwn());
    assert.equal(rest.length, 0);
    assert.match(d?.message ?? '', /^ListenerConfig\.java:6 kafkaListenerContainerFactory\(\) replaces Spring Boot's listener container factory, sets no ack mode and does not apply Boot's configurer: its containers run with ContainerProperties' default, BATCH\. InvoiceListener\.java:10 onInvoice\(\) takes an Acknowledgment/);
  });

  it('a manual ack mode written in application.yml never reaches it: said on that line, and spring-factory-replaced stays quiet there', () => {
    const text = 'spring:\n  kafka:\n    consumer:\n      group-id: invoice-store\n    listener:\n      ack-mode: manual\n';
    const all = lint(text, { fileName: 'application.yml', workspace: withOwn({ springAckModeSetters: [ownUri, 'file:///test/application.yml'] }) });
    const ack = all.filter((d) => d.code === ID);
    assert.equal(ack.length, 1);
    assert.equal(ack[0].range.start.line, 5);
    assert.match(ack[0].message, /so spring\.kafka\.listener\.ack-mode=manual here never reaches it/);
    assert.deepEqual(all.filter((d) => d.code === 'spring-factory-replaced' && d.range.start.line === 5), []);
  });

  it('near misses: another source sets an ack mode (a ContainerCustomizer bean); the factory applies Boot\'s configurer', () => {
    assert.deepEqual(yml(withOwn({ springAckModeSetters: [ownUri, 'file:///test/Customizer.java'] })), []);
    const configured = OWN.replace('(ConsumerFactory<String, String> cf)', '(ConcurrentKafkaListenerContainerFactoryConfigurer configurer, ConsumerFactory<Object, Object> cf)');
    assert.deepEqual(yml(module({ springFactoryBeans: springFactoryBeansIn('ListenerConfig.java', configured, ownUri), springAckModeSetters: [ownUri] })), []);
  });
});
