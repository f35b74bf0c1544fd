// The slice of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      /** Responses per status code, e.g. { "200": { count: 812 }, "201": { count: 203 } }. */
      statusCodeStats?: Record<string, { count: number }>;
      "1xx": number;
      "2xx": number;
      "3xx": number;
      "4xx": number;
      "5xx": number;
    };
    /** Per connection, shared by the requests of one pass through `requests` (reset at each pass). */
    type Context = Record<string, unknown>;
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called just before the request is sent; return the request to send (or a falsy value to restart the sequence). */
      setupRequest?: (request: Request, context: Context) => Request | null | undefined;
      /** Called with each response to this request. */
      onResponse?: (status: number, body: string, context: Context, headers: Record<string, string | string[]>) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Seconds before a request counts as timed out (default 10). */
      timeout?: number;
      /** Each connection sends these in order, round and round. */
      requests?: Request[];
    };
    /** The running benchmark: `response` fires for every answer, with its latency in ms. */
    type Instance = {
      on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance;
      on(event: "done", listener: (result: Result) => void): Instance;
      stop(): void;
    };
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export default autocannon;
}
