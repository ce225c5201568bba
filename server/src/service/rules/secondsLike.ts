// Shared by kafkajs-duration-units and duration-units: a millisecond option given a number of 60 or
// less where the default is seconds long. Such a number is almost always seconds written without
// the unit (`maxRetryTime: 30`, `auto.commit.interval.ms=5`), and the client reads milliseconds.
import type { ConfigEntry } from '../model';
import type { Finding, RuleContext } from './types';

/** What a seconds-sized number does to an option, in milliseconds, per canonical key. */
export type DurationEffects = Record<string, (ms: number, ctx: RuleContext, e: ConfigEntry) => string>;

const MAX_SECONDS_LIKE = 60;

/** One finding per option of `effects` whose written value is a whole number from 1 to 60. */
export function secondsLikeDurations(ctx: RuleContext, effects: DurationEffects, reads: string): Finding[] {
  const out: Finding[] = [];
  for (const e of ctx.site.entries) {
    const effect = effects[e.key];
    const n = e.value !== undefined && /^\d+$/.test(e.value.trim()) ? Number(e.value.trim()) : NaN;
    if (!effect || !(n >= 1 && n <= MAX_SECONDS_LIKE) || ctx.entry(e.key) !== e) continue;
    const name = e.nativeName ?? e.rawKey;
    out.push({
      range: e.valueRange,
      message: `${name}: ${n} is ${n} ms — ${reads} milliseconds, so ${effect(n, ctx, e)}. If ${n} seconds was meant, write ${n * 1000}.`,
      fixes: [{ title: `Use ${n * 1000} (${n} s)`, intents: [{ kind: 'edits', edits: [{ range: e.valueRange, newText: String(n * 1000) }] }], preferred: true }],
    });
  }
  return out;
}
