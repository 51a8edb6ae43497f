/** fontkit ships no types; the text layer uses its one constructor (see font-faces.ts). */
declare module 'fontkit' {
  export function create(data: Uint8Array, postscriptName?: string): unknown;
}
