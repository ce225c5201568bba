// The benchmark panel's script (bundled by esbuild as a browser IIFE with chart.js inside, so no
// remote code is loaded). It only renders and posts typed messages; all work happens in the
// extension. Every incoming message is checked with the same zod schema the extension uses.
// Every number and control carries its explanation (common/src/benchHelp.ts), and every colour
// comes from the VS Code theme's CSS variables, so the panel reads in light, dark and high contrast.
import { Chart, Legend, LinearScale, LineController, LineElement, PointElement, ScatterController, Tooltip, type TooltipItem } from 'chart.js';
import { hostMessageSchema, metricRows, paretoFrontier, parseMessage, SASL_MECHANISMS, type BenchForm, type BenchKind, type BenchResult, type ChartReport, type ConnectionForm, type ConnectionSummary, type HostMessage, type PanelMessage, type SweepPoint, type SweepSummary } from '../../../common/src/bench';
import { CHEAPEST_TEXT, PREDICTION_HEADER, predictionText } from '../../../common/src/sweep';
import { unreportedMetrics } from '../../../common/src/clientMetrics';
import { renderSweepPlan } from './sweepPlan';
import { dominatedBy, metricHelp, modeHelp, percentChange, recordsMeaning, settingsDiff, type ControlId, type PanelControl } from '../../../common/src/benchHelp';
import { el, field, firstSentence, num, table, type Field } from './dom';

Chart.register(ScatterController, LineController, PointElement, LineElement, LinearScale, Tooltip, Legend);
declare function acquireVsCodeApi(): { postMessage(m: unknown): void; setState(s: unknown): void };
const vscode = acquireVsCodeApi();
const send = (m: PanelMessage) => vscode.postMessage(m);

let kind: BenchKind = 'producer';
/** The "Measure" choices, in BENCH_MODES order: the config's client alone, or produce → consume. */
const MODE_OPTIONS = ['this config alone', 'end to end (produce → consume)'] as const;
const e2eChosen = () => controls.some((c) => c.id === 'mode') && (form.mode.input as HTMLSelectElement).selectedIndex === 1;
let history: BenchResult[] = [];
let points: SweepPoint[] = [];
let chart: Chart | undefined;
let picked: SweepPoint | undefined;
let plan: SweepSummary | undefined;
let controls: PanelControl[] = [];
const app = document.getElementById('app')!;

// Every possible control; init says which apply to this config (panelControls in common/).
const form: Record<ControlId, Field> = {
  records: field('Records', 'number'), recordSize: field('Record bytes', 'number'), throughput: field('Rate', 'number'),
  rounds: field('Rounds', 'number'), partitions: field('Partitions', 'number'), payloadFile: field('Payload file', 'text'),
  engine: field('Engine', 'select', '', ['kafkajs', 'official']), sendPattern: field('kafkajs send pattern', 'select', '', ['serial', 'concurrent:10', 'batch:100']),
  timeoutSec: field('Broker timeout (s)', 'number'),
  mode: field('Measure', 'select', '', [...MODE_OPTIONS]),
};
const recordsTotal = el('small', { class: 'hint total' });
const sweepFields = {
  keyA: field('Sweep setting A', 'text', 'A config key to vary, e.g. linger.ms. Each combination of an A value and a B value is one benchmark run.'),
  valuesA: field('values of A', 'text', 'Comma-separated values of setting A, e.g. 0,5,20 (at most 6).'),
  keyB: field('Sweep setting B', 'text', 'A second config key to vary, e.g. batch.size.'),
  valuesB: field('values of B', 'text', 'Comma-separated values of setting B (at most 6).'),
  everyCell: field('Measure every cell', 'checkbox', 'Run the whole grid instead of the guided search. The guided search predicts each cell from the batching model, measures the cheapest first, skips cells the model rules out and stops at the first that meets your SLO.'),
};
const target = el('p', { class: 'target' });
const progress = el('progress', { max: '1', value: '0' }) as HTMLProgressElement;
const status = el('span', { class: 'status', role: 'status' });
const errorBox = el('div', { class: 'error', role: 'alert', hidden: '' });
const runBtn = el('button', {}, 'Run benchmark'), sweepBtn = el('button', {}, 'Run sweep'), cancelBtn = el('button', { class: 'secondary' }, 'Cancel');
const results = el('section'), historyBox = el('section'), compareBox = el('section');
const canvas = el('canvas', { width: '640', height: '320', role: 'img', 'aria-label': 'Sweep: capacity in records per second against p99 latency at the target rate' }) as HTMLCanvasElement;
const planBox = el('section', { class: 'sweep-plan' });
const chartBox = el('div', { class: 'chart' }, canvas);
const pickInfo = el('p', { class: 'muted' }, 'Run a sweep, then click a point to pick it.');
const applyBtn = el('button', { disabled: '' }, 'Apply this point');

