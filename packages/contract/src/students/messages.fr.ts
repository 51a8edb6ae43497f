import type { ContractTranslations } from '../i18n/catalogue.js';

/** The students texts in French (vous), by the catalogue's keys. */
export const STUDENTS_FR: Pick<ContractTranslations, 'students'> = {
  students: {
    firstNameRequired: 'Le prénom est obligatoire',
    lastNameRequired: 'Le nom est obligatoire',
    studentIdRequired: 'Le numéro d’élève est obligatoire',
    studentIdInvalid:
      'Le numéro d’élève ne peut contenir que des lettres, des chiffres, des tirets et des tirets bas',
    studentIdImmutable: 'Le numéro d’élève ne peut pas être modifié',
    classRequired: 'La classe est obligatoire',
    guardianNameRequired: 'Le nom du responsable légal est obligatoire',
    guardianPhoneRequired: 'Le téléphone du responsable légal est obligatoire',
    guardianPhoneInvalid: 'Veuillez saisir un téléphone valide pour le responsable légal',
    guardianEmailInvalid: 'Veuillez saisir une adresse e-mail valide pour le responsable légal',
    notesTooLong: 'Les notes ne doivent pas dépasser 500 caractères',
    dateInvalid: 'Veuillez saisir une date valide',
    deleteConfirm: 'Voulez-vous vraiment supprimer cet élève ?',
    created: 'Élève créé !',
    updated: 'Élève mis à jour !',
    deleted: 'Élève supprimé !',
    qrRegenerated: 'Code QR régénéré. Les cartes imprimées auparavant ne sont plus reconnues.',
    photoUploaded: 'Photo envoyée !',
    emptyTitle: 'Aucun élève',
    emptyText: 'Commencez par créer un nouvel élève.',
    duplicateInFile: 'Ce numéro d’élève apparaît plusieurs fois dans le fichier',
    duplicateInFileRow: 'Ce numéro d’élève apparaît plusieurs fois dans le fichier (ligne {{row}})',
  },
};
