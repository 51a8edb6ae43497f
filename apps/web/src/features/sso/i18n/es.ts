import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { SSO_EN } from './en';

export const SSO_ES: Translations<typeof SSO_EN> = {
  description:
    'El personal inicia sesión con la cuenta de Google Workspace, Microsoft 365 u otro proveedor OpenID Connect de la escuela, protegida por la verificación en varios pasos del propio proveedor. Los administradores conservan su contraseña: es la forma de entrar cuando el proveedor no funciona.',
  add: 'Añadir proveedor',
  addTitle: 'Añadir un proveedor de inicio de sesión',
  editTitle: 'Editar el proveedor de inicio de sesión',
  listLabel: 'Proveedores de inicio de sesión configurados',
  none: 'Aún no hay proveedores de inicio de sesión: el personal inicia sesión con su contraseña.',
  loading: 'Cargando los proveedores de inicio de sesión',
  loadFailed: 'No se pudieron cargar los proveedores de inicio de sesión.',
  kinds: {
    google: 'Google Workspace',
    microsoft: 'Microsoft Entra ID',
    oidc: 'OpenID Connect genérico',
  },
  kindHints: {
    google: 'Cuentas de los dominios de Google Workspace de la escuela.',
    microsoft: 'Cuentas de un directorio (inquilino) de Microsoft 365.',
    oidc: 'ClassLink, Clever, Okta, Keycloak, ADFS 2019 o posterior, o cualquier proveedor OpenID Connect.',
  },
  form: {
    kind: 'Proveedor',
    name: 'Nombre del botón',
    nameHint: 'La página de inicio de sesión muestra «Iniciar sesión con» seguido de este nombre.',
    issuer: 'URL del emisor',
    issuerHint: 'La dirección bajo la que el proveedor publica /.well-known/openid-configuration.',
    googleIssuerHint: 'Siempre esta dirección para Google Workspace.',
    tenantId: 'ID de directorio (inquilino)',
    tenantIdHint:
      'En el centro de administración de Microsoft Entra, en la página Información general: un código como 0b5e3a2c-1d4f-4e6a-9b8c-7d6e5f4a3b2c.',
    clientId: 'ID de cliente',
    clientSecret: 'Secreto de cliente',
    clientSecretHint: 'Se guarda cifrado y no se vuelve a mostrar.',
    clientSecretKeepHint: 'No se vuelve a mostrar: déjelo en blanco para conservar el guardado.',
    allowedDomains: 'Dominios de correo permitidos',
    allowedDomainsHint:
      'Pulse Intro después de cada uno, como escuela.org. Solo inician sesión las direcciones de estos dominios; sin ninguno: cualquier dirección que el proveedor confirme.',
    googleDomainsHint:
      'Pulse Intro después de cada uno, como escuela.org. Google Workspace necesita al menos uno.',
    createAccounts: 'Alguien sin cuenta de Rollcall',
    createAccountsOff: 'Es rechazado: un administrador añade antes al personal',
    createAccountsTeachers: 'Recibe una cuenta de docente, si su dominio está permitido',
    newAccountsSchool: 'Escuela a la que se unen los nuevos docentes',
    save: 'Guardar proveedor',
    saveFailed: 'No se pudo guardar el proveedor de inicio de sesión: {{reason}}',
    saveFallback: 'Falló el guardado del proveedor',
  },
  card: {
    issuer: 'Emisor',
    domains: 'Dominios',
    anyDomain: 'Cualquiera que el proveedor confirme',
    newStaff: 'Personal nuevo',
    redirectUrl: 'URL de redirección',
    redirectHint: 'Registre esta dirección en el proveedor como URL de redirección (callback).',
    copyRedirect: 'Copiar la URL de redirección',
    redirectCopied: 'URL de redirección copiada',
    editNamed: 'Editar el proveedor {{name}}',
    remove: 'Eliminar proveedor',
    removeNamed: 'Eliminar el proveedor {{name}}',
    removeTitle: 'Eliminar el proveedor de inicio de sesión',
    removeConfirm:
      'El personal que inicia sesión con «{{name}}» necesitará una contraseña, y las cuentas de solo inicio de sesión único no podrán entrar hasta que un administrador les ponga una. No se puede deshacer.',
    removeFailed: 'No se pudo eliminar el proveedor de inicio de sesión.',
  },
  test: {
    button: 'Probar el inicio de sesión',
    buttonNamed: 'Probar el inicio de sesión con {{name}}',
    waiting: 'Esperando el inicio de sesión en la nueva pestaña…',
    openAgain: 'Abrir de nuevo la página de inicio de sesión',
    failed: 'No se pudo iniciar la prueba de inicio de sesión.',
    result: 'Resultado de la prueba',
  },
};
