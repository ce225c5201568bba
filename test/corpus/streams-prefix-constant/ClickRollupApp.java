package analytics.streams;

import java.util.Properties;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;

/** Counts clicks per page; the consumer's instance id was meant to go through the prefix. */
public class ClickRollupApp {
    public static void main(String[] args) {
        Properties props = new Properties();
        // expect: streams-state-dir-temp
        props.put(StreamsConfig.APPLICATION_ID_CONFIG, "click-rollup");
        props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka-1:9092,kafka-2:9092,kafka-3:9092");
        props.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.String().getClass());
        props.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, Serdes.String().getClass());
        props.put(StreamsConfig.consumerPrefix(ConsumerConfig.MAX_POLL_RECORDS_CONFIG), 500);
        // expect: unknown-key
        props.put(StreamsConfig.CONSUMER_PREFIX, System.getenv("HOSTNAME"));

        StreamsBuilder builder = new StreamsBuilder();
        builder.<String, String>stream("clicks").groupByKey().count().toStream().to("clicks-per-page");

        KafkaStreams streams = new KafkaStreams(builder.build(), props);
        streams.start();
        Runtime.getRuntime().addShutdownHook(new Thread(streams::close));
    }
}
