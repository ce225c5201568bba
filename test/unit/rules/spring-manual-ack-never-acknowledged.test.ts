import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { springAckFactsIn } from '../../../server/src/node/springAckListeners';
import type { WorkspaceFacts } from '../../../server/src/service/workspace';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'spring-manual-ack-never-acknowledged';
const listener = (params: string, annotation = 'topics = "invoices"') => `package com.example;

import org.springframework.kafka.annotation.KafkaListener;

class InvoiceListener {
    @KafkaListener(${annotation})
    public void onInvoice(${params}) {
        System.out.println(invoice);
    }
}
`;
const uri = 'file:///test/src/main/java/com/example/InvoiceListener.java';
const module = (source: string, extra: Partial<WorkspaceFacts> = {}): Partial<WorkspaceFacts> => ({
  modules: { 'file:///test': { folder: 'file:///test', versions: { java: { client: 'java', origin: 'pom.xml' } } } },
  springAckListeners: springAckFactsIn('InvoiceListener.java', source, uri).listeners,
  ...extra,
});
const APP = (mode: string) => `spring:\n  kafka:\n    listener:\n      ack-mode: ${mode}\n    consumer:\n      group-id: invoices\n`;
const at = (mode: string, workspace: Partial<WorkspaceFacts>) => findings(ID, APP(mode), { fileName: 'application.yml', workspace });

describe('spring-manual-ack-never-acknowledged (a manual ack mode nobody acknowledges under)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on the ack mode when no listener of the module takes an Acknowledgment', () => {
    const [d, ...rest] = at('manual', module(listener('String invoice')));
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 3);
    assert.match(d.message, /^spring\.kafka\.listener\.ack-mode is manual, but InvoiceListener\.java:7 onInvoice\(\) takes no Acknowledgment: .*this group never commits an offset/);
    assert.equal(at('MANUAL_IMMEDIATE', module(listener('String invoice'))).length, 1);
  });

  it('stays silent when a listener can commit, names its own factory, or the module sets ack modes in code (near misses)', () => {
    assert.deepEqual(at('manual', module(listener('String invoice, Acknowledgment ack'))), []);
    assert.deepEqual(at('manual', module(listener('ConsumerRecord<String, String> invoice, Consumer<String, String> consumer'))), []);
    assert.deepEqual(at('manual', module(listener('String invoice', 'topics = "invoices", containerFactory = "manual"'))), []);
    assert.deepEqual(at('manual', module(listener('String invoice'), { springAckModeSetters: ['file:///test/src/main/java/com/example/KafkaConfig.java'] })), []);
    assert.deepEqual(at('record', module(listener('String invoice'))), []);
    // Without a build file placing the file in a module, listeners elsewhere do not count.
    assert.deepEqual(at('manual', { springAckListeners: module(listener('String invoice')).springAckListeners }), []);
  });
});