// The connection form (SASL/TLS). The password never comes back from the extension.
const conn = {
  sasl: field('SASL mechanism', 'select', 'How the benchmark logs in to the broker. none: no login (PLAINTEXT or TLS only).', ['none', ...SASL_MECHANISMS]),
  username: field('Username', 'text', 'The SASL username.'),
  password: field('Password', 'password', 'The SASL password. Stored in VS Code\'s SecretStorage (the OS keychain), never in settings or logs. Leave empty to keep the stored one.'),
  tls: field('TLS', 'checkbox', 'Connect with TLS (SSL or SASL_SSL listener).'),
  caFile: field('CA certificate file (PEM)', 'text', 'The CA that signed the broker\'s certificate, when it is not a public CA. Absolute path or relative to the workspace folder.'),
  certFile: field('Client certificate file (PEM)', 'text', 'For brokers that require client certificates (mutual TLS); needs the key file too.'),
  keyFile: field('Client key file (PEM)', 'text', 'The private key of the client certificate.'),
};
const connState = el('p', { class: 'muted' });
const connMsg = el('p', { role: 'status' });
const saveConnBtn = el('button', {}, 'Save connection'), clearConnBtn = el('button', { class: 'secondary' }, 'Remove stored connection');

function readForm(): BenchForm {
  const [p, n] = form.sendPattern.input.value.split(':');
  const has = (id: ControlId) => controls.some((c) => c.id === id);
  return {
    records: num(form.records), recordSize: num(form.recordSize), throughput: has('throughput') ? num(form.throughput) : -1, rounds: num(form.rounds), partitions: num(form.partitions),
    payloadFile: has('payloadFile') ? form.payloadFile.input.value.trim() || undefined : undefined,
    engine: has('engine') ? (form.engine.input.value as BenchForm['engine']) : 'kafkajs',
    sendPattern: !has('sendPattern') ? undefined : p === 'concurrent' ? { kind: 'concurrent', n: Number(n) } : p === 'batch' ? { kind: 'batch', size: Number(n) } : { kind: 'serial' },
    timeoutSec: num(form.timeoutSec),
    ...(e2eChosen() ? { mode: 'e2e' as const } : {}),
  };
}

function readConnection(): ConnectionForm {
  return {
    sasl: conn.sasl.input.value as ConnectionForm['sasl'], username: conn.username.input.value, password: conn.password.input.value,
    tls: (conn.tls.input as HTMLInputElement).checked, caFile: conn.caFile.input.value, certFile: conn.certFile.input.value, keyFile: conn.keyFile.input.value,
  };
}

