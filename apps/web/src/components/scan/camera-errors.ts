export const CAMERA_MESSAGES = {
  denied:
    'Camera access was denied. Allow the camera for this site in the browser settings, or type the code instead.',
  missing: 'No camera was found on this device. Type or paste the code instead.',
  busy: 'The camera is being used by another app. Close that app and try again.',
  unsupported:
    'This browser cannot use a camera here (it needs a secure https address). Type or paste the code instead.',
  failed: 'The camera could not be started. Type or paste the code instead.',
} as const;

const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

/** What went wrong with the camera, in words a person at the gate can act on. */
export function cameraErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.missing;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return CAMERA_MESSAGES.busy;
    default:
      return CAMERA_MESSAGES.failed;
  }
}

export const canUseCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
