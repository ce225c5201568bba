package shop.clicks;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import kafka.consumer.Consumer;
import kafka.consumer.ConsumerConfig;
import kafka.consumer.KafkaStream;
import kafka.javaapi.consumer.ConsumerConnector;

/** Loads click events with the ZooKeeper-based consumer of a 0.8 cluster that has not been upgraded. */
public class ClickLoader {
    public static void main(String[] args) {
        Properties props = new Properties();
        // expect: old-client-config
        props.put("zookeeper.connect", "zk1:2181/kafka");
        props.put("group.id", "click-loader");
        props.put("auto.commit.enable", "false");
        props.put("auto.offset.reset", "smallest");
        props.put("zookeeper.session.timeout.ms", "6000");

        ConsumerConnector connector = Consumer.createJavaConsumerConnector(new ConsumerConfig(props));
        Map<String, List<KafkaStream<byte[], byte[]>>> streams =
                connector.createMessageStreams(Collections.singletonMap("clicks", 1));
        for (KafkaStream<byte[], byte[]> stream : streams.get("clicks")) {
            stream.iterator().forEachRemaining(m -> System.out.println(new String(m.message())));
        }
    }
}
