// What `npm run broker` and `npm run trogdor` share: run until Ctrl-C (or SIGTERM), then stop what
// was started and exit; a start-up failure is one line on stderr, prefixed with what failed.
import { BrokerError } from './jvm';

/** Keeps `started` running until Ctrl-C / SIGTERM, then awaits its stop() and exits. */
export function untilInterrupted(label: string, started: { stop(): Promise<void> }): void {
  console.error(`${label}: running; Ctrl-C stops it`);
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    console.error(`${label}: stopping…`);
    started.stop().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Runs a foreground script's main(), reporting a failure as `label: message` (BrokerError) or the error. */
export function runForeground(label: string, main: () => Promise<void>): void {
  main().catch((e: unknown) => {
    console.error(e instanceof BrokerError ? `${label}: ${e.message}` : e);
    process.exit(1);
  });
}
