// mirrormaker-group-id-ignored: a top-level group.id in a MirrorMaker 2 driver file. Each
// replication flow runs a Connect worker whose group.id MirrorMakerConfig.workerConfig fills in as
// "<source>-mm2" unless the target cluster's own settings give one (`<target>.group.id`); the
// top-level key does not reach it. Checked with connect-mirror 4.1.2: group.id=my-mm2 leaves the
// source->target worker in group "source-mm2", target.group.id=my-mm2 sets it, while other
// top-level worker settings (offset.storage.topic, config.storage.replication.factor) do apply.
import { mm2Example } from './mirrormakerScopes';
import { Severity, type Rule } from './types';

export const mirrormakerGroupIdIgnored: Rule = {
  id: 'mirrormaker-group-id-ignored',
  severity: Severity.Warning,
  roles: ['mirrormaker'],
  clients: ['java'],
  source: 'MirrorMakerConfig.workerConfig (group.id defaults to "<source>-mm2"; only the target cluster\'s settings can change it); checked with connect-mirror 4.1.2',
  summary: 'A top-level group.id in a MirrorMaker 2 file: the workers ignore it and join "<source>-mm2".',
  docs: {
    why: 'MirrorMaker 2 runs one Connect worker per replication flow and names its group itself, "<source>-mm2", unless the target cluster\'s settings give one (`<target>.group.id`). A group.id written at the top of the file does not reach those workers, although other worker settings written there do.',
    consequence: 'The workers join "<source>-mm2" whatever the file says (checked with connect-mirror 4.1.2: group.id=my-mm2 leaves the worker in "source-mm2"). ACLs, quotas or monitoring set up for the written name do not apply, and two MirrorMaker 2 deployments meant to stay apart share a group when their source alias is the same.',
    bad: { file: 'mm2.properties', text: mm2Example('group.id = replication-team-mm2') },
    good: { file: 'mm2.properties', text: mm2Example('backup.group.id = replication-team-mm2') },
    falsePositives: 'None known for a MirrorMaker 2 driver file (connect-mirror-maker.sh). A Connect worker file that runs the Mirror connectors is a worker file, not a driver file, and reads its group.id normally.',
    versions: 'MirrorMaker 2 (Kafka 2.4 and newer); checked on 4.1.2.',
  },
  check(ctx) {
    const e = ctx.entry('group.id');
    if (!e || e.prefix !== undefined || e.rawKey !== 'group.id') return [];
    const targets = /->\s*([^.\s]+)\.enabled\s*[=:]\s*true/gi;
    const enabled = [...ctx.doc.text.matchAll(targets)].map((m) => m[1]);
    const target = enabled[0];
    return [{
      range: e.keyRange,
      message: `A top-level group.id does not reach MirrorMaker 2's workers: each flow's worker joins "<source>-mm2" unless the target cluster's settings name a group (MirrorMakerConfig.workerConfig), so this line has no effect. ${target ? `Write it as ${target}.group.id for the workers that replicate into ${target}` : 'Write it as <target>.group.id for the workers that replicate into that cluster'}, or remove it.`,
      fixes: [{ title: 'Remove the top-level group.id', intents: [{ kind: 'remove', entry: e }] }],
    }];
  },
};
