import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { PROFILE_EN } from './en';

export const PROFILE_FR: Translations<typeof PROFILE_EN> = {
  page: {
    title: 'Paramètres du profil',
    subtitle: 'Gérez vos informations personnelles et la sécurité de votre compte.',
    personalInformation: 'Informations personnelles',
  },
  form: {
    label: 'Informations du profil',
    fullName: 'Nom complet',
    email: 'Adresse e-mail',
    roleHint: 'Seul un administrateur peut modifier les rôles',
    edit: 'Modifier le profil',
    updateFailed: 'Impossible de mettre à jour le profil : {{reason}}',
    updateFailedFallback: 'Échec de la mise à jour du profil',
  },
  language: {
    description: 'La langue de vos écrans et des messages que Rollcall vous envoie.',
  },
  avatar: {
    preview: 'Aperçu de la nouvelle photo',
    upload: 'Envoyer la photo',
    formats: 'JPEG, PNG ou WebP, 5 Mo au maximum.',
    uploadFailed: 'Impossible d’envoyer la photo : {{reason}}',
  },
  security: {
    title: 'Sécurité',
    passwordDescription: 'Changez le mot de passe avec lequel vous vous connectez.',
    twoFactorOn:
      'Vous vous connectez avec votre mot de passe et un code de votre application d’authentification.',
    twoFactorOff:
      'Demandez, en plus du mot de passe, un code d’une application d’authentification sur votre téléphone.',
    enable: 'Activer',
    sessions: 'Sessions ouvertes',
    sessionsDescription: 'Voyez où vous êtes connecté(e) et déconnectez les autres navigateurs.',
    viewSessions: 'Voir les sessions',
    enableTitle: 'Activer la validation en deux étapes',
    disableTitle: 'Désactiver la validation en deux étapes',
    sessionsTitle: 'Sessions actives',
  },
  password: {
    intro:
      'Après le changement, vous serez déconnecté(e) et devrez vous reconnecter avec le nouveau mot de passe.',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    newHint: 'Au moins 6 caractères, dont une majuscule, une minuscule et un chiffre',
    confirm: 'Confirmez le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    failed: 'Impossible de changer le mot de passe : {{reason}}',
    failedFallback: 'Échec du changement de mot de passe',
  },
  enableTwoFactor: {
    onTitle: 'La validation en deux étapes est activée',
    onText:
      'Désormais, vous vous connectez avec votre mot de passe et un code de votre application d’authentification. Si vous perdez votre téléphone, connectez-vous avec l’un de ces codes de secours.',
    savedCodes: 'J’ai enregistré mes codes',
    preparing: 'Préparation de la validation en deux étapes',
    scan: '1. Scannez ce code QR avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).',
    cantScan: 'Impossible de le scanner ? Saisissez plutôt cette clé dans l’application :',
    copied: 'Copiée',
    copyKey: 'Copier la clé',
    code: '2. Saisissez le code à 6 chiffres affiché par l’application',
    turnOn: 'Activer',
    qr: 'Code QR à scanner avec votre application d’authentification',
  },
  confirmIdentity: {
    title: 'Confirmez qu’il s’agit bien de vous',
    intro:
      'Cette action donne accès à des données sensibles ou change la façon dont quelqu’un se connecte. Saisissez à nouveau votre mot de passe pour continuer ; il ne vous sera pas redemandé pendant quelques minutes.',
    submit: 'Confirmer',
    failed: 'Impossible de confirmer qu’il s’agit bien de vous',
  },
  disableTwoFactor: {
    intro:
      'Vous vous connecterez avec votre seul mot de passe, et vos autres navigateurs seront déconnectés.',
    code: 'Code d’authentification ou code de secours',
    submit: 'Désactiver',
    failed: 'Impossible de désactiver la validation en deux étapes',
  },
  recoveryCodes: {
    list: 'Codes de secours',
    copied: 'Copiés',
    copy: 'Copier les codes',
    download: 'Télécharger les codes',
    keepSafe:
      'Conservez-les en lieu sûr, ailleurs que sur votre téléphone. Ils ne s’affichent qu’une fois.',
    fileTitle: 'Codes de secours Rollcall pour {{account}}',
    fileHint:
      'Chaque code vous connecte une fois si vous ne pouvez pas utiliser votre application d’authentification.',
  },
  sessions: {
    loading: 'Chargement des sessions',
    loadFailed: 'Impossible de charger les sessions',
    intro:
      'Ces navigateurs sont connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas.',
    thisDevice: 'Cet appareil',
    times: 'Connexion : {{signedIn}} · Dernière activité : {{lastActive}}',
    signOut: 'Déconnecter',
    signOutLabel: 'Déconnecter {{device}}, connecté le {{signedIn}}',
    signOutFailed: 'Impossible de déconnecter la session : {{reason}}',
    networkError: 'Erreur réseau',
    unknownDevice: 'Appareil inconnu',
    unknownBrowser: 'Navigateur inconnu',
    browserOnSystem: '{{browser}} sous {{system}}',
  },
};
