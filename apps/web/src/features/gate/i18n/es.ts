import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { GATE_EN } from './en';

export const GATE_ES: Translations<typeof GATE_EN> = {
  admin: {
    subtitle:
      'Puestos de lectura en las entradas del centro: vincule una tableta, supervísela y retírela',
    addTitle: 'Añadir un punto de acceso',
    devicesTitle: 'Dispositivos ({{total}})',
    empty:
      'Todavía no hay puntos de acceso. Añada uno arriba y luego vincule la tableta en la entrada.',
    listLabel: 'Puntos de acceso',
    status: 'Estado',
    lastContact: 'Última conexión',
    scansToday: 'Lecturas hoy',
    cardFacts: 'Última conexión: {{time}} · Lecturas hoy: {{scans}}',
    paired: 'Vinculado',
    waiting: 'Por vincular',
    validUntil: 'Código válido hasta las {{time}}',
    expired: 'Código de vinculación caducado',
    newCode: 'Nuevo código',
    newCodeFor: 'Nuevo código para {{name}}',
    remove: 'Retirar',
    removeDevice: 'Retirar {{name}}',
    removeTitle: 'Retirar el punto de acceso',
    removeConfirm:
      '¿Retirar {{name}} ({{location}})? Dejará de leer carnés de inmediato; las lecturas que ya registró se conservan.',
    removeFailed: 'No se pudo retirar el dispositivo',
    codeFailed: 'No se pudo generar un código de vinculación',
  },
  form: {
    name: 'Nombre del dispositivo',
    namePlaceholder: 'Tableta de la entrada principal',
    location: 'Ubicación',
    locationPlaceholder: 'Puerta principal',
    mode: 'Modo',
    submit: 'Añadir punto de acceso',
  },
  pairing: {
    title: 'Vincular «{{name}}»',
    text: 'En la tableta de la entrada, abra este enlace o vaya a {{path}} e introduzca el código. Solo sirve una vez, hasta las {{time}}.',
    qrAlt: 'Código QR del enlace de vinculación {{link}}',
  },
  pair: {
    title: 'Vincular este punto de acceso',
    intro:
      'Introduzca el código de vinculación que un administrador generó en Puntos de acceso. El código sirve una sola vez, durante 15 minutos.',
    code: 'Código de vinculación',
    submit: 'Vincular este dispositivo',
  },
  kiosk: {
    gate: 'Punto de acceso',
    loading: 'Cargando…',
    online: 'En línea',
    offline: 'Sin conexión',
    waiting_one: '{{count}} pendiente de sincronizar',
    waiting_other: '{{count}} pendientes de sincronizar',
    today: 'Hoy: {{value}}',
    scanLabel: 'Escanee o escriba el código de un carné',
    scan: 'Leer',
    startCamera: 'Activar la cámara',
    stopCamera: 'Detener la cámara',
    loadingCamera: 'Cargando la cámara',
  },
  result: {
    late: 'Tarde (+{{minutes}} min)',
    alreadyCheckedIn: 'Ya registró su entrada',
    checkedOut: 'Salida registrada',
    earlyLeave: 'Salida anticipada registrada',
    alreadyCheckedOut: 'Ya registró su salida',
    savedOffline: 'Guardado sin conexión',
    savedOfflineText: 'Aceptado en este dispositivo. Se enviará cuando vuelva la conexión.',
    refused: 'Carné rechazado',
    readyTitle: 'Listo: escanee un carné',
    readyText: 'Acerque el código QR a la cámara o use el lector de códigos de barras.',
  },
  refused: {
    region: 'Rechazadas al sincronizar',
    title: 'Rechazadas al sincronizar ({{total}}): consúltelo con la secretaría',
    clear: 'Vaciar la lista',
    qrCard: 'Carné con QR',
    namedQrCard: '{{name}} (carné con QR)',
  },
  client: {
    offline: 'Sin conexión con el servidor',
    unexpected: 'El servidor respondió de una forma que el punto de acceso no entiende.',
  },
};
