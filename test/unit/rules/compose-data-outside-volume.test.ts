import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeDataOutsideVolume } from '../../../server/src/service/rules/composeDataOutsideVolume';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-data-outside-volume';
const opts = { fileName: 'docker-compose.yml' };
const KRAFT = '      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n';
const svc = (image: string, env: string, volumes: string) => `services:\n  kafka:\n    image: ${image}\n    environment:\n${KRAFT}${env}    volumes:\n${volumes}`;

describe('compose-data-outside-volume (apache/kafka writes to /tmp/kafka-logs unless KAFKA_LOG_DIRS says otherwise)', () => {
  it('apache/kafka with a volume at /var/lib/kafka/data and no KAFKA_LOG_DIRS: a warning on the service', () => {
    const [d, ...rest] = findings(ID, svc('apache/kafka:3.8.0', '', '      - kafka-data:/var/lib/kafka/data\n'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /^kafka keeps its log in \/tmp\/kafka-logs \(Kafka's default: apache\/kafka:3\.8\.0 writes only the KAFKA_\* variables given.*the volume at \/var\/lib\/kafka\/data stays empty, and topics, offsets and the cluster metadata are lost whenever the container is recreated\. Set KAFKA_LOG_DIRS: \/var\/lib\/kafka\/data\.$/);
  });

  it('a written KAFKA_LOG_DIRS outside the volume (the long volume syntax): on the variable', () => {
    const [d] = findings(ID, svc('apache/kafka:3.8.0', '      KAFKA_LOG_DIRS: /tmp/kraft-combined-logs\n', '      - type: volume\n        source: kafka-data\n        target: /var/lib/kafka/data\n'), opts);
    assert.match(d.message, /^kafka keeps its log in \/tmp\/kraft-combined-logs \(KAFKA_LOG_DIRS\)/);
    assert.match(d.message, /Point KAFKA_LOG_DIRS into the volume\.$/);
  });

  it('near misses: KAFKA_LOG_DIRS inside the volume, cp-kafka on its own data path, only config mounted, no volume at all, bitnami', () => {
    assert.deepEqual(findings(ID, svc('apache/kafka:3.8.0', '      KAFKA_LOG_DIRS: /var/lib/kafka/data/logs\n', '      - kafka-data:/var/lib/kafka/data\n'), opts), []);
    assert.deepEqual(findings(ID, svc('confluentinc/cp-kafka:7.6.1', '', '      - ./data:/var/lib/kafka/data\n'), opts), []);
    assert.deepEqual(findings(ID, svc('apache/kafka:3.8.0', '', '      - ./secrets:/etc/kafka/secrets:ro\n      - ./client.properties:/opt/client.properties\n'), opts), []);
    assert.deepEqual(findings(ID, `services:\n  kafka:\n    image: apache/kafka:3.8.0\n    environment:\n${KRAFT}`, opts), []);
    assert.deepEqual(findings(ID, svc('bitnami/kafka:3.7', '', '      - kafka-data:/var/lib/kafka/data\n'), opts), []);
  });

  it('cp-kafka: its default /var/lib/kafka/data is the image\'s own VOLUME, kept across recreation, so only a written KAFKA_LOG_DIRS outside every volume counts', () => {
    assert.deepEqual(findings(ID, svc('confluentinc/cp-kafka:7.6.1', '', '      - ./kafka:/var/lib/kafka-data\n'), opts), []);
    const [d] = findings(ID, svc('confluentinc/cp-kafka:7.6.1', '      KAFKA_LOG_DIRS: /tmp/kafka-logs\n', '      - kafka-data:/var/lib/kafka/data\n'), opts);
    assert.match(d?.message ?? '', /^kafka keeps its log in \/tmp\/kafka-logs \(KAFKA_LOG_DIRS\)/);
  });

  it('near misses: only files and config folders mounted (a JMX agent jar, a properties folder), which are no data volumes (check 48)', () => {
    assert.deepEqual(findings(ID, svc('apache/kafka:3.8.0', '', '      - ./jmx/jmx_prometheus_javaagent.jar:/opt/jmx/agent.jar\n      - ./config:/opt/kafka/custom-config\n      - ./streams:/app/streams\n'), opts), []);
  });

  it('a file bind-mounted under /data (a cluster id) is no data volume; only the data directory is named (check 75, U)', () => {
    const [d] = findings(ID, svc('confluentinc/cp-kafka:7.4.0', '      KAFKA_LOG_DIRS: /tmp/kraft-combined-logs\n', '      - kafka-data:/var/lib/kafka/data\n      - ./data/clusterID:/data/clusterID\n'), opts);
    assert.match(d?.message ?? '', /the volume at \/var\/lib\/kafka\/data stays empty/);
    assert.doesNotMatch(d.message, /clusterID/);
    assert.deepEqual(findings(ID, svc('apache/kafka:3.8.0', '', '      - ./data/clusterID:/data/clusterID\n'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeDataOutsideVolume));
});
