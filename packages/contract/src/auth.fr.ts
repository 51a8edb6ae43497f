import type { ContractTranslations } from './i18n/catalogue.js';

/** The auth texts in French (vous), by the catalogue's keys. */
export const AUTH_FR: Pick<ContractTranslations, 'auth'> = {
  auth: {
    welcome: 'Bon retour parmi nous',
    subtitle: 'Connectez-vous à votre tableau de bord',
    submit: 'Se connecter',
    submitting: 'Connexion...',
    currentPasswordRequired: 'Le mot de passe actuel est obligatoire',
    loginFailed: 'Échec de la connexion',
    networkError: 'Erreur réseau. Vérifiez votre connexion Internet et réessayez.',
    unexpected: 'Une erreur inattendue s’est produite. Veuillez réessayer.',
    profileUpdated: 'Profil mis à jour !',
    passwordChanged: 'Mot de passe modifié. Veuillez vous reconnecter.',
    loggedOut: 'Vous êtes déconnecté(e)',
    bioTooLong: 'La biographie ne doit pas dépasser 500 caractères',
    crossOriginRefused:
      'Cette demande venait d’un autre site web et a été refusée. Reconnectez-vous depuis l’application.',
  },
};
