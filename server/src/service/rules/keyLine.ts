// Whether a .properties-style document has a line that sets `key` (`key=…`, `key: …`), read from
// its text: for keys a site hands to another site (a converter's schemas.enable, a Streams
// client's serializer, a MirrorMaker 2 setting written without its cluster prefix).
import type { RuleContext } from './types';

/** `s` with every regular-expression metacharacter escaped. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The document has a line `key=…` or `key: …` (leading blanks allowed). */
export function writesKeyLine(ctx: RuleContext, key: string): boolean {
  return ctx.mentions(new RegExp(`^[ \\t]*${escapeRegExp(key)}[ \\t]*[=:]`, 'm'));
}

/** The value the site writes for `key`, trimmed; undefined when it is absent or blank. */
export function writtenValue(ctx: RuleContext, key: string): string | undefined {
  const v = ctx.entry(key)?.value?.trim();
  return v ? v : undefined;
}
