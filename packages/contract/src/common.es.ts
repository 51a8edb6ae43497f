import type { ContractTranslations } from './i18n/catalogue.js';

/** The common texts in Spanish (usted), by the catalogue's keys. */
export const COMMON_ES: Pick<ContractTranslations, 'common' | 'text'> = {
  common: {
    status: 'Estado',
    actions: 'Acciones',
    class: 'Clase',
    student: 'Estudiante',
    refresh: 'Actualizar',
    delete: 'Eliminar',
    languageInvalid: 'Elija inglés, español o francés',
    dateRangeInvalid: 'La fecha final debe ser igual o posterior a la inicial',
    passwordRequired: 'La contraseña es obligatoria',
    phoneInvalid: 'Introduzca un número de teléfono válido',
    emailInvalid: 'Introduzca un correo electrónico válido',
    notValidId: 'El identificador no es válido',
    dateFormat: 'Escriba la fecha como aaaa-mm-dd',
    dateTimeFormat: 'Escriba una fecha y hora (ISO 8601)',
    dateOrTimestamp: 'Escriba la fecha como aaaa-mm-dd o como marca de tiempo ISO',
    tooLong: 'Máximo {{max}} caracteres',
    codeTooLong: 'Este código es demasiado largo para ser un código QR de Rollcall',
    scanCard: 'Escanee un carné',
    fileHasNoRows: 'El archivo no tiene filas',
    tooManyRows: 'Como máximo {{max}} filas a la vez',
    tooManyAttempts: 'Demasiados intentos. Espere {{seconds}} segundos y vuelva a intentarlo.',
    tooManyAttemptsMinutes:
      'Demasiados intentos. Espere {{minutes}} minutos y vuelva a intentarlo.',
    nameTooLong: 'El nombre puede tener como máximo 100 caracteres',
    departmentTooLong: 'El departamento puede tener como máximo 100 caracteres',
    noSuchEndpoint: 'No existe esta dirección de la API: {{method}} {{path}}',
  },
  text: {
    unstorableCharacter:
      'Este texto contiene un carácter que no se puede guardar (un NUL o un emoji dañado). Vuelva a escribirlo.',
  },
};
