import type { ContractTranslations } from './i18n/catalogue.js';

/** The recovery key texts in Spanish (usted), by the catalogue's keys. */
export const RECOVERY_ES: Pick<ContractTranslations, 'recovery'> = {
  recovery: {
    backupNeedsKey:
      'Esta copia de seguridad la hizo otra instalación de Rollcall. Introduzca su clave de recuperación (o su frase de contraseña) para restaurarla. No se ha cambiado nada.',
    recoveryKeyWrong:
      'Esta clave de recuperación no abre esta copia: se hizo con otra clave. Una clave nueva no cambia las copias anteriores: use la clave vigente cuando se hizo la copia. No se ha cambiado nada.',
    recoveryKeyMalformed: 'Una clave de recuperación tiene 52 letras y cifras, en grupos de cuatro',
    passphraseWrong: 'Esta frase de contraseña no abre esta copia. No se ha cambiado nada.',
    backupHasNoPassphrase:
      'Esta copia se hizo sin frase de contraseña: use su clave de recuperación. No se ha cambiado nada.',
    passphraseTooShort: 'La frase de contraseña debe tener al menos 12 caracteres',
    passphraseTooLong: 'La frase de contraseña debe tener como máximo 200 caracteres',
    restoredOntoNew:
      'Copia restaurada en esta instalación nueva. Inicie sesión con su cuenta tal como estaba en la copia: su contraseña y su verificación en dos pasos. Los dispositivos de entrada deben emparejarse de nuevo.',
    rotated:
      'Se ha creado una clave de recuperación nueva. Las copias a partir de ahora la necesitan; las anteriores siguen necesitando la clave con la que se hicieron.',
    saved: 'Gracias: la clave de recuperación consta como guardada.',
    passphraseSet:
      'Las copias a partir de ahora también se pueden abrir con esta frase de contraseña.',
    passphraseCleared:
      'Las copias a partir de ahora ya no se pueden abrir con una frase de contraseña.',
  },
};
