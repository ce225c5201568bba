// debezium-renamed-key (Debezium 2.0 release notes, "New configuration namespaces"; DBZ-5043,
// DBZ-5045): Debezium 2.0 renamed database.server.name (and MongoDB's mongodb.name) to topic.prefix
// and database.history.* to schema.history.internal.*, and removed the *.whitelist / *.blacklist
// filters that 1.3 had renamed *.include.list / *.exclude.list. A 2.x connector reads none of the
// old names and says nothing about them (ConfigDef skips keys it does not define), so what happens
// is what the missing new key causes, read in Debezium's source at v2.0.0.Final:
//  - topic.prefix: CommonConnectorConfig.TOPIC_PREFIX is required with no default: creating the
//    connector fails with "The 'topic.prefix' value is invalid: A value is required" (HTTP 400);
//  - schema.history.internal.kafka.bootstrap.servers / .topic: required by KafkaSchemaHistory, which
//    the connector's REST validation does not check: the task fails when it starts, with the same
//    "A value is required" for that key;
//  - the filters: no filter at all, so every table (column, collection) is captured, silently.
import { atLeast, debeziumRunning, isDebezium } from './debezium';
import type { ConfigEntry } from '../model';
import { Severity, type Finding, type Rule } from './types';

/** What a 2.x connector does when only the old name is written. */
type Effect = 'refused' | 'task-fails' | 'unfiltered' | 'ignored';

/**
 * The schema-history settings 1.x defines (KafkaDatabaseHistory, FileDatabaseHistory,
 * HistorizedRelationalDatabaseConnectorConfig), which 2.0 reads as schema.history.internal.*;
 * database.history.producer.* / consumer.* are handed to the history's clients the same way. A
 * database.history.* key outside these is no setting under either name (check 37:
 * database.history.kafka.topic.auto.create), so no new name is offered for it.
 */
const HISTORY_KEYS = new Set([
  'database.history.kafka.topic', 'database.history.kafka.bootstrap.servers', 'database.history.kafka.recovery.poll.interval.ms',
  'database.history.kafka.recovery.attempts', 'database.history.kafka.query.timeout.ms', 'database.history.skip.unparseable.ddl',
  'database.history.store.only.captured.tables.ddl', 'database.history.ddl.filter', 'database.history.file.filename',
]);

function renamed(key: string): { now: string; effect: Effect } | undefined {
  if (key === 'database.server.name' || key === 'mongodb.name') return { now: 'topic.prefix', effect: 'refused' };
  if (HISTORY_KEYS.has(key) || /^database\.history\.(?:producer|consumer)\./.test(key)) {
    const now = `schema.history.internal.${key.slice('database.history.'.length)}`;
    return { now, effect: key === 'database.history.kafka.bootstrap.servers' || key === 'database.history.kafka.topic' ? 'task-fails' : 'ignored' };
  }
  const filter = /^(database|schema|table|column|collection|field)\.(whitelist|blacklist)$/.exec(key);
  if (filter) return { now: `${filter[1]}.${filter[2] === 'whitelist' ? 'include' : 'exclude'}.list`, effect: 'unfiltered' };
  return undefined;
}

function consequence(effect: Effect, now: string): string {
  switch (effect) {
    case 'refused': return `${now} is required, so the worker refuses the connector: "The '${now}' value is invalid: A value is required"`;
    case 'task-fails': return `the connector is created, then its task fails when it starts: "The '${now}' value is invalid: A value is required"`;
    case 'unfiltered': return 'the filter written here no longer applies, and the connector captures what it left out, silently (the filters it reads still apply)';
    case 'ignored': return `${now} keeps its default`;
  }
}

const SEVERITY: Record<Effect, Severity> = { refused: Severity.Error, 'task-fails': Severity.Error, unfiltered: Severity.Warning, ignored: Severity.Warning };

