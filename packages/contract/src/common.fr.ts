import type { ContractTranslations } from './i18n/catalogue.js';

/** The common texts in French (vous), by the catalogue's keys. */
export const COMMON_FR: Pick<ContractTranslations, 'common' | 'text'> = {
  common: {
    status: 'Statut',
    actions: 'Actions',
    class: 'Classe',
    student: 'Élève',
    refresh: 'Actualiser',
    delete: 'Supprimer',
    languageInvalid: 'Choisissez l’anglais, l’espagnol ou le français',
    dateRangeInvalid: 'La date de fin doit être égale ou postérieure à la date de début',
    passwordRequired: 'Le mot de passe est obligatoire',
    phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    notValidId: 'Identifiant non valide',
    dateFormat: 'Saisissez une date au format aaaa-mm-jj',
    dateTimeFormat: 'Saisissez une date et une heure (ISO 8601)',
    dateOrTimestamp: 'Saisissez une date au format aaaa-mm-jj ou un horodatage ISO',
    tooLong: '{{max}} caractères maximum',
    codeTooLong: 'Ce code est trop long pour être un code QR Rollcall',
    scanCard: 'Veuillez scanner une carte',
    fileHasNoRows: 'Le fichier ne contient aucune ligne',
    tooManyRows: '{{max}} lignes au maximum à la fois',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter {{seconds}} secondes, puis réessayer.',
    tooManyAttemptsMinutes:
      'Trop de tentatives. Veuillez patienter {{minutes}} minutes, puis réessayer.',
    nameTooLong: 'Le nom ne doit pas dépasser 100 caractères',
    departmentTooLong: 'Le service ne doit pas dépasser 100 caractères',
    noSuchEndpoint: 'Adresse de l’API inconnue : {{method}} {{path}}',
  },
  text: {
    unstorableCharacter:
      'Ce texte contient un caractère impossible à enregistrer (un NUL ou un émoji abîmé). Veuillez le ressaisir.',
  },
};
