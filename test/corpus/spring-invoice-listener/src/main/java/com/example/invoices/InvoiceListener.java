package com.example.invoices;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

/** Stores each invoice; the store is idempotent by invoice number. */
@Component
public class InvoiceListener {
    private final InvoiceStore store;

    public InvoiceListener(InvoiceStore store) {
        this.store = store;
    }

    @KafkaListener(topics = "invoices", groupId = "invoice-listener")
    public void onInvoice(String invoice) {
        store.save(invoice);
    }
}
