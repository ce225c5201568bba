// The analysis worker yields the CPU to the LSP thread. On a machine with fewer free cores than
// busy threads (the language server's two threads, the editor, a build), an analysis that keeps a
// core busy delays the LSP thread's wake-up for a hover or a completion on another document; a
// higher nice value for the worker's own thread lets the scheduler run the LSP thread first,
// while the worker still gets every cycle nobody else wants. On Linux the nice value belongs to
// each thread (setpriority(2), "NOTES"), so this changes the worker thread alone, found by its
// thread id in /proc/thread-self. Elsewhere the call would re-nice the whole process: left alone.
// Measured with `npm run bench:lsp -- --busy-only` (docs/measured.md).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value of a background analysis thread (0 is the default, 19 the lowest priority). */
const BACKGROUND_NICE = 10;

/** Lowers the calling thread's scheduling priority on Linux; returns whether it did. */
export function runThisThreadInBackground(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0 || tid === process.pid) return false;
    setPriority(tid, BACKGROUND_NICE);
    return true;
  } catch {
    return false;
  }
}
