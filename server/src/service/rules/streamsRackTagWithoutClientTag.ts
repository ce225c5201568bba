// streams-rack-tag-without-client-tag (StreamsConfig's rack.aware.assignment.tags check, KIP-708,
// 3.2+): the tag-aware standby assignor spreads standbys over the values of the named client tags,
// so every name listed in rack.aware.assignment.tags must be given a value with a client.tag.<name>
// key of this instance; StreamsConfig refuses the config otherwise ("Contains invalid value [zone]
// which doesn't have corresponding tag set via [client.tag.] prefix."). Measured by constructing
// StreamsConfig from the 3.3.2 … 4.4.0 jars (2.8.2 and 3.0.2 have no such key).
import { Severity, type Rule } from './types';

const TAGS = 'rack.aware.assignment.tags';

export const streamsRackTagWithoutClientTag: Rule = {
  id: 'streams-rack-tag-without-client-tag',
  severity: Severity.Error,
  roles: ['streams'],
  clients: ['java'],
  source: 'StreamsConfig (rack.aware.assignment.tags must name client.tag.* keys of the instance; KIP-708, 3.2+)',
  summary: 'A tag in rack.aware.assignment.tags with no client.tag.<tag> value: StreamsConfig refuses to start.',
  docs: {
    why: 'Kafka Streams can place standby replicas on instances whose client tags differ (KIP-708): rack.aware.assignment.tags names the tags to spread over, and each instance gives its own value with client.tag.<name>=<value>. A tag named but not given here leaves the assignor nothing to compare, so StreamsConfig refuses the config.',
    consequence: 'new KafkaStreams / new StreamsConfig throws ConfigException "Invalid value [zone] for configuration rack.aware.assignment.tags: Contains invalid value [zone] which doesn\'t have corresponding tag set via [client.tag.] prefix." (Kafka 3.2 and newer).',
    bad: { file: 'streams.properties', text: 'application.id=orders\nrack.aware.assignment.tags=zone\n' },
    good: { file: 'streams.properties', text: 'application.id=orders\nrack.aware.assignment.tags=zone\nclient.tag.zone=eu-west-1a\n' },
    falsePositives: 'An instance whose client.tag.* value is added by the launcher rather than written in this file; write it as a placeholder (client.tag.zone=${ZONE}) so the file shows it.',
    versions: 'Kafka Streams 3.2 and newer.',
  },
  check(ctx) {
    const e = ctx.entry(TAGS);
    if (!e || e.value === undefined || e.shared || !ctx.info(TAGS) || e.value.includes('${')) return [];
    const tags = e.value.trim() === '' ? [] : e.value.trim().split(/\s*,\s*/).filter((t) => t !== '');
    const given = new Set(ctx.site.entries.filter((x) => x.key.startsWith('client.tag.')).map((x) => x.key.slice('client.tag.'.length)));
    const missing = tags.filter((t) => !given.has(t));
    if (missing.length === 0) return [];
    return [{
      range: e.valueRange,
      message: `${ctx.display(TAGS)} names ${missing.map((t) => `'${t}'`).join(', ')} but no ${missing.map((t) => `client.tag.${t}`).join(', ')} is set: Kafka Streams refuses to start (ConfigException "Contains invalid value [${missing.join(', ')}] which doesn't have corresponding tag set via [client.tag.] prefix.", Kafka ${ctx.catalog.version}). Give this instance its value, e.g. client.tag.${missing[0]}=<value>.`,
    }];
  },
};
