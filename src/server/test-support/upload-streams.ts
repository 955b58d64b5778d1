import http from 'node:http';
import { Readable } from 'node:stream';

/**
 * Large multipart bodies made as they are sent, for the upload tests over a socket: 70 MB of upload must
 * not first be 70 MB of test memory, or the memory they measure would be their own.
 */
export const BOUNDARY = '----gsfStreamBoundary2d8e1c';

export interface GeneratedFile {
  name: string;
  /** The file's first bytes (an image's signature, or none). */
  head: Buffer;
  /** The whole file's size; what follows `head` is `fill` repeated. */
  size: number;
  fill: Buffer;
}

const partHead = (name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
const CLOSING = Buffer.from(`--${BOUNDARY}--\r\n`);
const CRLF = Buffer.from('\r\n');

/** The body's length, for Content-Length. */
export function multipartLength(files: GeneratedFile[]): number {
  return files.reduce(
    (sum, file) => sum + partHead(file.name).length + file.size + CRLF.length,
    CLOSING.length,
  );
}

/** The body, made chunk by chunk as the socket takes it. */
export function multipartStream(files: GeneratedFile[]): Readable {
  async function* chunks() {
    for (const file of files) {
      yield partHead(file.name);
      yield file.head;
      for (let left = file.size - file.head.length; left > 0; left -= file.fill.length) {
        yield left >= file.fill.length ? file.fill : file.fill.subarray(0, left);
      }
      yield CRLF;
    }
    yield CLOSING;
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}

export interface StreamedAnswer {
  status: number;
  body: string;
}

/**
 * POSTs the generated body to `url`. The server may answer before it has read the body (a refusal); the
 * answer is what counts, so a socket closed under the rest of the body is not an error once it came.
 */
export function postStream(url: string, cookie: string, files: GeneratedFile[]): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let answer: StreamedAnswer | undefined;
    const request = http.request(url, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': multipartLength(files),
      },
    });
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => parts.push(chunk));
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() };
        resolve(answer);
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!answer) reject(error);
    });
    multipartStream(files).pipe(request);
  });
}
