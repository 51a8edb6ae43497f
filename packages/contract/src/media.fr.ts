import type { ContractTranslations } from './i18n/catalogue.js';

/** The media texts in French (vous), by the catalogue's keys. */
export const MEDIA_FR: Pick<ContractTranslations, 'media'> = {
  media: {
    fileRequired: 'Veuillez choisir un fichier image.',
    wrongType: 'Seules les images JPEG, PNG ou WebP sont acceptées.',
    tooLarge: 'L’image ne doit pas dépasser 5 Mo.',
    unreadable: 'Impossible de lire ce fichier comme une image.',
  },
};
