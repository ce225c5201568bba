// key-split-by-blank: java.util.Properties.load ends a key at the first unescaped blank, '=' or
// ':' (Properties.load0), so `heartbeats.topic replication.factor=1` is the key
// `heartbeats.topic` with the value `replication.factor=1`. The setting that was meant
// (heartbeats.topic.replication.factor) is never set and keeps its default, and nothing fails:
// the stray key is only "unused". Reported when the two halves joined by a dot make a key Kafka
// defines, so the intent is not a guess (keyKinds.ts decides it once, and the unknown-key family
// then stays silent on the line).
import { keyKinds } from './keyKinds';
import { Severity, type Finding, type Rule } from './types';

export const keySplitByBlank: Rule = {
  id: 'key-split-by-blank',
  severity: Severity.Warning,
  source: 'java.util.Properties.load (a key ends at the first unescaped blank, = or :)',
  summary: 'A blank where a dot belongs: the line sets a different key, and the meant one keeps its default.',
  docs: {
    why: 'A .properties key ends at the first blank, so "a.b c.d=1" sets the key "a.b" to the text "c.d=1". The key that was meant is never set.',
    consequence: 'The meant setting silently keeps its default: in a MirrorMaker 2 file, heartbeats.topic.replication.factor stays 3 and the heartbeats topic cannot be created on a one- or two-broker cluster (MirrorMakerConfig defaults; java.util.Properties.load).',
    bad: { file: 'connect-mirror-maker.properties', text: 'clusters = east, west\neast.bootstrap.servers = east:9092\nwest.bootstrap.servers = west:9092\neast->west.enabled = true\nheartbeats.topic replication.factor=1\n' },
    good: { file: 'connect-mirror-maker.properties', text: 'clusters = east, west\neast.bootstrap.servers = east:9092\nwest.bootstrap.servers = west:9092\neast->west.enabled = true\nheartbeats.topic.replication.factor=1\n' },
    falsePositives: 'A key of your own whose value really starts with a Kafka key name and "=" (such as a stored snippet); silence it with a kafka-tuning-disable-next-line comment.',
    versions: 'all',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const [e, k] of keyKinds(ctx)) {
      if (k.kind !== 'split') continue;
      const rest = e.value!.replace(/^[^=:]*[=:][ \t]*/, '');
      out.push({
        range: { start: e.keyRange.start, end: e.valueRange.end },
        message: `'${k.written}' has a blank where a dot belongs: the key ends at the blank, so this line sets '${e.rawKey}' to '${e.value!.trim()}', and '${k.joined}' keeps its default. Write '${k.joined}=${rest.trim()}'.`,
        fixes: [{
          title: `Join the key: '${k.joined}'`,
          preferred: true,
          intents: [{ kind: 'edits', edits: [{ range: { start: e.keyRange.end, end: e.valueRange.start }, newText: '.' }] }],
        }],
      });
    }
    return out;
  },
};
