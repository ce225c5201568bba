// The benchmark panel's script (bundled by esbuild as a browser IIFE with chart.js inside, so no
// remote code is loaded). It only renders and posts typed messages; all work happens in the
// extension. Every incoming message is checked with the same zod schema the extension uses.
import { Chart, Legend, LinearScale, LineController, LineElement, PointElement, ScatterController, Tooltip } from 'chart.js';
import { hostMessageSchema, metricRows, paretoFrontier, parseMessage, type BenchForm, type BenchKind, type BenchResult, type HostMessage, type PanelMessage, type SweepPoint } from '../../../common/src/bench';

import { el, field, num, table } from './dom';

Chart.register(ScatterController, LineController, PointElement, LineElement, LinearScale, Tooltip, Legend);
declare function acquireVsCodeApi(): { postMessage(m: unknown): void; setState(s: unknown): void };
const vscode = acquireVsCodeApi();
const send = (m: PanelMessage) => vscode.postMessage(m);

let kind: BenchKind = 'producer';
let history: BenchResult[] = [];
let points: SweepPoint[] = [];
let chart: Chart | undefined;
let picked: SweepPoint | undefined;
const app = document.getElementById('app')!;

const form = {
  records: field('Records' , 'number'), recordSize: field('Record bytes', 'number'), throughput: field('Rate (rec/s, -1 = unthrottled)', 'number'),
  rounds: field('Rounds', 'number'), partitions: field('Partitions', 'number'), payloadFile: field('Payload file (optional)', 'text'),
  engine: field('Engine', 'select', ['kafkajs', 'official']), pattern: field('kafkajs send pattern', 'select', ['serial', 'concurrent:10', 'batch:100']),
};
const sweepFields = { keyA: field('Sweep key A', 'text'), valuesA: field('values', 'text'), keyB: field('Sweep key B', 'text'), valuesB: field('values', 'text') };
const progress = el('progress', { max: '1', value: '0' }) as HTMLProgressElement;
const status = el('span', { class: 'status' });
const runBtn = el('button', {}, 'Run benchmark'), sweepBtn = el('button', {}, 'Run sweep'), cancelBtn = el('button', { class: 'secondary' }, 'Cancel');
const results = el('section'), historyBox = el('section'), compareBox = el('section');
const canvas = el('canvas', { width: '600', height: '320' }) as HTMLCanvasElement;
const applyBtn = el('button', { disabled: '' }, 'Apply picked point to this config');

function readForm(): BenchForm {
  const [p, n] = form.pattern.input.value.split(':');
  return {
    records: num(form.records), recordSize: num(form.recordSize), throughput: num(form.throughput), rounds: num(form.rounds), partitions: num(form.partitions),
    payloadFile: form.payloadFile.input.value.trim() || undefined, engine: form.engine.input.value as BenchForm['engine'],
    sendPattern: p === 'concurrent' ? { kind: 'concurrent', n: Number(n) } : p === 'batch' ? { kind: 'batch', size: Number(n) } : { kind: 'serial' },
  };
}

function layout(title: string, client: string): void {
  app.replaceChildren(
    el('h2', {}, title), el('p', { class: 'muted' }, `${kind} · ${client} client · results: median of rounds [min–max]`),
    el('div', { class: 'form' }, ...Object.values(form).map((f) => f.label)),
    el('div', { class: 'row' }, runBtn, cancelBtn, progress, status),
    el('h3', {}, 'Latest result'), results,
    el('h3', {}, 'History (tick two to compare)'), historyBox, compareBox,
    el('h3', {}, 'Sweep: throughput vs p99, Pareto frontier'), el('div', { class: 'form' }, ...Object.values(sweepFields).map((f) => f.label)),
    el('div', { class: 'row' }, sweepBtn, applyBtn), canvas,
  );
}

function renderResult(r: BenchResult | undefined): void {
  if (!r) { results.replaceChildren(el('p', { class: 'muted' }, 'No run yet.')); return; }
  const rows = metricRows(r.kind).filter(([k]) => k in r.median).map(([k, label]) => [label, fmt(r.median[k]), `${fmt(r.min[k])}–${fmt(r.max[k])}`]);
  results.replaceChildren(el('p', {}, `${r.label} · ${r.mode} · ${r.roundsRun} rounds · ${new Date(r.when).toLocaleString()} · ${r.cluster}`), table(['metric', 'median', 'min–max'], rows), ...r.warnings.map((w) => el('p', { class: 'warn' }, w)));
}

function renderHistory(): void {
  const boxes: HTMLInputElement[] = [];
  const items = history.map((r) => {
    const cb = el('input', { type: 'checkbox' }) as HTMLInputElement;
    boxes.push(cb);
    cb.addEventListener('change', () => compare(history.filter((_, i) => boxes[i].checked)));
    return el('li', {}, cb, ` ${new Date(r.when).toLocaleString()} — ${r.mode}, p50 ${fmt(r.median.p50 ?? r.median.pollP50)} ms, p99 ${fmt(r.median.p99 ?? r.median.pollP99)} ms, ${fmt(r.median.recordsPerSec)} rec/s`);
  });
  const clear = el('button', { class: 'secondary' }, 'Clear history');
  clear.addEventListener('click', () => send({ type: 'clearHistory' }));
  historyBox.replaceChildren(history.length ? el('ul', {}, ...items) : el('p', { class: 'muted' }, 'No history.'), clear);
  compareBox.replaceChildren();
}

