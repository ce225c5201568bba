package com.example.shipping;

import java.util.Properties;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.Branched;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.KStream;
import org.apache.kafka.streams.kstream.Produced;

// Routes shipment events to a topic per carrier. Nothing is counted, joined or stored.
public class ShipmentRouter {
    public static void main(String[] args) {
        Properties props = new Properties();
        props.put(StreamsConfig.APPLICATION_ID_CONFIG, "shipment-router");
        props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv().getOrDefault("BROKERS", "localhost:9092"));
        // expect: streams-state-dir-temp
        props.put(StreamsConfig.STATE_DIR_CONFIG, "/tmp/shipment-router");

        StreamsBuilder builder = new StreamsBuilder();
        KStream<String, String> shipments = builder.stream("shipments", Consumed.with(Serdes.String(), Serdes.String()));
        shipments
            .filter((id, body) -> body != null && !body.isBlank())
            .split()
            .branch((id, body) -> body.contains("\"carrier\":\"postal\""),
                Branched.withConsumer(s -> s.to("shipments-postal", Produced.with(Serdes.String(), Serdes.String()))))
            .defaultBranch(Branched.withConsumer(s -> s.to("shipments-courier", Produced.with(Serdes.String(), Serdes.String()))));

        KafkaStreams streams = new KafkaStreams(builder.build(), props);
        Runtime.getRuntime().addShutdownHook(new Thread(streams::close));
        streams.start();
    }
}
