package com.example.ledger;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.support.Acknowledgment;
import org.springframework.stereotype.Component;

/** Books each posting and acknowledges it once the ledger row is written. */
@Component
public class LedgerListener {
    private final LedgerRepository ledger;

    public LedgerListener(LedgerRepository ledger) {
        this.ledger = ledger;
    }

    @KafkaListener(topics = "postings")
    public void onPosting(String posting, Acknowledgment ack) {
        ledger.book(posting);
        ack.acknowledge();
    }
}
