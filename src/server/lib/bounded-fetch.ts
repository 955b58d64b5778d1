/**
 * Why a provider gave no usable answer: it took too long, it could not be reached at all (no connection:
 * refused, reset, unknown host), or it answered something we cannot use.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

export interface BoundedFetchOptions {
  signal: AbortSignal;
  headers: Record<string, string>;
  maxBytes: number;
}

function asProviderError(error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted) return new ProviderError('timeout', 'no answer in time');
  return new ProviderError('failed', error instanceof Error ? error.message : String(error));
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ProviderError('failed', `answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GET a JSON answer from a third party without trusting it: redirects are not followed (a 3xx is a
 * failure, so a provider cannot send our request, key included, elsewhere), the body is read with a byte
 * limit whatever Content-Length says, and the caller's signal bounds the whole exchange.
 */
export async function fetchJson(
  url: URL,
  { signal, headers, maxBytes }: BoundedFetchOptions,
): Promise<unknown> {
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal, headers, redirect: 'manual' });
    } catch (error) {
      // No answer at all: fetch rejects before any response when it cannot connect (or was aborted).
      if (signal.aborted) throw new ProviderError('timeout', 'no answer in time');
      const cause = (error as { cause?: { code?: unknown } }).cause;
      throw new ProviderError('unreachable', `could not connect (${String(cause?.code ?? 'network error')})`);
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderError('failed', `answered HTTP ${response.status}`);
    }
    if (Number(response.headers.get('content-length')) > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderError('failed', `answer larger than ${maxBytes} bytes`);
    }
    const text = response.body ? await readCapped(response.body, maxBytes) : '';
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderError('failed', 'answer is not JSON');
    }
  } catch (error) {
    throw asProviderError(error, signal);
  }
}
