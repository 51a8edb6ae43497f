/** The camera's problems in English; the screens show them from the `attendance` texts. */
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

export type CameraProblem = keyof typeof CAMERA_MESSAGES;

/** What went wrong with the camera, named for the words a person at the gate can act on. */
export function cameraProblem(error: unknown): CameraProblem {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

export const canUseCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
