// The slice of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
    type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number; duration: number };
    type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    };
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
