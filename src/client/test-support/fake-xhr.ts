import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/** A stand-in for XMLHttpRequest that a test drives by hand: progress, answers, failures. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  sent() {
    this.upload.onload?.(new ProgressEvent('load'));
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
  failNetwork() {
    this.onerror?.(new ProgressEvent('error'));
  }
  timeOut() {
    this.ontimeout?.(new ProgressEvent('timeout'));
  }
}

/** Installs FakeXhr as the global XMLHttpRequest (undo with vi.unstubAllGlobals). */
export function installFakeXhr() {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('No upload was started');
  return FakeXhr.last;
}
