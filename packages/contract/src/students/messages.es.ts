import type { ContractTranslations } from '../i18n/catalogue.js';

/** The students texts in Spanish (usted), by the catalogue's keys. */
export const STUDENTS_ES: Pick<ContractTranslations, 'students'> = {
  students: {
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'Los apellidos son obligatorios',
    studentIdRequired: 'El número de estudiante es obligatorio',
    studentIdInvalid:
      'El número de estudiante solo puede contener letras, dígitos, guiones y guiones bajos',
    studentIdImmutable: 'El número de estudiante no se puede cambiar',
    classRequired: 'La clase es obligatoria',
    guardianNameRequired: 'El nombre del tutor legal es obligatorio',
    guardianPhoneRequired: 'El teléfono del tutor legal es obligatorio',
    guardianPhoneInvalid: 'Introduzca un teléfono válido para el tutor legal',
    guardianEmailInvalid: 'Introduzca un correo electrónico válido para el tutor legal',
    notesTooLong: 'Las notas pueden tener como máximo 500 caracteres',
    dateInvalid: 'Introduzca una fecha válida',
    deleteConfirm: '¿Seguro que desea eliminar este estudiante?',
    created: '¡Estudiante creado!',
    updated: '¡Estudiante actualizado!',
    deleted: '¡Estudiante eliminado!',
    qrRegenerated: 'Código QR regenerado. Los carnés impresos antes ya no se pueden escanear.',
    photoUploaded: '¡Foto subida!',
    emptyTitle: 'No hay estudiantes',
    emptyText: 'Empiece por dar de alta un nuevo estudiante.',
    duplicateInFile: 'El número de estudiante aparece más de una vez en este archivo',
    duplicateInFileRow:
      'El número de estudiante aparece más de una vez en este archivo (fila {{row}})',
  },
};