function layout(title: string, client: string, label: string): void {
  const roleText = kind === 'consumer' ? `consumer · ${client} client · reads a backlog it writes first` : `producer · ${client} client`;
  const help = modeHelp(label);
  // Two columns when the panel is wide (run on the left, sweep chart and history on the right), one otherwise.
  app.replaceChildren(
    el('h2', {}, title),
    el('p', { class: 'muted' }, `${roleText} · results are the median round with the range [min–max] of all rounds`),
    label ? el('p', { class: 'mode' }, 'Measured as: ', el('strong', {}, label), help ? ` — ${help.slice(help.indexOf(':') + 1).trim()}` : '') : '',
    target,
    el('div', { class: 'cols' },
      el('div', { class: 'col' },
        el('h3', {}, 'Run'),
        el('div', { class: 'form' }, ...controls.map((c) => form[c.id].label)),
        recordsTotal,
        el('div', { class: 'row' }, runBtn, cancelBtn, progress, status), errorBox,
        el('details', { class: 'connection' }, el('summary', {}, 'Connection (SASL / TLS)'), connState,
          el('div', { class: 'form' }, ...Object.values(conn).map((f) => f.label)), el('div', { class: 'row' }, saveConnBtn, clearConnBtn), connMsg),
        el('h3', {}, 'Latest result'), results),
      el('div', { class: 'col' },
        el('h3', {}, kind === 'consumer' ? 'Sweep: records/s against poll p99' : 'Sweep: capacity against p99 at your rate'),
        kind === 'consumer'
          ? el('p', { class: 'muted' }, 'One benchmark per combination of the values below; each point is one run: its records/s and its poll p99 (99 % of the gaps between two hand-overs of records to the application were shorter). Lower right is best; the Pareto frontier joins the points that no other point beats on both. Hover a point for its values, click it to pick it.')
          : el('p', { class: 'muted' }, `Each point is two runs of one combination of the values below: its capacity (records/s unthrottled) and its p99 at your target rate (the Rate field, or rate= of the kafka-tuning comment), counted from each record's intended send time so a stall is not hidden. Lower right is best; the Pareto frontier joins the points no other point beats on both. Points that meet your SLO (capacity at least the rate, p99 within p99-ms= of the kafka-tuning comment) are marked. The search predicts every cell from the batching model first, runs the cheapest first and stops at the first that meets the SLO. ${CHEAPEST_TEXT}`),
        el('div', { class: 'form' }, ...(kind === 'consumer' ? [sweepFields.keyA, sweepFields.valuesA, sweepFields.keyB, sweepFields.valuesB] : Object.values(sweepFields)).map((f) => f.label)),
        el('div', { class: 'row' }, sweepBtn), chartBox, pickInfo, el('div', { class: 'row' }, applyBtn), planBox,
        el('h3', {}, 'History'), el('p', { class: 'muted' }, 'Tick two runs to compare them: the metrics side by side and the settings that differed.'), historyBox, compareBox),
    ),
  );
}

function updateRecordsTotal(): void {
  recordsTotal.textContent = recordsMeaning(e2eChosen() ? 'e2e' : kind, num(form.records) || 0, num(form.partitions) || 1);
}

function renderResult(r: BenchResult | undefined): void {
  if (!r) { results.replaceChildren(el('p', { class: 'muted' }, 'No run yet.')); return; }
  const rows = metricRows(r.kind).filter(([k]) => k in r.median).map(([k, label]): Array<string | [string, string]> => [[label, metricHelp(k, r.kind)], fmt(r.median[k]), `${fmt(r.min[k])}–${fmt(r.max[k])}`]);
  // A metric the engine cannot know gets its row with the reason, so its absence is not read as zero.
  for (const u of unreportedMetrics(r)) rows.push([[u.label, metricHelp(u.key, r.kind)], u.text, '–']);
  const head = el('p', {}, el('span', { class: 'explained', title: modeHelp(r.label) }, r.label), ` · ${r.mode} · ${r.roundsRun} ${r.roundsRun === 1 ? 'round' : 'rounds'} · ${new Date(r.when).toLocaleString()} · ${r.cluster}`);
  const glossary = el('details', { class: 'glossary' }, el('summary', {}, 'What these numbers mean'),
    el('dl', {}, ...metricRows(r.kind).filter(([k]) => k in r.median).flatMap(([k, name]) => [el('dt', {}, name), el('dd', {}, metricHelp(k, r.kind))])));
  const diagnosis = r.diagnosis ? [el('p', { class: 'diagnosis', title: 'Read from the median round\'s client metrics: which gate sent the batches, and whether time went into the producer\'s buffer or the round trip to the cluster.' }, el('strong', {}, 'Diagnosis: '), r.diagnosis)] : [];
  results.replaceChildren(head, ...diagnosis, table(['metric (hover for its meaning)', ['median', 'The middle round: half the rounds measured less, half more.'], ['min–max', 'The lowest and highest value over all rounds: how much the rounds disagreed.']], rows), glossary, ...r.warnings.map((w) => el('p', { class: 'warn' }, w)));
}