export const debeziumRenamedKey: Rule = {
  id: 'debezium-renamed-key',
  severity: Severity.Information,
  roles: ['connector'],
  clients: ['java'],
  source: 'Debezium 2.0 release notes ("New configuration namespaces", DBZ-5043, DBZ-5045); Debezium CommonConnectorConfig.TOPIC_PREFIX and KafkaSchemaHistory (required fields), RelationalTableFilters at v2.0.0.Final',
  summary: 'A Debezium 1.x key that Debezium 2.0 renamed or removed: on 2.x the connector is refused, its task fails, or it captures every table.',
  docs: {
    why: 'Debezium 2.0 renamed database.server.name to topic.prefix and database.history.* to schema.history.internal.*, and removed the *.whitelist / *.blacklist filters (*.include.list / *.exclude.list since 1.3). A 2.x connector does not read the old names and does not warn about them.',
    consequence: 'On Debezium 2.0 or newer: without topic.prefix the worker refuses the connector (HTTP 400, "The \'topic.prefix\' value is invalid: A value is required"); without schema.history.internal.kafka.topic or .bootstrap.servers the task fails at start with the same message for that key; a whitelist is dropped and the tables it left out are captured (other filters the connector reads still apply). Reported as an error or a warning when a Debezium 2.x image in the workspace runs the connector, as a hint when no compose file says which release runs it (Debezium 1.x tutorials, still widely copied, use the old names rightly).',
    bad: { file: 'inventory-connector.json', text: '{\n  "name": "inventory",\n  "config": {\n    "connector.class": "io.debezium.connector.mysql.MySqlConnector",\n    "database.hostname": "mysql",\n    "database.server.id": "184054",\n    "database.server.name": "dbserver1",\n    "table.whitelist": "inventory.orders",\n    "database.history.kafka.bootstrap.servers": "kafka:9092",\n    "database.history.kafka.topic": "schema-changes.inventory"\n  }\n}\n' },
    good: { file: 'inventory-connector.json', text: '{\n  "name": "inventory",\n  "config": {\n    "connector.class": "io.debezium.connector.mysql.MySqlConnector",\n    "database.hostname": "mysql",\n    "database.server.id": "184054",\n    "topic.prefix": "dbserver1",\n    "table.include.list": "inventory.orders",\n    "schema.history.internal.kafka.bootstrap.servers": "kafka:9092",\n    "schema.history.internal.kafka.topic": "schema-changes.inventory"\n  }\n}\n' },
    falsePositives: 'A file that names a wal2json decoder (removed in 2.0) is written for 1.x and is not judged without a release to go by. A connector that runs on Debezium 1.x reads the old names: with a debezium/connect:1.x image in the compose file that runs it, nothing is reported (the filters get a hint from 1.3, where they were deprecated). Without such a file the finding is a hint; silence it in .kafka-tuning.json for a 1.x deployment.',
    versions: 'Debezium 2.0 and newer (2.0.0.Alpha2 removed the filters, 2.0.0.CR1 made topic.prefix required).',
  },
  check(ctx) {
    if (!isDebezium(ctx)) return [];
    // A file that names what only 1.x has (the wal2json decoders, removed in 2.0) is written for 1.x;
    // one that sets topic.prefix, which only 2.0 and newer read, is written for 2.x.
    const composed = debeziumRunning(ctx);
    if (!composed && WAL2JSON.test(ctx.entry('plugin.name')?.value?.trim() ?? '')) return [];
    const running = composed ?? (ctx.isSet('topic.prefix') ? { version: '2.0 or newer', origin: 'this file sets topic.prefix, which only 2.0 and newer read' } : undefined);
    const two = running && (running === composed ? atLeast(running, '2.0') : true);
    // Only the connectors with a schema history (MySQL, MariaDB, SQL Server, Oracle, Db2, Informix)
    // read database.history.*; PostgreSQL and MongoDB never had one, so those keys mean nothing there.
    const historized = HISTORIZED.test(ctx.entry('connector.class')?.value ?? '');
    const out: Finding[] = [];
    /** With no release known: each finding's "from 2.0 on …" consequence, for oneForTheConnector. */
    const unknownRelease = new Map<Finding, string>();
    // The database.history.* keys are one rename: said once, on the first, with every key renamed by its fix.
    const history = historized ? ctx.site.entries.filter((e) => e.key.startsWith('database.history.') && renamed(e.key) !== undefined && ctx.entry(e.key) === e && !ctx.isSet(renamed(e.key)!.now)) : [];
    for (const e of ctx.site.entries) {
      const r = renamed(e.key);
      if (!r || ctx.entry(e.key) !== e || (!historized && e.key.startsWith('database.history.'))) continue;
      if (history.length > 1 && history.includes(e) && (!running || two)) {
        if (e !== history[0]) continue;
        const f = historyFinding(history, running && two ? running : undefined);
        if (!running) unknownRelease.set(f, historyConsequence(history));
        out.push(f);
        continue;
      }
      const both = ctx.isSet(r.now);
      if (running && !two) {
        if (r.effect === 'unfiltered' && atLeast(running, '1.3')) out.push(hint(e, r.now, `deprecated since Debezium 1.3 and removed in 2.0; ${running.origin} runs ${running.version}`));
        continue;
      }
      if (both) {
        out.push(hint(e, r.now, `not read by Debezium 2.0 and newer, which read ${r.now}, written here too`, true));
        continue;
      }
      const fix = [{ title: `Rename to ${r.now}`, intents: [{ kind: 'rename' as const, entry: e, newKey: r.now }], preferred: true }];
      if (two) {
        out.push({ range: e.keyRange, severity: SEVERITY[r.effect], message: `${e.key} is not read by Debezium ${running!.version} (${running!.origin}): 2.0 renamed it ${r.now}, so ${consequence(r.effect, r.now)}.`, fixes: fix });
        continue;
      }
      // With no release known, which name is read is a question for the reader: a hint (check 64:
      // single connector files of 1.x tutorials, where the old names are right).
      const f: Finding = { range: e.keyRange, severity: Severity.Hint, message: `${e.key} was renamed ${r.now} in Debezium 2.0 (October 2022): from 2.0 on ${consequence(r.effect, r.now)}. Debezium 1.x reads ${e.key}; no compose file or Dockerfile that could be read and is tied to this connector (in its folder or above, or running its database host) names one debezium/connect release.`, fixes: fix };
      unknownRelease.set(f, consequence(r.effect, r.now));
      out.push(f);
    }
    return oneForTheConnector(out, unknownRelease);
  },
};

