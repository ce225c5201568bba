// debezium-unwrap-removed (Debezium DBZ-677, DBZ-1968): the SMTs io.debezium.transforms.
// UnwrapFromEnvelope and io.debezium.connector.mongodb.transforms.UnwrapFromMongoDbEnvelope were
// renamed ExtractNewRecordState and ExtractNewDocumentState in 0.10.0 (the old names kept as
// deprecated subclasses) and removed in 1.2.0. transforms.<alias>.type is a CLASS key
// (ConnectorConfig.EnrichablePlugin), so on a worker without the class ConfigDef.parseType fails:
// creating the connector answers HTTP 400 "Invalid value … for configuration transforms.<alias>.type:
// Class … could not be found.", and a stored config fails the connector when the worker starts it.
import { atLeast, debeziumRunning } from './debezium';
import { Severity, type Finding, type Rule } from './types';

const REMOVED: Record<string, string> = {
  'io.debezium.transforms.UnwrapFromEnvelope': 'io.debezium.transforms.ExtractNewRecordState',
  'io.debezium.connector.mongodb.transforms.UnwrapFromMongoDbEnvelope': 'io.debezium.connector.mongodb.transforms.ExtractNewDocumentState',
};

export const debeziumUnwrapRemoved: Rule = {
  id: 'debezium-unwrap-removed',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'Debezium DBZ-677 (renamed in 0.10.0), DBZ-1968 (removed in 1.2.0); Kafka ConnectorConfig transforms.<alias>.type (CLASS), ConfigDef.parseType ("Class … could not be found.")',
  summary: 'A transform names Debezium\'s UnwrapFromEnvelope, removed in Debezium 1.2: the worker refuses the connector.',
  docs: {
    why: 'Debezium renamed its envelope-unwrapping transform ExtractNewRecordState in 0.10 (2019) and removed the old class name in 1.2 (2020). Connect loads transforms.<alias>.type as a class when the connector is created.',
    consequence: 'On any Connect image with Debezium 1.2 or newer, creating the connector fails with HTTP 400: "Invalid value io.debezium.transforms.UnwrapFromEnvelope for configuration transforms.unwrap.type: Class io.debezium.transforms.UnwrapFromEnvelope could not be found." A config stored before an upgrade fails the connector at the worker\'s restart.',
    bad: { file: 'orders-cdc.json', text: '{\n  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n  "plugin.name": "pgoutput",\n  "topic.prefix": "shop",\n  "transforms": "unwrap",\n  "transforms.unwrap.type": "io.debezium.transforms.UnwrapFromEnvelope"\n}\n' },
    good: { file: 'orders-cdc.json', text: '{\n  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n  "plugin.name": "pgoutput",\n  "topic.prefix": "shop",\n  "transforms": "unwrap",\n  "transforms.unwrap.type": "io.debezium.transforms.ExtractNewRecordState"\n}\n' },
    falsePositives: 'A worker still on Debezium 0.10–1.1 loads the deprecated subclass (with a warning in its log): with such a debezium/connect image in the compose file that runs the connector, the finding is a hint.',
    versions: 'Debezium 1.2 and newer refuse it; 0.10–1.1 accept it, deprecated.',
  },
  check(ctx) {
    const running = debeziumRunning(ctx);
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (!/^transforms\.[^.]+\.type$/.test(e.key)) continue;
      const value = e.value?.trim() ?? '';
      const now = REMOVED[value];
      if (!now) continue;
      const fix = [{ title: `Use ${now}`, intents: [{ kind: 'set' as const, key: e.key, value: now }], preferred: true }];
      if (running && !atLeast(running, '1.2')) {
        out.push({ range: e.valueRange, severity: Severity.Hint, message: `${value} is deprecated (renamed ${now} in Debezium 0.10) and removed in 1.2; ${running.origin} runs ${running.version}, which still loads it.`, fixes: fix });
        continue;
      }
      const where = running ? `Debezium ${running.version} (${running.origin}) has no such class` : 'Debezium removed this class in 1.2 (2020)';
      out.push({
        range: e.valueRange,
        ...(running ? { severity: Severity.Error } : {}),
        message: `${where}: creating the connector fails with "Invalid value ${value} for configuration ${e.key}: Class ${value} could not be found." It was renamed ${now} in 0.10.`,
        fixes: fix,
      });
    }
    return out;
  },
};