const p50 = (r: BenchResult) => r.median.p50 ?? r.median.pollP50;
const p99 = (r: BenchResult) => r.median.p99 ?? r.median.pollP99;

function renderHistory(): void {
  const boxes: HTMLInputElement[] = [];
  const items = history.map((r, i) => {
    const cb = el('input', { type: 'checkbox', 'aria-label': `compare run ${i + 1}` }) as HTMLInputElement;
    boxes.push(cb);
    cb.addEventListener('change', () => compare(history.filter((_, j) => boxes[j].checked)));
    return el('li', {}, el('label', { class: 'check' }, cb, el('span', {}, `${new Date(r.when).toLocaleString()} — ${r.mode}, p50 ${fmt(p50(r))} ms, p99 ${fmt(p99(r))} ms, ${fmt(r.median.recordsPerSec)} records/s`)));
  });
  const clear = el('button', { class: 'secondary' }, 'Clear history');
  clear.addEventListener('click', () => send({ type: 'clearHistory' }));
  historyBox.replaceChildren(history.length ? el('ul', { class: 'history' }, ...items) : el('p', { class: 'muted' }, 'No history.'), clear);
  compareBox.replaceChildren();
}

function compare(sel: BenchResult[]): void {
  if (sel.length !== 2) { compareBox.replaceChildren(sel.length > 2 ? el('p', { class: 'muted' }, 'Tick exactly two runs to compare.') : ''); return; }
  // A is the older run, B the newer: "B vs A" reads as "what the change did".
  const [b, a] = sel;
  const keys = metricRows(a.kind).filter(([k]) => k in a.median && k in b.median);
  const diff = settingsDiff(a, b);
  compareBox.replaceChildren(
    el('h4', {}, `A: ${new Date(a.when).toLocaleString()}  ·  B: ${new Date(b.when).toLocaleString()}`),
    diff.length ? table(['setting that differs', 'A', 'B'], diff.map((d) => [d.key, d.a, d.b])) : el('p', { class: 'muted' }, 'Both runs used the same settings: a difference below is run-to-run noise.'),
    table(['metric', 'A', 'B', ['B vs A', '(B − A) ÷ A, rounded to a whole percent; "same" when it rounds to 0. Whether higher is better depends on the metric: throughput yes, latency no.']], keys.map(([k, label]) => [[label, metricHelp(k, a.kind)], fmt(a.median[k]), fmt(b.median[k]), percentChange(a.median[k], b.median[k])])),
  );
}

/** Theme colours for the chart, each read from a VS Code CSS variable (with the variable's name, for the report). */
function themeColors() {
  const style = getComputedStyle(document.body);
  // A series must be drawn opaque: some themes define a chart colour with alpha (Default Dark
  // Modern's charts.orange is a third opaque), which reads as a pale smear. Those fall through.
  const opaque = (c: string) => alpha(c) >= 0.8;
  const pick = (solid: boolean, ...vars: string[]) => {
    for (const v of vars) { const c = style.getPropertyValue(v).trim(); if (c && (!solid || opaque(c))) return { variable: v, color: c }; }
    return { variable: '--vscode-foreground', color: style.getPropertyValue('--vscode-foreground').trim() || style.color };
  };
  return {
    points: pick(true, '--vscode-charts-blue', '--vscode-textLink-foreground'),
    frontier: pick(true, '--vscode-charts-orange', '--vscode-charts-purple', '--vscode-editorWarning-foreground'),
    picked: pick(true, '--vscode-charts-red', '--vscode-focusBorder', '--vscode-errorForeground'),
    meets: pick(true, '--vscode-charts-green', '--vscode-testing-iconPassed', '--vscode-terminal-ansiGreen'),
    budget: pick(true, '--vscode-charts-yellow', '--vscode-editorWarning-foreground', '--vscode-charts-purple'),
    text: pick(true, '--vscode-charts-foreground', '--vscode-foreground'),
    grid: pick(false, '--vscode-charts-lines', '--vscode-widget-border', '--vscode-editorWidget-border'),
    background: pick(false, '--vscode-editor-background'),
  };
}

