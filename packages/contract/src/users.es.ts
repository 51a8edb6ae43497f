import type { ContractTranslations } from './i18n/catalogue.js';

/** The users texts in Spanish (usted), by the catalogue's keys. */
export const USERS_ES: Pick<ContractTranslations, 'users'> = {
  users: {
    nameRequired: 'El nombre es obligatorio',
    nameTooShort: 'El nombre debe tener al menos 2 caracteres',
    emailRequired: 'El correo electrónico es obligatorio',
    passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    passwordTooLong: 'La contraseña puede tener como máximo 128 caracteres',
    passwordWeak: 'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    passwordCommon: 'Esta contraseña es de las más comunes. Elija otra.',
    passwordShorterThanSchool: 'Este centro exige contraseñas de al menos {{min}} caracteres',
    created: '¡Usuario creado!',
    updated: '¡Usuario actualizado!',
    deleted: '¡Usuario eliminado!',
    statusUpdated: '¡Estado del usuario actualizado!',
    accessDenied: 'Acceso denegado: no tiene permiso para gestionar usuarios.',
    schoolsRequired: 'Elija al menos un centro',
    schoolUnknown: 'Uno de los centros no existe',
    schoolTwice: 'Cada centro puede figurar una sola vez',
    districtAdminOnly:
      'Solo un administrador del distrito puede nombrar o retirar administradores del distrito',
    otherSchools:
      'Esta cuenta también trabaja en otros centros: solo un administrador del distrito puede cambiarla',
    loading: 'Cargando usuarios...',
    empty: 'No se encontraron usuarios',
  },
};
