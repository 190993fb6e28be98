/** One HTTP exchange, as the Pyroscope client sees it; injected so tests can replay recordings. */
export interface HttpResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
}

export interface HttpCall {
  readonly method: 'GET' | 'POST';
  /** Absolute URL. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  readonly timeoutMs: number;
}

/** Sends one request; rejects only when no response arrived (refused, reset, timed out). */
export type HttpTransport = (call: HttpCall) => Promise<HttpResponse>;

/** The real transport: Node's fetch, with a per-request timeout. */
export const fetchTransport: HttpTransport = async (call) => {
  const res = await fetch(call.url, {
    method: call.method,
    headers: call.headers,
    body: call.body as BodyInit | undefined,
    signal: AbortSignal.timeout(call.timeoutMs),
    redirect: 'follow',
  });
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    headers[k.toLowerCase()] = v;
  });
  return { status: res.status, headers, body: new Uint8Array(await res.arrayBuffer()) };
};

/** Waiting between retries; injected so tests do not sleep. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
