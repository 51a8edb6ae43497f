/**
 * Plain http is allowed only to this very machine (a local identity server, the tests): anywhere
 * else the provider's answers would cross the network unprotected.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const isLoopbackHttp = (url: URL) =>
  url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
