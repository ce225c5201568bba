// connect-alias-class-missing (ConnectorConfig.enrich / transformationStages): every alias listed in
// `transforms` or `predicates` gets a required CLASS key `<list>.<alias>.type` with no default; a
// transform's `predicate` must name a listed predicate alias. Measured on the 4.4.0 jars
// (constructing SinkConnectorConfig, then building the stages):
//  - transforms=route with no transforms.route.type: ConfigException "Invalid value null for
//    configuration transforms.route.type: Not a Transformation" (the same with predicates);
//  - transforms.route.predicate=isFoo with isFoo not in predicates: building the stages fails,
//    ConnectException wrapping ConfigException "Unknown configuration 'predicates.isFoo.…'".
import { isUnresolved } from '../util/placeholder';
import { aliasKeys, listedAliases } from './connectAliases';
import { Severity, type Finding, type Rule } from './types';

export const connectAliasClassMissing: Rule = {
  id: 'connect-alias-class-missing',
  severity: Severity.Error,
  roles: ['connector'],
  clients: ['java'],
  source: 'ConnectorConfig.enrich (<list>.<alias>.type: CLASS, no default) and transformationStages (predicates.<alias>.* of a listed predicate)',
  summary: 'A listed transform or predicate alias has no <list>.<alias>.type (an empty item or a duplicate in the list included), or a transform names a predicate that is not listed: Connect cannot build the connector.',
  docs: {
    why: 'For each alias in `transforms` and `predicates`, Connect adds a required key `<list>.<alias>.type` (the class) to the connector\'s config definition; it has no default. A transform\'s `predicate` is looked up among the listed predicate aliases when the transform chain is built.',
    consequence: 'A listed alias without its class: Connect refuses the connector config (ConfigException "Invalid value null for configuration transforms.route.type: Not a Transformation", from the 4.4.0 jars). A predicate that is not listed: the config is accepted but building the transform chain for a task fails (ConfigException "Unknown configuration \'predicates.isFoo.…\'").',
    bad: { file: 'orders-sink.properties', text: 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\ntransforms=route\ntransforms.route.regex=(.*)\ntransforms.route.replacement=$1-archive\n' },
    good: { file: 'orders-sink.properties', text: 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\ntransforms=route\ntransforms.route.type=org.apache.kafka.connect.transforms.RegexRouter\ntransforms.route.regex=(.*)\ntransforms.route.replacement=$1-archive\n' },
    falsePositives: 'A file that is merged with another before it reaches Connect (a base config plus an overlay): the class may be in the other file. Suppress with `# kafka-tuning-disable-next-line connect-alias-class-missing`.',
    versions: 'All Kafka Connect versions (transforms since 0.10.2, KIP-66; predicates since 2.6, KIP-585).',
  },
  check(ctx) {
    const out: Finding[] = [];
    const predicates = listedAliases(ctx, 'predicates');
    for (const list of ['transforms', 'predicates'] as const) {
      const listed = listedAliases(ctx, list);
      if (!listed?.entry) continue;
      const keys = aliasKeys(ctx, list);
      const base = list === 'transforms' ? 'Transformation' : 'Predicate';
      const twice = listed.aliases.find((a, i) => a !== '' && listed.aliases.indexOf(a) !== i);
      if (twice) {
        // ConnectorConfig's alias validator ("unique … aliases").
        out.push({
          range: listed.entry.valueRange,
          message: `${list} names '${twice}' twice: Connect refuses the connector config with ConfigException "Duplicate alias provided." Give each ${list === 'transforms' ? 'transform' : 'predicate'} its own alias.`,
        });
        continue;
      }
      if (listed.aliases.includes('')) {
        out.push({
          range: listed.entry.valueRange,
          message: `${list} has an empty item (a comma at the start or end, or two in a row): Connect keeps it as an alias named '' and refuses the connector config with a ConfigException on ${list}..type ("Not a ${base}"). Remove the extra comma.`,
        });
        continue;
      }
      for (const alias of new Set(listed.aliases)) {
        const type = keys.get(alias)?.find((e) => e.key === `${list}.${alias}.type`);
        if (type) continue;
        out.push({
          range: listed.entry.valueRange,
          message: `${list} lists '${alias}' but no ${list}.${alias}.type names its class: the key is required for every listed alias and has no default, so Connect refuses the connector config with a ConfigException on ${list}.${alias}.type ("Not a ${base}").`,
        });
      }
    }
    // A transform's predicate must be a listed predicate alias.
    if (predicates) {
      const transforms = listedAliases(ctx, 'transforms');
      for (const [alias, entries] of aliasKeys(ctx, 'transforms')) {
        // Lines of an unlisted alias are dead (connect-alias-unlisted says so); an unknown list says nothing.
        if (!transforms || !transforms.aliases.includes(alias)) continue;
        const ref = entries.find((e) => e.key === `transforms.${alias}.predicate`);
        const name = ref?.value?.trim();
        if (!ref || !name || isUnresolved(name) || predicates.aliases.includes(name)) continue;
        out.push({
          range: ref.valueRange,
          message: `transforms.${alias}.predicate=${name}, but ${predicates.entry ? `predicates=${predicates.entry.value!.trim()} does not name it` : 'no predicates list is written'}: Connect configures only listed predicates, so building this transform fails when a task starts (ConfigException "Unknown configuration 'predicates.${name}.…'") and the task does not run.`,
        });
      }
    }
    return out;
  },
};
