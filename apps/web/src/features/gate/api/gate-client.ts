import { API_PREFIX, pathOf, type EndpointSpec } from '@rollcall/contract/endpoint';
import type { GateDevice, GateScanBody, GateScanResult } from '@rollcall/contract/gate';
import { GATE_CREDENTIAL_HEADER } from '@rollcall/contract/gate-kiosk';
import type { z } from 'zod';
import { i18n } from '@/i18n/i18n';
import { currentLanguage } from '@/i18n/language';
import { ApiError } from '@/lib/api-error';
import { errorOfReply, parseReplyData, readReplyBody } from '@/lib/reply-envelope';

/**
 * The kiosk's own client: it speaks for the paired device (its credential, kept in this browser),
 * never for a staff member, and has no refresh step — a refused credential means pair again.
 */
const CREDENTIAL_KEY = 'rollcall.gate.credential';
const DEVICE_KEY = 'rollcall.gate.device';

/** The kiosk's own failures, in its screens' language (texts in the gate namespace). */
const clientMessage = (key: 'offline' | 'unexpected') => i18n.t(`gate:client.${key}`);

/**
 * The gate's endpoints and schemas, loaded with the first call: the pairing screen draws before
 * zod loads (issue 28). The service worker keeps this chunk for offline loads (vite.config.ts).
 */
const loadGateContract = () =>
  import('@rollcall/contract/gate').catch(() => {
    // Not in the browser's cache and no network to fetch it: the kiosk is offline.
    throw new ApiError(0, 'NETWORK_ERROR', clientMessage('offline'));
  });

export const getGateCredential = () => localStorage.getItem(CREDENTIAL_KEY);

/** The device as last read from the server: the kiosk still names itself while offline. */
export function getCachedDevice(): GateDevice | null {
  const text = localStorage.getItem(DEVICE_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as GateDevice;
  } catch {
    return null;
  }
}

export function rememberDevice(device: GateDevice): void {
  localStorage.setItem(DEVICE_KEY, JSON.stringify(device));
}

export function forgetGateDevice(): void {
  localStorage.removeItem(CREDENTIAL_KEY);
  localStorage.removeItem(DEVICE_KEY);
}

/**
 * The server renews the credential at most daily, on use, in a reply header: it replaces the one
 * the call used (not one paired again meanwhile). The old one works a little longer, so a reply
 * lost on the way does not lock the kiosk out.
 */
function keepRenewedCredential(response: Response, used: string | null): void {
  const renewed = response.headers.get(GATE_CREDENTIAL_HEADER);
  if (renewed && used && getGateCredential() === used) {
    localStorage.setItem(CREDENTIAL_KEY, renewed);
  }
}

type Json = EndpointSpec & { response: z.ZodType };

async function call<E extends Json>(
  endpoint: E,
  options: { body?: unknown; credential?: string | null } = {},
): Promise<z.output<E['response']>> {
  // The server writes its messages (a scan's result, a refusal) in the kiosk's language.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const credential = options.credential === undefined ? getGateCredential() : options.credential;
  if (credential) headers.set('Authorization', `Bearer ${credential}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${pathOf(endpoint)}`, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', clientMessage('offline'));
  }
  keepRenewedCredential(response, credential);
  const body = await readReplyBody(response);
  if (!response.ok) throw await errorOfReply(response.status, body, clientMessage('unexpected'));
  const data = parseReplyData(body, endpoint.response);
  if (!data?.success) {
    throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', clientMessage('unexpected'));
  }
  return data.data as z.output<E['response']>;
}

export async function pairThisDevice(code: string) {
  const { gateDevicesApi } = await loadGateContract();
  const paired = await call(gateDevicesApi.pair, { body: { code }, credential: null });
  localStorage.setItem(CREDENTIAL_KEY, paired.credential);
  rememberDevice(paired.device);
  return paired;
}

export async function sendGateScan(body: GateScanBody): Promise<GateScanResult> {
  const { gateApi } = await loadGateContract();
  return call(gateApi.scan, { body });
}

export async function readGateToday() {
  const { gateApi } = await loadGateContract();
  return call(gateApi.today);
}

export async function readOwnDevice(): Promise<GateDevice> {
  const { gateApi } = await loadGateContract();
  const { device } = await call(gateApi.device);
  rememberDevice(device);
  return device;
}