/** The alpha of a CSS colour as VS Code writes them (#rrggbbaa, #rgba, rgb()/rgba()); 1 when there is none. */
function alpha(c: string): number {
  const fn = /^rgba?\(([^)]*)\)$/.exec(c);
  if (fn) { const parts = fn[1].split(/[\s,/]+/).filter(Boolean); return parts.length >= 4 ? Number(parts[3]) : 1; }
  if (/^#([0-9a-f]{8}|[0-9a-f]{4})$/i.test(c)) return parseInt(c.length === 9 ? c.slice(7) : c.slice(4).repeat(2), 16) / 255;
  return 1;
}

function pointTip(p: SweepPoint | undefined): string[] {
  if (!p) return [];
  if (kind === 'consumer') return [`${fmt(p.throughput)} records/s · poll p99 ${fmt(p.p99)} ms${p.p50 !== undefined ? ` · poll p50 ${fmt(p.p50)} ms` : ''}`, ...Object.entries(p.overrides).map(([k, v]) => `${k} = ${v}`)];
  const predicted = p.prediction ? [`${PREDICTION_HEADER}: ${predictionText(p.prediction)}`] : [];
  return [`capacity ${fmt(p.throughput)} records/s · p99 at ${fmt(p.atRate?.rate)} records/s ${fmt(p.p99)} ms${p.meetsSlo === undefined ? '' : p.meetsSlo ? ' · meets the SLO' : ' · misses the SLO'}`, ...predicted, ...Object.entries(p.overrides).map(([k, v]) => `${k} = ${v}`)];
}

function renderChart(): void {
  const c = themeColors();
  const front = paretoFrontier(points);
  const meeting = points.filter((p) => p.meetsSlo);
  const budget = kind === 'producer' ? plan?.slo.p99Ms : undefined;
  const xy = (p: SweepPoint) => ({ x: p.throughput, y: p.p99 });
  const data = { datasets: [
    { type: 'scatter' as const, label: 'settings tried', data: points.map(xy), pointRadius: 6, pointHoverRadius: 8, backgroundColor: c.points.color, borderColor: c.points.color },
    // Frontier points get a ring as well as the line: a frontier of one point has no line to draw.
    { type: 'line' as const, label: 'Pareto frontier', data: front.map(xy), pointRadius: 9, pointHoverRadius: 9, pointBorderWidth: 2, pointBackgroundColor: 'transparent', borderWidth: 2, borderColor: c.frontier.color, backgroundColor: c.frontier.color },
    { type: 'scatter' as const, label: 'picked', data: picked ? [xy(picked)] : [], pointRadius: 11, pointHoverRadius: 11, borderWidth: 3, borderColor: c.picked.color, backgroundColor: 'transparent' },
    // Producer sweeps: the points that meet the SLO (filled squares) and the p99 budget as a dashed line.
    { type: 'scatter' as const, label: 'meets the SLO', data: meeting.map(xy), pointStyle: 'rect', pointRadius: 7, pointHoverRadius: 8, backgroundColor: c.meets.color, borderColor: c.meets.color },
    { type: 'line' as const, label: budget !== undefined ? `p99 budget ${fmt(budget)} ms` : 'p99 budget (none declared)', data: budget !== undefined && points.length ? [{ x: 0, y: budget }, { x: Math.max(...points.map((p) => p.throughput)) * 1.1, y: budget }] : [], pointRadius: 0, borderDash: [6, 4], borderWidth: 1.5, borderColor: c.budget.color, backgroundColor: c.budget.color },
  ] };
  const axis = (text: string) => ({ type: 'linear' as const, beginAtZero: true, grace: '10%', title: { display: true, text, color: c.text.color }, ticks: { color: c.text.color }, grid: { color: c.grid.color }, border: { color: c.grid.color } });
  const options = {
    animation: false as const,
    scales: kind === 'consumer'
      ? { x: axis('records/s (higher is better)'), y: axis('poll p99 ms (lower is better)') }
      : { x: axis('capacity: records/s unthrottled (higher is better)'), y: axis(`p99 ms at ${plan ? fmt(plan.slo.rate) : 'the target'} records/s, from intended send (lower is better)`) },
    plugins: {
      legend: { labels: { color: c.text.color } },
      tooltip: { callbacks: { label: (t: TooltipItem<'scatter'>) => t.datasetIndex === 4 ? `p99 budget ${fmt(budget)} ms` : pointTip([points[t.dataIndex], front[t.dataIndex], picked, meeting[t.dataIndex]][t.datasetIndex]) } },
    },
    onClick: (_e: unknown, els: Array<{ datasetIndex: number; index: number }>) => { const hit = els.find((x) => x.datasetIndex === 0 || x.datasetIndex === 3); if (hit) pick(hit.datasetIndex === 0 ? points[hit.index] : meeting[hit.index]); },
  };
  if (chart) { chart.data = data; chart.options = options as never; chart.update(); }
  else chart = new Chart(canvas, { type: 'scatter', data, options: options as never });
  chartBox.style.background = c.background.color;
  const report: ChartReport = {
    theme: document.body.className.split(/\s+/).find((x) => x.startsWith('vscode-')) ?? 'unknown', background: c.background.color, points: points.length,
    series: [{ name: 'settings tried', ...c.points }, { name: 'Pareto frontier', ...c.frontier }, { name: 'picked point', ...c.picked }, { name: 'meets the SLO', ...c.meets }, { name: 'p99 budget', ...c.budget }, { name: 'axis text', ...c.text }, { name: 'grid lines', ...c.grid }],
  };
  send({ type: 'rendered', chart: report });
}

