import type { ContractTranslations } from './i18n/catalogue.js';

/** The validation texts in Spanish (usted), by the catalogue's keys. */
export const VALIDATION_ES: Pick<ContractTranslations, 'validation'> = {
  validation: {
    invalidInput: 'Valor no válido',
    invalidType: 'Valor no válido: se esperaba {{expected}} y se recibió {{received}}',
    invalidValue: 'Valor no válido: se esperaba {{value}}',
    invalidOption: 'Opción no válida: elija una de estas: {{options}}',
    tooSmall: 'Valor demasiado pequeño: {{subject}} debe ser {{bound}}',
    tooSmallSize: 'Demasiado corto: {{subject}} debe tener {{bound}}',
    tooBig: 'Valor demasiado grande: {{subject}} debe ser {{bound}}',
    tooBigSize: 'Demasiado largo: {{subject}} debe tener {{bound}}',
    unrecognizedKey: 'Campo no reconocido: {{key}}',
    unrecognizedKeys: 'Campos no reconocidos: {{keys}}',
    invalidDate: 'Fecha no válida (use aaaa-mm-dd)',
    invalidDateTime: 'Fecha y hora no válidas',
    invalidUuid: 'Identificador no válido',
    invalidEmail: 'Correo electrónico no válido',
    invalidUrl: 'Dirección web no válida',
  },
};
