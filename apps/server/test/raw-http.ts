import net from 'node:net';

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

/**
 * Sends bytes exactly as given on a fresh TCP connection and reads one response. For requests
 * inject() cannot make: Node's HTTP parser must see them (over-long headers, a broken
 * Content-Length), or they must reach the router unparsed.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      const text = Buffer.concat(chunks).toString('utf8');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const [statusLine = '', ...headerLines] = text.slice(0, headEnd).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = text.slice(headEnd + 4);
      const length = Number(headers['content-length']);
      if (Number.isFinite(length) && Buffer.byteLength(body) < length) return;
      settled = true;
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('end', finish);
    socket.on('close', () => {
      finish();
      if (!settled)
        reject(
          new Error(`Connection closed without a response: ${Buffer.concat(chunks).toString()}`),
        );
    });
    // The server may close right after answering while we are still writing: that is fine.
    socket.on('error', (error) => {
      if (!settled && chunks.length === 0) reject(error);
    });
    socket.write(request);
  });
}

/**
 * Sends a request that closes the connection after its answer, and reads a chunked answer whole:
 * the sizes of the chunks the server wrote, as framed on the wire (however the network grouped
 * them), and the body they make.
 */
export function rawChunkedResponse(
  port: number,
  request: string,
): Promise<{ head: string; chunkSizes: number[]; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(received);
      const headEnd = all.indexOf('\r\n\r\n');
      const chunkSizes: number[] = [];
      const parts: Buffer[] = [];
      let at = headEnd + 4;
      for (;;) {
        const lineEnd = all.indexOf('\r\n', at);
        const size = Number.parseInt(all.subarray(at, lineEnd).toString('latin1'), 16);
        if (!(size > 0)) break;
        chunkSizes.push(size);
        parts.push(all.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      resolve({
        head: all.subarray(0, headEnd).toString('latin1'),
        chunkSizes,
        body: Buffer.concat(parts).toString('utf8'),
      });
    });
    socket.write(request);
  });
}
