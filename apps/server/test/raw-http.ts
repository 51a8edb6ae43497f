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
