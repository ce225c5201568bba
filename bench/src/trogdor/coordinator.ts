// A client for the Trogdor coordinator's REST API (org.apache.kafka.trogdor.coordinator.
// CoordinatorRestResource): POST /coordinator/task/create, GET /coordinator/tasks/{id},
// DELETE /coordinator/tasks?taskId=…. Every answer is parsed with zod, so a coordinator of another
// version that changed a field fails with a readable message instead of a NaN in a result.
import { z } from 'zod';
import { BenchCancelled, BenchError, isLoopbackHost } from '../connection';
import { sleep } from '../run';

/** TaskState's JSON (@JsonTypeInfo property "state": PENDING, RUNNING, STOPPING, DONE). */
const taskStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('PENDING') }).passthrough(),
  z.object({ state: z.literal('RUNNING'), startedMs: z.number(), status: z.unknown().optional() }).passthrough(),
  z.object({ state: z.literal('STOPPING'), startedMs: z.number(), status: z.unknown().optional() }).passthrough(),
  z.object({ state: z.literal('DONE'), startedMs: z.number(), doneMs: z.number(), cancelled: z.boolean(), error: z.string().nullable().optional(), status: z.unknown().optional() }).passthrough(),
]);
export type TaskState = z.infer<typeof taskStateSchema>;
export type DoneTask = Extract<TaskState, { state: 'DONE' }>;

/** The coordinator's base URL, refused when it is not on this machine unless the caller allows it (like brokers). */
export function coordinatorUrl(raw: string, allowNonLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//.test(raw) ? raw : `http://${raw}`);
  } catch {
    throw new BenchError(`The Trogdor coordinator address '${raw}' is not a URL (expected host:port or http://host:port).`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowNonLoopback && !isLoopbackHost(host)) {
    throw new BenchError(`The Trogdor coordinator ${url.host} is not on this machine; allow non-loopback targets to submit tasks to it.`);
  }
  return url;
}

export class Coordinator {
  constructor(private readonly base: URL, private readonly timeoutMs = 10_000) {}

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const url = new URL(path, this.base);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new BenchError(`The Trogdor coordinator at ${this.base.host} did not answer ${method} ${url.pathname}: ${(e as Error).cause instanceof Error ? ((e as Error).cause as Error).message : (e as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      // ErrorResponse {code, message}; fall back to the raw body.
      const m = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
      throw new BenchError(`The Trogdor coordinator refused ${method} ${url.pathname} (HTTP ${res.status}): ${m ?? text.slice(0, 300)}`);
    }
    return text === '' ? {} : JSON.parse(text);
  }

  async createTask(id: string, spec: Record<string, unknown>): Promise<void> {
    await this.call('POST', '/coordinator/task/create', { id, spec });
  }

  async task(id: string): Promise<TaskState> {
    const r = taskStateSchema.safeParse(await this.call('GET', `/coordinator/tasks/${encodeURIComponent(id)}`));
    if (!r.success) throw new BenchError(`The Trogdor coordinator described task ${id} in an unexpected shape: ${r.error.issues[0]?.message}`);
    return r.data;
  }

  /** The ids of every task the coordinator knows (TasksResponse: {"tasks": {id: state}}, or {} when there are none). */
  async taskIds(): Promise<string[]> {
    const r = z.object({ tasks: z.record(z.string(), z.unknown()).default({}) }).safeParse(await this.call('GET', '/coordinator/tasks/'));
    if (!r.success) throw new BenchError(`The Trogdor coordinator listed its tasks in an unexpected shape: ${r.error.issues[0]?.message}`);
    return Object.keys(r.data.tasks);
  }

  /** Stops a task that is still running (cancel, failure elsewhere); DONE tasks are left as they are. */
  async stopTask(id: string): Promise<void> {
    await this.call('PUT', '/coordinator/task/stop', { id });
  }

  /** Forgets a finished task, so that a later run may reuse nothing of it. */
  async destroyTask(id: string): Promise<void> {
    await this.call('DELETE', `/coordinator/tasks?taskId=${encodeURIComponent(id)}`);
  }

  /**
   * Follows a task until it is DONE, asking again with a growing pause (0.2 s → 2 s): the REST API
   * has no push. `deadlineMs` bounds the whole wait.
   */
  async untilDone(id: string, deadlineMs: number, signal?: AbortSignal, onState?: (s: TaskState) => void): Promise<DoneTask> {
    const end = Date.now() + deadlineMs;
    let pause = 200;
    for (;;) {
      if (signal?.aborted) throw new BenchCancelled();
      const s = await this.task(id);
      onState?.(s);
      if (s.state === 'DONE') return s;
      if (Date.now() > end) throw new BenchError(`Trogdor task ${id} was still ${s.state} after ${Math.round(deadlineMs / 1000)} s.`);
      await sleep(pause);
      pause = Math.min(2_000, pause * 1.5);
    }
  }
}