function pick(p: SweepPoint): void {
  picked = p;
  if (plan?.pick && label(p) === label({ ...p, overrides: plan.pick })) {
    pickInfo.className = 'muted';
    pickInfo.textContent = `Picked by the search: ${label(p)} — capacity ${fmt(p.throughput)} records/s, p99 ${fmt(p.p99)} ms at ${fmt(plan.slo.rate)} records/s (budget ${fmt(plan.slo.p99Ms)} ms): the cheapest cell that meets the SLO by its own measurement. ${CHEAPEST_TEXT}`;
    applyBtn.removeAttribute('disabled');
    applyBtn.textContent = `Apply this point (${label(p)})`;
    renderChart();
    return;
  }
  applyBtn.removeAttribute('disabled');
  const better = dominatedBy(p, points);
  if (better) {
    pickInfo.className = 'warn';
    pickInfo.textContent = `Picked ${label(p)}: ${fmt(p.throughput)} records/s, p99 ${fmt(p.p99)} ms. Another point does better on both — ${label(better)}: ${fmt(better.throughput)} records/s, p99 ${fmt(better.p99)} ms. Apply this one only if you have a reason.`;
    applyBtn.textContent = `Apply ${label(p)} anyway`;
  } else {
    pickInfo.className = 'muted';
    pickInfo.textContent = `Picked ${label(p)}: ${fmt(p.throughput)} records/s, p99 ${fmt(p.p99)} ms${p.p50 !== undefined ? `, p50 ${fmt(p.p50)} ms` : ''}. No other point has both more throughput and a lower p99.`;
    applyBtn.textContent = `Apply ${label(p)} to this config`;
  }
  renderChart();
}

const label = (p: SweepPoint | undefined) => (p ? Object.entries(p.overrides).map(([k, v]) => `${k}=${v}`).join(', ') : '');
const fmt = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : n >= 1000 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

function busy(on: boolean): void {
  for (const b of [runBtn, sweepBtn]) b.toggleAttribute('disabled', on);
  cancelBtn.toggleAttribute('disabled', !on);
}

function showError(message: string | undefined): void {
  errorBox.textContent = message ? `Error: ${message}` : '';
  errorBox.toggleAttribute('hidden', !message);
  progress.toggleAttribute('hidden', !!message);
}

