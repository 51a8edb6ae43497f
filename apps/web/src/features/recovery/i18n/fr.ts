import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { RECOVERY_EN } from './en';

export const RECOVERY_FR: Translations<typeof RECOVERY_EN> = {
  page: {
    title: 'Restaurer un établissement depuis une sauvegarde',
    intro:
      'Ce Rollcall est nouveau. Si votre établissement utilisait Rollcall sur un autre serveur, ramenez-le ici depuis un fichier de sauvegarde : ses élèves, ses données, ses paramètres et ses comptes.',
    notNew:
      'Cette installation contient déjà les données d’un établissement. Connectez-vous, puis restaurez une sauvegarde depuis Paramètres, Sauvegarde et restauration.',
    loading: 'Vérification de cette installation',
  },
  form: {
    account: 'Le premier administrateur de cette installation',
    accountHint: 'L’adresse e-mail et le mot de passe affiché au premier démarrage de ce Rollcall.',
    password: 'Mot de passe affiché',
    passwordRequired: 'Saisissez le mot de passe affiché au premier démarrage de Rollcall',
    fileHint:
      'Un fichier .rollcall-backup de l’ancienne installation (les anciennes sauvegardes finissent par .json.gz)',
    opening: 'Ouvrir la sauvegarde',
    openingHint:
      'Saisissez la clé de récupération de l’ancienne installation ou sa phrase secrète de sauvegarde : l’une des deux suffit.',
    submit: 'Restaurer la sauvegarde',
    refused: 'La sauvegarde n’a pas été restaurée',
    failed: 'La sauvegarde n’a pas pu être restaurée.',
    twoFactor:
      'Ce compte se connecte avec un code : ce n’est donc pas le premier administrateur d’une nouvelle installation. Connectez-vous.',
  },
  done: {
    title: 'L’établissement est restauré',
    signIn: 'Aller à la connexion',
  },
};
