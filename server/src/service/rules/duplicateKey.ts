// duplicate-key: java.util.Properties and Map.put keep the last value, so an earlier line is dead
// text that readers (and reviewers) take for the setting in force.
import type { ConfigEntry } from '../model';
import { lineIndexOf } from '../parse/lineIndex';
import { Severity, type Finding, type Rule } from './types';

function templateBetween(text: string, a: ConfigEntry, b: ConfigEntry): boolean {
  if (!text.includes('{%')) return false;
  const lines = lineIndexOf(text);
  return /\{%-?\s*(?:if|elif|else|for|endif|endfor)\b/.test(text.slice(lines.offset(a.range.end), lines.offset(b.range.start)));
}

/** Keys JSON authors use for comments: _comment, __note, //, #. */
const ANNOTATION = /^(?:_|\/\/|#)/;

export const duplicateKey: Rule = {
  id: 'duplicate-key',
  severity: Severity.Warning,
  source: 'java.util.Properties / Map.put: the last value wins',
  summary: 'The key is set more than once; only the last value takes effect.',
  check(ctx) {
    const out: Finding[] = [];
    // A Spring document repeated whole by a later one with the same activation: one finding for it.
    const repeats = ctx.site.syntax === 'spring-yaml' || ctx.site.syntax === 'spring-properties' ? ctx.site.spring.repeats ?? [] : [];
    const repeatOf = (e: ConfigEntry) => repeats.find((r) => e.keyRange.start.line >= r.lines[0] && e.keyRange.start.line <= r.lines[1]);
    for (const r of repeats) {
      if (!ctx.site.entries.some((e) => !e.inherited && repeatOf(e) === r)) continue;
      const profile = ctx.site.syntax === 'spring-yaml' || ctx.site.syntax === 'spring-properties' ? ctx.site.spring.profile : undefined;
      out.push({
        range: r.range,
        message: `Lines ${r.lines[0] + 1}–${r.lines[1] + 1} are repeated by the document at lines ${r.by[0] + 1}–${r.by[1] + 1}, which has the same activation (${profile ? profile.label : 'none: both apply to every profile'}): each of the ${r.keys} Kafka keys here is set again there${r.sameValues ? ' to the same value' : ''}, and the later document wins, so this one changes nothing for Kafka. Keep one of the two.`,
      });
    }
    // Only a later write in the same straight-line run replaces an earlier one on every path: a put
    // in another Java method or branch, or after the map went to a client, replaces it sometimes.
    const slot = (e: ConfigEntry) => `${e.run ?? ''}\0${e.key}`;
    const last = new Map<string, number>();
    ctx.site.entries.forEach((e, i) => last.set(slot(e), i));
    ctx.site.entries.forEach((e, i) => {
      const winner = ctx.site.entries[last.get(slot(e))!];
      // A shared Spring key overridden by a client's own key is Spring's documented precedence, and
      // so is an unconditional document's key overridden by a profile document's.
      if (last.get(slot(e)) === i || (e.shared && !winner.shared) || (e.inherited && !winner.inherited)) return;
      // Two branches of a template ({% if %} a=1 {% else %} a=2 {% endif %}): only one is rendered.
      if (templateBetween(ctx.doc.text, e, winner)) return;
      if (repeatOf(e)) return;
      // A connector JSON's annotation keys ("_comment", "//"): JSON has no comments, so people write
      // notes as repeated keys nobody reads (check 43: 43 such warnings, all noise).
      if (ctx.site.syntax === 'json' && ANNOTATION.test(e.key)) return;
      // The same value twice changes nothing a reader could misread: a tidy-up, not a trap.
      const same = e.value !== undefined && winner.value !== undefined && e.value.trim() === winner.value.trim();
      out.push({
        range: e.keyRange,
        ...(same ? { severity: Severity.Hint } : {}),
        // java.util.Properties keeps a value's trailing blanks; ConfigDef.parseType trims them (check 80).
        message: same
          ? `'${ctx.display(e.key)}' is set again to the same value on line ${winner.keyRange.start.line + 1}${e.value === winner.value ? '' : ' (apart from blanks around it, which Kafka\'s ConfigDef trims)'}; this line is redundant.`
          : `'${ctx.display(e.key)}' is set again on line ${winner.keyRange.start.line + 1} (value '${winner.value ?? '…'}'), which wins; this line has no effect.`,
        fixes: [{ title: `Remove this duplicate of '${ctx.display(e.key)}'`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
      });
    });
    return out;
  },
  docs: {
    why: 'java.util.Properties.load and Map.put keep the last value for a key. An earlier line for the same key is dead text, yet readers and reviewers take it for the setting in force.',
    consequence: 'The value a reviewer reads is not the one the client runs with; a later edit to the first line changes nothing.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=5\nacks=all\nlinger.ms=50\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=all\nlinger.ms=50\n' },
    falsePositives: 'None in a single config. A key set twice to the same value is only a hint (nothing differs from what a reader sees). In Java only puts of one straight-line run are compared: the same statement list (a method body, an initializer, one branch) with no other use of the map between them; a put in another method, another branch or after the map was handed to a client is not called a replacement. Two different configs written in one file (a producer and a consumer section separated by a `# kafka-tuning: role=...` directive) are separate sites and are not compared.',
    versions: 'All clients and syntaxes.',
  },
};
