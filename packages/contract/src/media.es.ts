import type { ContractTranslations } from './i18n/catalogue.js';

/** The media texts in Spanish (usted), by the catalogue's keys. */
export const MEDIA_ES: Pick<ContractTranslations, 'media'> = {
  media: {
    fileRequired: 'Elija un archivo de imagen.',
    wrongType: 'Solo se admiten imágenes JPEG, PNG o WebP.',
    tooLarge: 'La imagen no puede superar los 5 MB.',
    unreadable: 'No se pudo leer el archivo como imagen.',
  },
};
