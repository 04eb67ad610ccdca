import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  connections: number;
  /** Builds each request: path, method, headers and body. */
  request: () => { method?: 'GET' | 'PATCH' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
  /** Statuses that count as answered as intended (e.g. 304 for the ETag path). */
  ok?: number[];
};

export type ScenarioResult = {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs one scenario with autocannon, timing every response itself (for p95 as well as p50/p99). */
export async function runScenario(baseUrl: string, scenario: Scenario, durationSeconds: number): Promise<ScenarioResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const ok = new Set(scenario.ok ?? [200]);
  let errors = 0;
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon({
    url: baseUrl,
    connections: scenario.connections,
    duration: durationSeconds,
    pipelining: 1,
    requests: [
      {
        setupRequest: (req) => {
          const next = scenario.request();
          return { ...req, method: next.method ?? 'GET', path: next.path, headers: { ...(next.body ? { 'content-type': 'application/json' } : {}), ...next.headers }, body: next.body };
        },
      },
    ],
  }, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (!ok.has(statusCode)) errors += 1;
  });
  const result = await done;
  errors += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    connections: scenario.connections,
    requests: latencies.length,
    rps: Math.round(latencies.length / durationSeconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    statuses,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Runs an operation that takes more than one request (open a trip and price it; a page with its
 * timeline) from `concurrency` loops for `durationSeconds`, timing each whole operation. The operation
 * answers whether it succeeded; a throw counts as an error too.
 */
export async function runOperation(name: string, concurrency: number, durationSeconds: number, operation: (loop: number) => Promise<boolean>): Promise<ScenarioResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const until = Date.now() + durationSeconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (Date.now() < until) {
        const t0 = performance.now();
        let ok = false;
        try {
          ok = await operation(loop);
        } catch {
          ok = false;
        }
        latencies.push(performance.now() - t0);
        statuses[ok ? 'ok' : 'error'] = (statuses[ok ? 'ok' : 'error'] ?? 0) + 1;
        if (!ok) errors += 1;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections: concurrency,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    statuses,
  };
}