let lastTarget: { bootstrap: string; source: string } | undefined;
function showTarget(t: { bootstrap: string; source: string } | undefined, timeoutSec: number): void {
  lastTarget = t;
  if (!t) return;
  target.replaceChildren(el('strong', {}, `Broker: ${t.bootstrap}`), ` — from the ${t.source}. `, el('span', { class: 'muted' }, timeoutText(timeoutSec)));
}

/** The promise the timeout field makes, true for the engine chosen (the perf tool has its own clients' timeouts). */
function timeoutText(sec: number): string {
  const official = controls.some((c) => c.id === 'engine') && form.engine.input.value === 'official';
  return official ? `Apache Kafka's perf tool is stopped after ${sec * 5} s (5 × the broker timeout); its Java client has its own request timeouts.` : `A broker that does not answer for ${sec} s ends the run with an error.`;
}

function showConnection(c: ConnectionSummary): void {
  conn.sasl.input.value = c.sasl; conn.username.input.value = c.username; conn.password.input.value = '';
  (conn.tls.input as HTMLInputElement).checked = c.tls; conn.caFile.input.value = c.caFile; conn.certFile.input.value = c.certFile; conn.keyFile.input.value = c.keyFile;
  (conn.password.input as HTMLInputElement).placeholder = c.hasPassword ? '(stored — leave empty to keep)' : '';
  connState.textContent = !c.stored ? 'No connection stored: the benchmark connects without SASL or TLS.'
    : `Stored: ${c.sasl === 'none' ? 'no SASL' : `SASL ${c.sasl.toUpperCase()} as ${c.username}${c.hasPassword ? ' (password stored)' : ''}`}, TLS ${c.tls ? 'on' : 'off'}.`;
  for (const f of Object.values(conn)) { f.hint.classList.remove('field-error'); f.input.removeAttribute('aria-invalid'); }
}

function onMessage(m: HostMessage): void {
  switch (m.type) {
    case 'init': {
      // Kept by VS Code across window reloads and handed to the extension's panel serializer.
      if (m.restore) vscode.setState(m.restore);
      kind = m.site.kind;
      controls = m.controls;
      for (const c of controls) {
        form[c.id].label.title = c.help; form[c.id].hint.textContent = firstSentence(c.help);
        (form[c.id].label.querySelector('span') as HTMLElement).textContent = c.label;
      }
      const measuredAs = kind === 'consumer' ? (m.site.client === 'kafkajs' ? 'kafkajs consumer' : 'Java consumer config mapped to kafkajs') : m.site.client === 'kafkajs' ? 'kafkajs send pattern' : 'Java batching emulated';
      layout(`Benchmark: ${m.site.label}`, m.site.client, measuredAs);
      form.records.input.value = String(m.form.records); form.recordSize.input.value = String(m.form.recordSize); form.throughput.input.value = String(m.form.throughput);
      form.rounds.input.value = String(m.form.rounds); form.partitions.input.value = String(m.form.partitions); form.engine.input.value = m.form.engine;
      form.timeoutSec.input.value = String(m.form.timeoutSec);
      (form.mode.input as HTMLSelectElement).selectedIndex = m.form.mode === 'e2e' ? 1 : 0;
      updateRecordsTotal();
      const grid = kind === 'producer' ? ['linger.ms', '0,5,20,50,100,200', 'batch.size', '16384,65536,262144'] : ['fetch.min.bytes', '1,65536,1048576', 'fetch.max.wait.ms', '10,100,500'];
      [sweepFields.keyA.input.value, sweepFields.valuesA.input.value, sweepFields.keyB.input.value, sweepFields.valuesB.input.value] = grid;
      showTarget(m.target, m.form.timeoutSec);
      showConnection(m.connection);
      history = m.history; renderResult(history[0]); renderHistory(); busy(false); showError(undefined);
      renderChart();
      if (!m.trusted) { busy(true); status.textContent = 'Disabled: this workspace is not trusted.'; }
      return;
    }
    case 'started':
      showError(undefined); progress.value = 0; busy(true); showTarget(m.target, m.timeoutSec);
      status.textContent = `${m.what === 'sweep' ? 'Sweep' : 'Run'} started against ${m.target.bootstrap}…`;
      return;
    case 'progress': progress.value = m.fraction; status.textContent = m.message; return;
    case 'result': renderResult(m.result); return;
    case 'history': history = m.history; renderHistory(); return;
    case 'sweepPoint': points.push(m.point); renderChart(); return;
    case 'sweepSummary': {
      plan = m.summary;
      planBox.replaceChildren(...renderSweepPlan(plan, points));
      const chosen = plan.pick && points.find((p) => label(p) === label({ ...p, overrides: plan!.pick! }));
      if (chosen && chosen !== picked) pick(chosen);
      else renderChart();
      return;
    }
    case 'done': busy(false); status.textContent = m.cancelled ? 'Cancelled.' : 'Done.'; progress.value = m.cancelled ? 0 : 1; return;
    case 'failing': showError(m.message); status.textContent = 'Failed — deleting the benchmark topic and disconnecting (slow when the broker does not answer)…'; return;
    case 'error': busy(false); status.textContent = 'Failed.'; showError(m.message); return;
    case 'connection': {
      const errors = Object.entries(m.errors);
      if (!errors.length) showConnection(m.connection);
      for (const f of Object.values(conn)) { f.hint.classList.remove('field-error'); f.input.removeAttribute('aria-invalid'); }
      for (const [k, msg] of errors) {
        const f = conn[k as keyof typeof conn];
        if (!f) continue;
        f.hint.textContent = msg; f.hint.classList.add('field-error'); f.input.setAttribute('aria-invalid', 'true');
      }
      connMsg.className = errors.length ? 'field-error' : 'muted';
      connMsg.textContent = errors.length ? `Not saved: ${errors.length} field(s) to fix.` : m.connection.stored ? 'Saved in SecretStorage.' : 'No connection stored.';
      return;
    }
  }
}

