// The names a user acts on in the engine's messages. The VS Code client and the CLI set the same
// switches differently (a setting vs a flag), and a message must name the one the user has: the
// CLI calls useTerms() once at start; the extension keeps the defaults.
export interface Terms {
  /** How to allow a broker that is not on this machine. */
  allowNonLoopback: string;
  /** How to name Apache Kafka's perf-test tool. */
  perfTestCommand: string;
  /** Where the SASL credentials come from. */
  credentials: string;
}

const current: Terms = {
  allowNonLoopback: 'kafkaTuning.benchmark.allowNonLoopback is set (and confirmed)',
  perfTestCommand: 'set kafkaTuning.benchmark.perfTestCommand (machine setting)',
  credentials: 'stored for the benchmark connection (SecretStorage)',
};

export function terms(): Readonly<Terms> {
  return current;
}

export function useTerms(t: Partial<Terms>): void {
  Object.assign(current, t);
}
