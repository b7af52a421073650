import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any;
}

export interface RawRequest {
  method: string;
  /** Sent verbatim on the request line: encode it yourself. */
  target: string;
  headers?: Array<[string, string | Buffer]>;
  body?: string | Buffer;
  /** Leave out the Content-Length header that `body` would get (to send your own, or none). */
  noContentLength?: boolean;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(offset, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, headEnd < 0 ? raw.length : headEnd).toString('latin1');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = headEnd < 0 ? Buffer.alloc(0) : raw.subarray(headEnd + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  const text = body.toString('utf8');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, text, json };
}

/**
 * Sends exactly the bytes asked for over a fresh connection (no client-side checks on header names, values
 * or lengths, unlike fetch) and reads the answer until the server closes the connection.
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const body = request.body === undefined ? null : Buffer.from(request.body);
  const lines: Buffer[] = [Buffer.from(`${request.method} ${request.target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)];
  for (const [name, value] of request.headers ?? []) {
    lines.push(Buffer.concat([Buffer.from(`${name}: `), Buffer.from(value), Buffer.from('\r\n')]));
  }
  if (body && !request.noContentLength) lines.push(Buffer.from(`Content-Length: ${body.length}\r\n`));
  lines.push(Buffer.from('Connection: close\r\n\r\n'));
  if (body) lines.push(body);

  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${request.method} ${request.target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? resolve(parse(Buffer.concat(chunks))) : reject(error)));
    socket.on('end', () => resolve(parse(Buffer.concat(chunks))));
    socket.write(Buffer.concat(lines));
  });
}
