// connect-alias-unlisted (ConnectorConfig.enrich / transformationStages): Connect builds a transform
// for each alias named in `transforms`, in that order, and a predicate for each alias in
// `predicates`; it configures each one from the keys under `transforms.<alias>.` or
// `predicates.<alias>.`. Keys under an alias the list does not name are never read: no ConfigDef
// is made for them and no transform is built, so the lines are dead. Checked on the 4.4.0 jars
// (SinkConnectorConfig + transformationStages): a config with transforms=InsertField and
// transforms.InsertSource.timestamp.field builds one stage and says nothing about InsertSource.
import { aliasKeys, listedAliases, type AliasList } from './connectAliases';
import { Severity, type Finding, type Rule } from './types';

const KIND: Record<AliasList, string> = { transforms: 'transform', predicates: 'predicate' };

export const connectAliasUnlisted: Rule = {
  id: 'connect-alias-unlisted',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'ConnectorConfig.enrich and transformationStages: only the aliases listed in transforms / predicates are configured and applied',
  summary: 'Keys configure a transform or predicate alias that the transforms (or predicates) list does not name: Connect never reads them.',
  docs: {
    why: 'A connector\'s transform chain is the `transforms` list: Connect makes one transform per alias in it, in order, and reads that alias\'s `transforms.<alias>.*` keys to configure it (ConnectorConfig.transformationStages). Predicates work the same way with `predicates`. An alias that is configured but not listed gets no transform and its keys are never read, without any log line.',
    consequence: 'The transform the lines describe is not applied: with transforms=InsertField and transforms.InsertSource.timestamp.field=ts, no record gets a ts field. Usually an alias renamed in one place and not the other, a typo or a case difference (aliases are case-sensitive).',
    bad: { file: 'es-sink.properties', text: 'name=es-sink\nconnector.class=io.example.ElasticSinkConnector\ntopics=orders\ntransforms=InsertField\ntransforms.InsertField.type=org.apache.kafka.connect.transforms.InsertField$Value\ntransforms.InsertField.static.field=source\ntransforms.InsertField.static.value=orders-db\ntransforms.InsertSource.type=org.apache.kafka.connect.transforms.InsertField$Value\ntransforms.InsertSource.timestamp.field=ts\n' },
    good: { file: 'es-sink.properties', text: 'name=es-sink\nconnector.class=io.example.ElasticSinkConnector\ntopics=orders\ntransforms=InsertField,InsertSource\ntransforms.InsertField.type=org.apache.kafka.connect.transforms.InsertField$Value\ntransforms.InsertField.static.field=source\ntransforms.InsertField.static.value=orders-db\ntransforms.InsertSource.type=org.apache.kafka.connect.transforms.InsertField$Value\ntransforms.InsertSource.timestamp.field=ts\n' },
    falsePositives: 'A transform kept in the file on purpose while switched off: remove its name from the list and suppress the finding with `# kafka-tuning-disable-next-line connect-alias-unlisted`, or delete the lines. A list given by a placeholder (${file:…}) is not read, and the rule stays silent.',
    versions: 'All Kafka Connect versions (transforms since 0.10.2, KIP-66; predicates since 2.6, KIP-585).',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const list of ['transforms', 'predicates'] as const) {
      const listed = listedAliases(ctx, list);
      if (!listed) continue;
      for (const [alias, entries] of aliasKeys(ctx, list)) {
        if (listed.aliases.includes(alias)) continue;
        const kind = KIND[list];
        const sameButCase = listed.aliases.find((a) => a.toLowerCase() === alias.toLowerCase());
        const listText = listed.entry ? `${list}=${listed.entry.value!.trim()}` : `no ${list} list is written`;
        const lines = entries.length === 1 ? `${entries[0].key} is` : `these ${entries.length} lines (from ${entries[0].key}) are`;
        const hasType = entries.some((e) => e.key === `${list}.${alias}.type`);
        const value = [...listed.aliases.filter((a) => a !== ''), alias].join(',');
        out.push({
          range: entries[0].keyRange,
          message: `The ${kind} alias '${alias}' is configured here but ${listed.entry ? `${listText} does not name it` : listText}${sameButCase ? ` (aliases are case-sensitive: the list has '${sameButCase}')` : ''}: Connect builds and configures only the listed aliases, so ${lines} never read and the ${kind} is not applied.`,
          fixes: hasType && !sameButCase
            ? [{ title: `Add ${alias} to ${list}${list === 'transforms' && listed.aliases.length ? ' (applied last)' : ''}`, intents: [{ kind: 'set', key: list, value }], preferred: true }]
            : undefined,
        });
      }
    }
    return out;
  },
};
