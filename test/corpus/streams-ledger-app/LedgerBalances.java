package com.example.ledger;

import java.util.Properties;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Produced;

/** Keeps each account's running balance from the ledger's entries. */
public class LedgerBalances {

  public static void main(String[] args) {
    Properties config = new Properties();
    config.put(StreamsConfig.APPLICATION_ID_CONFIG, "ledger-balances");
    config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "ledger-kafka-1:9092,ledger-kafka-2:9092,ledger-kafka-3:9092");
    config.put(StreamsConfig.REPLICATION_FACTOR_CONFIG, 3);
    config.put(StreamsConfig.STATE_DIR_CONFIG, "/var/lib/ledger-balances");
    config.put(StreamsConfig.PROCESSING_GUARANTEE_CONFIG, StreamsConfig.EXACTLY_ONCE_V2);

    StreamsBuilder builder = new StreamsBuilder();
    builder.stream("ledger-entries", Consumed.with(Serdes.String(), Serdes.Long()))
        .groupByKey()
        .reduce(Long::sum)
        .toStream()
        .to("account-balances", Produced.with(Serdes.String(), Serdes.Long()));

    KafkaStreams streams = new KafkaStreams(builder.build(), config);
    // expect: streams-cleanup-every-start
    streams.cleanUp();
    streams.start();
    Runtime.getRuntime().addShutdownHook(new Thread(streams::close));
  }
}
