import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { AUTH_EN } from './en';

export const AUTH_FR: Translations<typeof AUTH_EN> = {
  login: {
    documentTitle: 'Connexion',
    loadingSession: 'Chargement de votre session',
    email: 'Adresse e-mail',
    emailPlaceholder: 'vous@ecole.fr',
    restoreHint:
      'Une nouvelle installation ? Ramenez votre établissement depuis une sauvegarde de son ancien serveur.',
    restore: 'Restaurer depuis une sauvegarde',
  },
  twoFactor: {
    appHelp: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
    recoveryHelp:
      'Saisissez l’un des codes de secours enregistrés lors de l’activation de la validation en deux étapes. Chaque code ne sert qu’une fois.',
    useRecovery: 'Utiliser un code de secours',
    useApp: 'Utiliser l’application d’authentification',
    back: 'Retour à la connexion',
    appCode: 'Code de validation',
    recoveryCode: 'Code de secours',
    verify: 'Valider',
    verifying: 'Validation...',
  },
  firstPassword: {
    title: 'Choisissez votre propre mot de passe',
    intro:
      'Le mot de passe avec lequel vous vous êtes connecté a été créé à l’installation de Rollcall, et toute personne qui l’a vu pourrait l’utiliser. Choisissez votre propre mot de passe pour continuer.',
  },
  setup: {
    title: 'Activez la validation en deux étapes',
    intro:
      'Votre établissement exige que les administrateurs se connectent avec un mot de passe et un code issu d’une application d’authentification. Activez-la pour continuer.',
  },
};
