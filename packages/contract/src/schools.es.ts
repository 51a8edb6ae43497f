import type { ContractTranslations } from './i18n/catalogue.js';

/** The schools texts in Spanish (usted), by the catalogue's keys. */
export const SCHOOLS_ES: Pick<ContractTranslations, 'schools'> = {
  schools: {
    codeRequired: 'El código de la escuela es obligatorio',
    codeInvalid: 'Use solo letras, cifras, puntos, guiones y guiones bajos (32 como máximo)',
    saved: 'Escuela guardada',
    added: 'Escuela añadida',
    archived:
      'Escuela archivada: su personal ya no trabaja en ella y su trabajo programado se detiene',
    reopened: 'Escuela reabierta',
    lastOpenSchool: 'El distrito necesita al menos una escuela abierta',
  },
};
