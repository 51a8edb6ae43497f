import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, for inject(). */
export function multipartBody(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----rollcall${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