function compare(sel: BenchResult[]): void {
  if (sel.length !== 2) { compareBox.replaceChildren(); return; }
  const [a, b] = sel;
  const keys = metricRows(a.kind).filter(([k]) => k in a.median && k in b.median);
  compareBox.replaceChildren(table(['metric', 'A', 'B', 'B vs A'], keys.map(([k, label]) => [label, fmt(a.median[k]), fmt(b.median[k]), a.median[k] ? `${(((b.median[k] - a.median[k]) / a.median[k]) * 100).toFixed(0)} %` : '–'])));
}

function renderChart(): void {
  const front = paretoFrontier(points);
  const data = { datasets: [
    { type: 'scatter' as const, label: 'grid points', data: points.map((p) => ({ x: p.throughput, y: p.p99 })), pointRadius: 5 },
    { type: 'line' as const, label: 'Pareto frontier', data: front.map((p) => ({ x: p.throughput, y: p.p99 })), pointRadius: 3 },
  ] };
  if (chart) { chart.data = data; chart.update(); return; }
  chart = new Chart(canvas, {
    type: 'scatter', data,
    options: {
      animation: false,
      scales: { x: { type: 'linear', title: { display: true, text: 'records/s' } }, y: { type: 'linear', title: { display: true, text: 'p99 ms' } } },
      plugins: { tooltip: { callbacks: { label: (c) => label(points[c.dataIndex]) } } },
      onClick: (_e, els) => { const hit = els.find((x) => x.datasetIndex === 0); if (!hit) return; picked = points[hit.index]; applyBtn.removeAttribute('disabled'); applyBtn.textContent = `Apply ${label(picked)} to this config`; },
    },
  });
}

const label = (p: SweepPoint | undefined) => (p ? Object.entries(p.overrides).map(([k, v]) => `${k}=${v}`).join(', ') : '');
const fmt = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : n >= 1000 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

function busy(on: boolean): void {
  for (const b of [runBtn, sweepBtn]) b.toggleAttribute('disabled', on);
  cancelBtn.toggleAttribute('disabled', !on);
}

function onMessage(m: HostMessage): void {
  switch (m.type) {
    case 'init': {
      // Kept by VS Code across window reloads and handed to the extension's panel serializer.
      if (m.restore) vscode.setState(m.restore);
      kind = m.site.kind;
      layout(`Benchmark: ${m.site.label}`, m.site.client);
      form.records.input.value = String(m.form.records); form.recordSize.input.value = String(m.form.recordSize); form.throughput.input.value = String(m.form.throughput);
      form.rounds.input.value = String(m.form.rounds); form.partitions.input.value = String(m.form.partitions); form.engine.input.value = m.form.engine;
      form.pattern.label.hidden = m.site.client !== 'kafkajs';
      const grid = kind === 'producer' ? ['linger.ms', '0,5,20', 'batch.size', '16384,131072'] : ['fetch.min.bytes', '1,65536,1048576', 'fetch.max.wait.ms', '10,100,500'];
      [sweepFields.keyA.input.value, sweepFields.valuesA.input.value, sweepFields.keyB.input.value, sweepFields.valuesB.input.value] = grid;
      history = m.history; renderResult(history[0]); renderHistory(); busy(false);
      if (!m.trusted) { busy(true); status.textContent = 'Disabled: this workspace is not trusted.'; }
      return;
    }
    case 'progress': progress.value = m.fraction; status.textContent = m.message; return;
    case 'result': renderResult(m.result); return;
    case 'history': history = m.history; renderHistory(); return;
    case 'sweepPoint': points.push(m.point); renderChart(); return;
    case 'done': busy(false); status.textContent = m.cancelled ? 'Cancelled.' : 'Done.'; progress.value = m.cancelled ? 0 : 1; return;
    case 'error': busy(false); status.textContent = `Error: ${m.message}`; return;
  }
}

runBtn.addEventListener('click', () => { busy(true); send({ type: 'run', form: readForm() }); });
cancelBtn.addEventListener('click', () => send({ type: 'cancel' }));
sweepBtn.addEventListener('click', () => {
  const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);
  points = []; picked = undefined; applyBtn.setAttribute('disabled', ''); renderChart(); busy(true);
  send({ type: 'sweep', form: readForm(), grid: { keyA: sweepFields.keyA.input.value.trim(), valuesA: list(sweepFields.valuesA.input.value), keyB: sweepFields.keyB.input.value.trim(), valuesB: list(sweepFields.valuesB.input.value) } });
});
applyBtn.addEventListener('click', () => { if (picked) send({ type: 'apply', overrides: picked.overrides }); });
window.addEventListener('message', (e: MessageEvent) => {
  const r = parseMessage(hostMessageSchema, e.data);
  if (r.ok) onMessage(r.value);
  else console.warn(`benchmark panel: rejected message: ${r.error}`);
});
send({ type: 'ready' });