/**
 * With no release known, the renamed keys are one question (which Debezium runs this?), so they
 * are said once, on the first, with one fix that renames them all (checks 35 and 36: three
 * findings on one connector of a 0.9 plugin were noise).
 */
function oneForTheConnector(findings: Finding[], unknownRelease: ReadonlyMap<Finding, string>): Finding[] {
  const open = findings.filter((f) => unknownRelease.has(f));
  if (open.length < 2) return findings;
  const intents = open.flatMap((f) => f.fixes?.[0]?.intents ?? []);
  const renames = intents.flatMap((i) => (i.kind === 'rename' ? [`${i.entry.key} → ${i.newKey}`] : []));
  const merged: Finding = {
    range: open[0].range,
    severity: Severity.Hint,
    message: `Debezium 2.0 (October 2022) reads ${renames.length} keys this connector writes under other names only (${renames.join(', ')}): from 2.0 on, ${[...new Set(open.map((f) => unknownRelease.get(f)))].join('; ')}. Debezium 1.x reads the names written here; no compose file or Dockerfile that could be read and is tied to this connector (in its folder or above, or running its database host) names one debezium/connect release.`,
    fixes: [{ title: `Rename them to their 2.0 names`, intents, preferred: true }],
  };
  return [merged, ...findings.filter((f) => !open.includes(f))];
}

const WAL2JSON = /^wal2json/i;
const HISTORIZED = /^io\.debezium\.connector\.(?:mysql|mariadb|sqlserver|oracle|db2|informix)\./;

/** Several database.history.* keys: one finding naming them all; the task fails if the Kafka history's two required keys are among them. */
function historyFinding(keys: readonly ConfigEntry[], running: { version: string; origin: string } | undefined): Finding {
  const failing = keys.map((k) => renamed(k.key)!).filter((r) => r.effect === 'task-fails');
  const what = historyConsequence(keys);
  const list = keys.map((k) => k.key).join(', ');
  return {
    range: keys[0].keyRange,
    ...(running ? { severity: failing.length > 0 ? Severity.Error : Severity.Warning } : {}),
    message: running
      ? `${list} are not read by Debezium ${running.version} (${running.origin}): 2.0 renamed database.history.* to schema.history.internal.*, so ${what}.`
      : `${list}: Debezium 2.0 (October 2022) renamed database.history.* to schema.history.internal.*, so from 2.0 on ${what}. Debezium 1.x reads these names; no compose file or Dockerfile that could be read and is tied to this connector (in its folder or above, or running its database host) names one debezium/connect release.`,
    fixes: [{ title: 'Rename them to schema.history.internal.*', intents: keys.map((k) => ({ kind: 'rename' as const, entry: k, newKey: renamed(k.key)!.now })), preferred: true }],
  };
}

/** What 2.0 makes of the database.history.* keys: a failing task if the Kafka history's two required keys are among them. */
function historyConsequence(keys: readonly ConfigEntry[]): string {
  const failing = keys.map((k) => renamed(k.key)!).filter((r) => r.effect === 'task-fails').map((r) => r.now);
  return failing.length > 0
    ? `the connector is created, then its task fails when it starts: "The '${failing[0]}' value is invalid: A value is required"`
    : 'these settings keep their defaults';
}

function hint(e: ConfigEntry, now: string, why: string, remove = false): Finding {
  return {
    range: e.keyRange,
    severity: Severity.Hint,
    message: `${e.key} is ${why}.${remove ? ' Remove it.' : ` Its name from 1.3 on is ${now}.`}`,
    ...(remove ? { fixes: [{ title: `Remove ${e.key}`, intents: [{ kind: 'remove' as const, entry: e }], preferred: true }] } : {}),
  };
}
