// KafkaAdminClient.create(props) makes an Admin client as Admin.create does: the map is an admin
// config, whatever class its key constants come from (check 51: a consumer's default-changed note
// on an admin map built with ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, service, doc } from './../support/service';

const JAVA = `import java.util.Properties;
import org.apache.kafka.clients.admin.AdminClient;
import org.apache.kafka.clients.admin.KafkaAdminClient;
import org.apache.kafka.clients.consumer.ConsumerConfig;

class AdminConfig {
  AdminClient kafkaAdminClient() {
    Properties clientProperties = new Properties();
    clientProperties.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    return KafkaAdminClient.create(clientProperties);
  }
}
`;

describe('KafkaAdminClient.create', () => {
  it('the map it is given is an admin config: no consumer note about it', () => {
    const sites = service().sites(doc(JAVA, 'AdminConfig.java'));
    assert.deepEqual(sites.map((s) => s.role), ['admin']);
    assert.deepEqual(lint(JAVA, { fileName: 'AdminConfig.java' }).filter((d) => /session\.timeout\.ms/.test(d.message)), []);
  });
});