runBtn.addEventListener('click', () => { showError(undefined); status.textContent = ''; progress.value = 0; busy(true); send({ type: 'run', form: readForm() }); });
cancelBtn.addEventListener('click', () => send({ type: 'cancel' }));
sweepBtn.addEventListener('click', () => {
  const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);
  points = []; picked = undefined; plan = undefined; planBox.replaceChildren(); applyBtn.setAttribute('disabled', ''); renderChart(); busy(true); showError(undefined);
  const search = (sweepFields.everyCell.input as HTMLInputElement).checked ? 'grid' : 'guided';
  send({ type: 'sweep', form: readForm(), grid: { keyA: sweepFields.keyA.input.value.trim(), valuesA: list(sweepFields.valuesA.input.value), keyB: sweepFields.keyB.input.value.trim(), valuesB: list(sweepFields.valuesB.input.value) }, search });
});
applyBtn.addEventListener('click', () => { if (picked) send({ type: 'apply', overrides: picked.overrides }); });
saveConnBtn.addEventListener('click', () => send({ type: 'saveConnection', connection: readConnection() }));
clearConnBtn.addEventListener('click', () => send({ type: 'clearConnection' }));
for (const f of [form.records, form.partitions, form.mode]) f.input.addEventListener('input', updateRecordsTotal);
for (const f of [form.timeoutSec, form.engine]) f.input.addEventListener('input', () => showTarget(lastTarget, num(form.timeoutSec)));
// A colour theme change re-styles the page (body class and CSS variables): redraw the chart in the new colours.
// VS Code sets the theme's class on <body> and its variables in <html>'s style attribute.
const restyled = new MutationObserver(() => { if (chart) renderChart(); });
for (const node of [document.body, document.documentElement]) restyled.observe(node, { attributes: true, attributeFilter: ['class', 'style'] });
window.addEventListener('message', (e: MessageEvent) => {
  const r = parseMessage(hostMessageSchema, e.data);
  if (r.ok) onMessage(r.value);
  else console.warn(`benchmark panel: rejected message: ${r.error}`);
});
send({ type: 'ready' });
