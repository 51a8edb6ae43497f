/**
 * Whether bytes own all of their memory (not a view of a larger buffer, nor shared), so that they
 * can be handed to another thread: handing over a view would hand over, and empty, the whole
 * buffer under it.
 */
export const ownsItsBuffer = (bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength;

/** Bytes that can be handed to a thread: these, or a copy when they do not own their memory. */
export const ownedBytes = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  ownsItsBuffer(bytes) ? bytes : new Uint8Array(bytes);
