import type { ContractTranslations } from './i18n/catalogue.js';

/** The gate texts in Spanish (usted), by the catalogue's keys. */
export const GATE_ES: Pick<ContractTranslations, 'gate' | 'gateModes'> = {
  gate: {
    accessDenied: 'Acceso denegado: no tiene permiso para gestionar dispositivos de acceso.',
    nameRequired: 'Introduzca un nombre para el dispositivo',
    locationRequired: 'Introduzca una ubicación',
    created: 'Dispositivo de acceso creado. Vincúlelo en los próximos 15 minutos.',
    revoked: 'Dispositivo de acceso retirado. Ya no puede escanear.',
    newPairingCode: 'Nuevo código de vinculación generado. Vincule el dispositivo en 15 minutos.',
    codeRequired: 'Introduzca el código de vinculación',
    paired: 'Este dispositivo es ahora el acceso "{{name}}"',
    gateOnly: 'Un dispositivo de acceso solo puede escanear y consultar su propio recuento.',
    clientScanIdRequired: 'Cada escaneo necesita su propio identificador',
    checkedIn: 'Entrada registrada: {{name}}',
    checkedOut: 'Salida registrada: {{name}}',
    checkedOutEarly: 'Salida registrada: {{name}}. Salida anticipada (antes de las {{time}})',
    checkedOutWithoutCheckIn:
      'Salida registrada: {{name}}. Sin entrada registrada hoy: se ha avisado al personal',
    checkedOutEarlyWithoutCheckIn:
      'Salida registrada: {{name}}. Salida anticipada (antes de las {{time}}). Sin entrada registrada hoy: se ha avisado al personal',
    alreadyCheckedOut: '{{name}} ya registró su salida hoy a las {{time}}',
    alreadyCheckedOutEarlier: '{{name}} ya registró su salida hoy',
    otherSchool: 'Esta tarjeta es de {{school}}',
    plainCodeRefused:
      'Este código de barras o número no se acepta en el acceso. Escanee el código QR de la tarjeta o acuda a la oficina.',
  },
  gateModes: {
    'check-in': 'Entrada',
    'check-out': 'Salida (fin de la jornada)',
  },
};
