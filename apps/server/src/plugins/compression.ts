import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Replies smaller than this go as they are: the compressed frame would save next to nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's JSON replies over the threshold, brotli or gzip as the browser accepts, for
 * schools on congested Wi-Fi (issue 28). Registered in the API's scope: the web app's files are
 * compressed once at build time and served as they are (web-app.ts), and downloads opt out in
 * routeOf. Brotli at quality 4 (the plugin's default) costs about what gzip does on the CPU.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
