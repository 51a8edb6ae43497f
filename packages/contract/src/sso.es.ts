import type { ContractTranslations } from './i18n/catalogue.js';

/** The sign-in provider texts in Spanish (usted), by the catalogue's keys. */
export const SSO_ES: Pick<ContractTranslations, 'sso'> = {
  sso: {
    nameRequired: 'Dé un nombre al proveedor',
    issuerInvalid: 'Escriba el emisor como una dirección https',
    googleIssuer: 'Google Workspace inicia sesión en https://accounts.google.com',
    microsoftIssuer: 'Escriba el ID de directorio (inquilino) del Microsoft Entra ID de la escuela',
    clientIdRequired: 'Escriba el ID de cliente que le dio el proveedor',
    clientSecretRequired: 'Escriba el secreto de cliente que le dio el proveedor',
    domainInvalid: 'Escriba dominios de correo como escuela.org',
    googleDomainsRequired:
      'Google Workspace necesita al menos uno de los dominios de correo de la escuela',
    domainsForNewAccounts:
      'Indique los dominios de correo cuyo personal recibe una cuenta al iniciar sesión por primera vez',
    created:
      'Proveedor de inicio de sesión añadido. Registre la URL de redirección en el proveedor.',
    updated: 'Proveedor de inicio de sesión guardado',
    deleted:
      'Proveedor de inicio de sesión eliminado. Su personal ahora inicia sesión con contraseña.',
    noAccount:
      'Ninguna cuenta de Rollcall tiene su dirección de correo. Pida a un administrador que le añada.',
    domainNotAllowed: 'Su dominio de correo no tiene permiso para iniciar sesión aquí.',
    emailNotVerified: 'El proveedor no ha verificado su dirección de correo.',
    providerRefused:
      'El proveedor de inicio de sesión rechazó el inicio de sesión. Inténtelo de nuevo.',
    providerDown:
      'No se puede contactar con el proveedor de inicio de sesión. Inicie sesión con su contraseña o inténtelo más tarde.',
    attemptExpired: 'El inicio de sesión tardó demasiado. Inténtelo de nuevo.',
    signInWith: 'Iniciar sesión con {{name}}',
    passwordSsoOnly:
      'Esta cuenta inicia sesión con inicio de sesión único: use el botón encima del formulario.',
    ssoOnlyAdmin:
      'Un administrador conserva su contraseña: es la forma de entrar cuando el proveedor no funciona.',
    testWorked: 'La prueba funcionó: el proveedor confirmó esta dirección de correo.',
    testStarted: 'Termine el inicio de sesión en la nueva pestaña y vuelva aquí.',
    signInOr: 'o inicie sesión con su contraseña',
    ssoOnlyLabel: 'Solo inicio de sesión único',
    ssoOnlyHelp: 'Inicia sesión solo mediante un proveedor: no se usa contraseña.',
    accountCreatedSubject: 'Nueva cuenta de personal en {{school}}',
    accountCreatedBody:
      '{{name}} ({{email}}) inició sesión con {{provider}} por primera vez y Rollcall le creó una cuenta de docente. Si no debe tenerla, desactívela en Usuarios.',
  },
};
