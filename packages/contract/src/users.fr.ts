import type { ContractTranslations } from './i18n/catalogue.js';

/** The users texts in French (vous), by the catalogue's keys. */
export const USERS_FR: Pick<ContractTranslations, 'users'> = {
  users: {
    nameRequired: 'Le nom est obligatoire',
    nameTooShort: 'Le nom doit contenir au moins 2 caractères',
    emailRequired: 'L’e-mail est obligatoire',
    passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
    passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
    passwordWeak:
      'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    passwordCommon: 'Ce mot de passe fait partie des plus courants. Choisissez-en un autre.',
    passwordShorterThanSchool:
      'Cet établissement exige des mots de passe d’au moins {{min}} caractères',
    created: 'Utilisateur créé !',
    updated: 'Utilisateur mis à jour !',
    deleted: 'Utilisateur supprimé !',
    statusUpdated: 'Statut de l’utilisateur mis à jour !',
    accessDenied: 'Accès refusé : vous n’avez pas l’autorisation de gérer les utilisateurs.',
    schoolsRequired: 'Choisissez au moins un établissement',
    schoolUnknown: 'Un des établissements n’existe pas',
    schoolTwice: 'Chaque établissement ne peut figurer qu’une fois',
    districtAdminOnly:
      'Seul un administrateur du district peut nommer ou retirer des administrateurs du district',
    otherSchools:
      'Ce compte travaille aussi dans d’autres établissements : seul un administrateur du district peut le modifier',
    loading: 'Chargement des utilisateurs...',
    empty: 'Aucun utilisateur trouvé',
  },
};
