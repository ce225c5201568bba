// kafkajs-retry-factor: `retry: { factor }` above 1. In kafkajs, factor is the randomization of each
// wait, not its growth: the next wait is drawn from retryTime × (1 − factor) … retryTime × (1 +
// factor), then multiplied by `multiplier` (src/retry/index.js randomFromRetryTime and
// calculateExponentialRetryTime; defaults factor 0.2, multiplier 2). With factor above 1 the draw can
// be negative; setTimeout runs a negative delay at once, and the waits after it are drawn around a
// negative time, so retries come with no back-off. Exponential growth is `multiplier`.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const CLIENT = (retry: string) => `import { Kafka } from 'kafkajs';

export const kafka = new Kafka({
  clientId: 'feed',
  brokers: ['kafka-1:9092', 'kafka-2:9092'],
  retry: { ${retry} },
});
`;

/** 1 - 1.2 printed as -0.2, not -0.19999999999999996. */
const round = (x: number) => Number(x.toFixed(2));

export const kafkajsRetryFactor: Rule = {
  id: 'kafkajs-retry-factor',
  severity: Severity.Warning,
  clients: ['kafkajs'],
  source: 'kafkajs src/retry/index.js (randomFromRetryTime: a wait drawn from retryTime ± factor × retryTime; calculateExponentialRetryTime multiplies by multiplier); defaults factor 0.2, multiplier 2',
  summary: 'kafkajs retry.factor above 1: factor randomizes each wait (retryTime ± factor × retryTime), so waits can be negative and retries run with no back-off; growth is multiplier.',
  docs: {
    why: 'kafkajs\'s retry has two numbers that are easy to confuse: `multiplier` (default 2) is how much each wait grows, `factor` (default 0.2) is how far each wait is randomized around its value. A wait is drawn between retryTime × (1 − factor) and retryTime × (1 + factor), so a factor above 1 lets it fall below zero.',
    consequence: 'A negative wait is run at once by setTimeout, and the following waits are drawn around that negative time: the retries come in quick succession with no back-off, and a broker that is briefly down is hammered and the retries run out within milliseconds (kafkajs src/retry/index.js).',
    bad: { file: 'kafka.ts', text: CLIENT('initialRetryTime: 300, factor: 2, retries: 8') },
    good: { file: 'kafka.ts', text: CLIENT('initialRetryTime: 300, multiplier: 2, retries: 8') },
    falsePositives: 'None known: no factor above 1 keeps every wait positive. A factor of exactly 1 can draw a wait of zero and is not reported.',
    versions: 'kafkajs 1.x and 2.x',
  },
  check(ctx) {
    const f = tsExtras(ctx.site)?.retryFactor;
    if (!f) return [];
    return [{
      range: f.range,
      message: `retry.factor=${f.value} randomizes each wait by ±${round(f.value * 100)} %: kafkajs draws it between retryTime × ${round(1 - f.value)} and retryTime × ${round(1 + f.value)} (src/retry/index.js), so it can be negative, and setTimeout runs a negative wait at once: retries with no back-off. factor is the randomization (default 0.2); the growth between retries is multiplier (default 2).`,
    }];
  },
};
