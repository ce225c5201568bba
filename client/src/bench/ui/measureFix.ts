// "Measure this fix" (a code action the language server offers on findings whose fix changes
// throughput or latency): runs the config as written (A) and with the fix (B) alternately on the
// benchmark's broker — A, B, A, B, A, B, one round each, so a broker warming up or a noisy
// neighbour hits both sides alike — and keeps the medians. The figures then show in the finding's
// hover ("measured on 127.0.0.1:9092: 11.8× throughput, p99 −96 %") until the config changes.
import * as vscode from 'vscode';
import { fixMeasurementSchema, type BenchForm, type FixMeasurement } from '../../../../common/src/bench';
import { DIAGNOSTIC_SOURCE, type MeasureFixArgs, type SiteSummary } from '../../../../common/src/protocol';
import { median } from '../../../../bench/src/index';
import { QueuedKey } from './queuedKey';
import { benchTarget, confirmRun, defaultForm, runFromVsCode, type RunContext } from './runner';

const KEY = 'kafkaTuning.benchmark.fixMeasurements.v1';
const PAIRS = 3;

export class FixMeasurements {
  private readonly all: QueuedKey<Record<string, unknown>>;
  constructor(memento: vscode.Memento) {
    this.all = new QueuedKey(memento, KEY, () => ({}));
  }
  private static key(uri: string, siteId: string, rule: string): string {
    return `${uri}#${siteId}#${rule}`;
  }
  get(uri: string, siteId: string, rule: string): FixMeasurement | undefined {
    const r = fixMeasurementSchema.safeParse(this.all.read()[FixMeasurements.key(uri, siteId, rule)]);
    return r.success ? r.data : undefined;
  }
  set(m: FixMeasurement): Promise<void> {
    return this.all.change((all) => ({ ...all, [FixMeasurements.key(m.uri, m.siteId, m.rule)]: m }));
  }
}

/** The run settings of both sides: capacity fixes unthrottled, latency fixes at the declared rate. */
function formFor(site: SiteSummary, measure: MeasureFixArgs['measure']): BenchForm {
  const f = defaultForm(site);
  const capacity = measure === 'capacity' && site.role === 'producer';
  return { ...f, rounds: 1, ...(capacity ? { throughput: -1, records: 20_000 } : {}) };
}

export async function measureFix(ctx: RunContext, store: FixMeasurements, uri: vscode.Uri, site: SiteSummary, args: MeasureFixArgs): Promise<FixMeasurement | undefined> {
  const gate = await confirmRun(site);
  if (!gate) return undefined;
  const form = formFor(site, args.measure);
  // Side A names the fix's keys with their current values: the same config, and (like a sweep
  // point) not stored as the config's own result.
  const asWritten = Object.fromEntries(Object.keys(args.values).filter((k) => site.effective[k] !== undefined).map((k) => [k, site.effective[k]!]));
  const latencyMetric = site.role === 'consumer' ? 'fetchP99' : 'p99';
  const a: Array<{ recordsPerSec: number; p99: number }> = [];
  const b: Array<{ recordsPerSec: number; p99: number }> = [];
  for (let i = 0; i < PAIRS; i++) {
    for (const [side, overrides] of [[a, asWritten], [b, args.values]] as const) {
      const r = await runFromVsCode(ctx, uri, site, form, { ...overrides }, undefined, undefined, undefined, gate);
      if (!r) return undefined;
      side.push({ recordsPerSec: r.median.recordsPerSec ?? NaN, p99: r.median[latencyMetric] ?? NaN });
    }
  }
  const med = (xs: typeof a) => ({ recordsPerSec: median(xs.map((x) => x.recordsPerSec)), p99: median(xs.map((x) => x.p99)) });
  const m: FixMeasurement = {
    uri: uri.toString(), siteId: site.id, rule: args.rule, fix: args.fix, fingerprint: site.fingerprint,
    bootstrap: benchTarget().bootstrap, when: new Date().toISOString(), pairs: PAIRS,
    mode: form.throughput > 0 ? `throttled ${form.throughput.toLocaleString('en-US')} rec/s` : 'unthrottled',
    latencyMetric, asWritten: med(a), withFix: med(b),
  };
  await store.set(m);
  ctx.output.appendLine(`measure this fix (${args.rule}): ${fixMeasurementText(m)}`);
  return m;
}

const n = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toPrecision(3));

/** One sentence with both sides' numbers, so the ratio can be checked. */
export function fixMeasurementText(m: FixMeasurement): string {
  const ratio = m.withFix.recordsPerSec / m.asWritten.recordsPerSec;
  const dp = (m.withFix.p99 - m.asWritten.p99) / m.asWritten.p99;
  const pct = `${dp < 0 ? '−' : '+'}${Math.abs(dp * 100).toFixed(0)} %`;
  return `measured on ${m.bootstrap} (${m.pairs} interleaved runs each, ${m.mode}): ` +
    `${ratio.toFixed(1)}× throughput (${n(m.asWritten.recordsPerSec)} → ${n(m.withFix.recordsPerSec)} records/s), ` +
    `p99 ${pct} (${n(m.asWritten.p99)} → ${n(m.withFix.p99)} ms) with "${m.fix}"`;
}

/** Adds the measured figures to the hover of the finding they belong to. */
export class FixMeasurementHover implements vscode.HoverProvider {
  constructor(private readonly store: FixMeasurements, private readonly sites: (uri: vscode.Uri) => Promise<SiteSummary[]>) {}

  async provideHover(doc: vscode.TextDocument, pos: vscode.Position): Promise<vscode.Hover | undefined> {
    const here = vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === DIAGNOSTIC_SOURCE && d.range.contains(pos));
    if (here.length === 0) return undefined;
    const sites = await this.sites(doc.uri);
    const lines: string[] = [];
    for (const d of here) {
      const rule = typeof d.code === 'object' ? String(d.code.value) : String(d.code);
      const site = sites.find((s) => s.range.start.line <= d.range.start.line && d.range.start.line <= s.range.end.line);
      const m = site && this.store.get(doc.uri.toString(), site.id, rule);
      if (!m) continue;
      lines.push(`**${rule}** — ${fixMeasurementText(m)}${m.fingerprint === site.fingerprint ? '' : ' (measured before the config last changed)'}.`);
    }
    return lines.length ? new vscode.Hover(new vscode.MarkdownString(lines.join('\n\n'))) : undefined;
  }
}
