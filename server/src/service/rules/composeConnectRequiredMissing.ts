// compose-connect-required-missing: a Compose service of Confluent's Connect image without a variable
// its configure script requires. kafka-connect-base and server-connect-base configure (CP 5.5 to
// 8.x: `dub ensure` / `ub ensure`) stop the container before the worker starts, printing
// "<NAME> is required.", when any of CONNECT_BOOTSTRAP_SERVERS, CONNECT_GROUP_ID,
// CONNECT_CONFIG_STORAGE_TOPIC, CONNECT_OFFSET_STORAGE_TOPIC, CONNECT_STATUS_STORAGE_TOPIC,
// CONNECT_KEY_CONVERTER, CONNECT_VALUE_CONVERTER or CONNECT_REST_ADVERTISED_HOST_NAME is unset, and
// CONNECT_<KEY|VALUE>_CONVERTER_SCHEMA_REGISTRY_URL with Confluent's AvroConverter. Judged where the
// image writes the worker from its variables alone (no command, entrypoint or build).
import type { ComposeSite } from '../model';
import { Severity, type Rule } from './types';

const REQUIRED = ['bootstrap.servers', 'group.id', 'config.storage.topic', 'offset.storage.topic', 'status.storage.topic', 'key.converter', 'value.converter', 'rest.advertised.host.name'];
const AVRO = 'io.confluent.connect.avro.AvroConverter';

const CONNECT = (extra: string) => `services:\n  connect:\n    image: confluentinc/cp-kafka-connect:7.6.1\n    environment:\n      CONNECT_BOOTSTRAP_SERVERS: kafka:29092\n      CONNECT_GROUP_ID: loaders\n      CONNECT_CONFIG_STORAGE_TOPIC: _configs\n      CONNECT_OFFSET_STORAGE_TOPIC: _offsets\n      CONNECT_STATUS_STORAGE_TOPIC: _status\n      CONNECT_CONFIG_STORAGE_REPLICATION_FACTOR: 3\n      CONNECT_OFFSET_STORAGE_REPLICATION_FACTOR: 3\n      CONNECT_STATUS_STORAGE_REPLICATION_FACTOR: 3\n      CONNECT_KEY_CONVERTER: org.apache.kafka.connect.storage.StringConverter\n      CONNECT_VALUE_CONVERTER: org.apache.kafka.connect.json.JsonConverter\n${extra}`;

export const composeConnectRequiredMissing: Rule = {
  id: 'compose-connect-required-missing',
  severity: Severity.Error,
  roles: ['connect'],
  compose: 'only',
  source: 'confluentinc/kafka-images kafka-connect-base and server-connect-base include/etc/confluent/docker/configure (`dub ensure` CP 5.5–7.x, `ub ensure` 8.x: "<NAME> is required.")',
  summary: 'A cp-kafka-connect / cp-server-connect service without a variable its start-up script requires (CONNECT_REST_ADVERTISED_HOST_NAME, the storage topics, the converters…): the container exits before the worker starts.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    if (site.compose.family !== 'confluent' || !site.compose.defaultsAreKafkas) return [];
    const missing = REQUIRED.filter((k) => !ctx.entry(k));
    for (const side of ['key', 'value'] as const) {
      if (ctx.entry(`${side}.converter`)?.value?.trim() === AVRO && !ctx.entry(`${side}.converter.schema.registry.url`)) missing.push(`${side}.converter.schema.registry.url`);
    }
    if (missing.length === 0) return [];
    const names = missing.map((k) => ctx.display(k));
    return [{
      range: site.compose.nameRange,
      message: `${site.compose.image} requires ${names.join(', ')}, which ${names.length === 1 ? 'is' : 'are'} not set: its configure script prints "${names[0]} is required." and exits before the Connect worker starts.`,
    }];
  },
  docs: {
    why: 'Confluent\'s Connect images check a few variables before they write the worker config, and stop if one is missing: the bootstrap servers, the group id, the three storage topics, the key and value converters and the host name the worker advertises to the others (plus the Schema Registry URL for their AvroConverter).',
    consequence: 'The container exits with status 1 right after it starts, printing for example "CONNECT_REST_ADVERTISED_HOST_NAME is required.": no worker runs, and no connector can be created.',
    bad: { file: 'docker-compose.yml', text: CONNECT('') },
    good: { file: 'docker-compose.yml', text: CONNECT('      CONNECT_REST_ADVERTISED_HOST_NAME: connect\n') },
    falsePositives: 'A service whose command, entrypoint or Dockerfile sets the variables is not judged. Variables from env_file count as set.',
    versions: 'confluentinc/cp-kafka-connect and cp-server-connect, Confluent Platform 5.5 to 8.x.',
  },
};
