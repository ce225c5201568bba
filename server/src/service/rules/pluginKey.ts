// plugin-key: the config names third-party serializers, interceptors, reporters or handlers, and
// Kafka hands each of them the whole original config (AbstractConfig.getConfiguredInstance →
// configure(originals())). A key no Kafka ConfigDef defines may be one of theirs (AWS Glue's
// registry.name, a reporter's endpoint…), so it is a hint, not "ignored".
import { ROLE_NOUNS } from '../../../../common/src/model';
import { keyKinds } from './keyKinds';
import { Severity, type Finding, type Rule } from './types';

export const pluginKey: Rule = {
  id: 'plugin-key',
  severity: Severity.Hint,
  clients: ['java'],
  source: 'AbstractConfig.getConfiguredInstance / Configurable.configure: plugins receive the original config map',
  summary: 'A key no Kafka version defines, in a config that names third-party plugins: possibly one of theirs.',
  check(ctx) {
    const out: Finding[] = [];
    for (const [e, k] of keyKinds(ctx)) {
      if (k.kind !== 'plugin') continue;
      const who = k.readers.length === 1 ? k.readers[0] : `${k.readers.slice(0, -1).join(', ')} or ${k.readers[k.readers.length - 1]}`;
      out.push({
        range: e.keyRange,
        message: `'${e.key}' is not a Kafka ${ctx.site.role ? ROLE_NOUNS[ctx.site.role] : 'client'} setting; possibly read by ${who}, which Kafka configures with the whole config.${k.near.length ? ` If it was meant for Kafka: '${k.near[0]}'?` : ''}`,
        fixes: k.near.length ? [{ title: `Rename to '${k.near[0]}'`, intents: [{ kind: 'rename', entry: e, newKey: k.near[0] }] }] : undefined,
      });
    }
    return out;
  },
  docs: {
    why: 'Kafka configures serializers, interceptors, metric reporters and other plugins with the whole original config map (AbstractConfig.getConfiguredInstance then Configurable.configure). A key no Kafka version defines may therefore be read by a third-party class the config names, so the rule gives a hint that names that class instead of calling the key ignored.',
    consequence: 'None by itself: it is a hint to check that the plugin really reads the key. If the key was meant for Kafka and is misspelt, the hint offers the nearest Kafka key.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=orders\nvalue.deserializer=com.amazonaws.services.schemaregistry.deserializers.GlueSchemaRegistryKafkaDeserializer\nregion=eu-west-1\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=orders\nvalue.deserializer=org.apache.kafka.common.serialization.StringDeserializer\n' },
    falsePositives: 'Classes known to read only their own namespace are not counted as readers of other keys: spring-kafka\'s JsonSerializer, JsonDeserializer and JsonSerde (named by full class name) read only spring.json.* keys, so a misspelt Kafka key beside them is reported by unknown-key with its nearest Kafka key. Every key the plugin documents is a true setting, so the hint is expected there. Declare such keys in the `kafkaTuning.applicationKeys` setting (patterns like `registry.*`) to silence them for the project.',
    versions: 'All Java client versions.',
  },
};
