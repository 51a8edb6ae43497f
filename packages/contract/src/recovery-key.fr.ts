import type { ContractTranslations } from './i18n/catalogue.js';

/** The recovery key texts in French (vous), by the catalogue's keys. */
export const RECOVERY_FR: Pick<ContractTranslations, 'recovery'> = {
  recovery: {
    backupNeedsKey:
      'Cette sauvegarde provient d’une autre installation de Rollcall. Saisissez sa clé de récupération (ou sa phrase secrète) pour la restaurer. Rien n’a été modifié.',
    recoveryKeyWrong:
      'Cette clé de récupération n’ouvre pas cette sauvegarde : elle a été faite avec une autre clé. Une nouvelle clé ne change pas les sauvegardes plus anciennes : utilisez la clé en vigueur lors de la sauvegarde. Rien n’a été modifié.',
    recoveryKeyMalformed:
      'Une clé de récupération compte 52 lettres et chiffres, par groupes de quatre',
    passphraseWrong: 'Cette phrase secrète n’ouvre pas cette sauvegarde. Rien n’a été modifié.',
    backupHasNoPassphrase:
      'Cette sauvegarde a été faite sans phrase secrète : utilisez sa clé de récupération. Rien n’a été modifié.',
    passphraseTooShort: 'La phrase secrète doit compter au moins 12 caractères',
    passphraseTooLong: 'La phrase secrète doit compter au plus 200 caractères',
    restoredOntoNew:
      'Sauvegarde restaurée sur cette nouvelle installation. Connectez-vous avec votre compte tel qu’il était dans la sauvegarde : son mot de passe et sa validation en deux étapes. Les appareils d’entrée doivent être appairés à nouveau.',
    rotated:
      'Une nouvelle clé de récupération a été créée. Les sauvegardes à venir en ont besoin ; les plus anciennes ont toujours besoin de la clé avec laquelle elles ont été faites.',
    saved: 'Merci : la clé de récupération est notée comme conservée.',
    passphraseSet:
      'Les sauvegardes à venir pourront aussi être ouvertes avec cette phrase secrète.',
    passphraseCleared:
      'Les sauvegardes à venir ne pourront plus être ouvertes avec une phrase secrète.',
  },
};
