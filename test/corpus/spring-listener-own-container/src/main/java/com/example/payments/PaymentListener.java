package com.example.payments;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.support.Acknowledgment;
import org.springframework.stereotype.Component;

@Component
public class PaymentListener {

  private final Ledger ledger;

  public PaymentListener(Ledger ledger) {
    this.ledger = ledger;
  }

  @KafkaListener(topics = "payments")
  public void on(String payment, Acknowledgment ack) {
    ledger.record(payment);
    ack.acknowledge();
  }

  public interface Ledger {
    void record(String payment);
  }
}
