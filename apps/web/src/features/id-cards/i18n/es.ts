import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ID_CARDS_EN } from './en';

export const ID_CARDS_ES: Translations<typeof ID_CARDS_EN> = {
  accessDenied: 'Acceso denegado: solo los administradores pueden generar carnés.',
  subtitle:
    'Diseñe, imprima y guarde carnés escolares, de uno en uno o para toda una clase a la vez.',
  preview: {
    label: 'Vista previa del carné',
    qrLoading: 'Generando el código QR…',
  },
  card: {
    barcode: 'Código de barras {{code}}',
  },
  settings: {
    cardType: 'Tipo de carné',
    validUntil: 'Válido hasta (año)',
    schoolAddress: 'Dirección del centro',
    schoolPhone: 'Teléfono del centro',
    schoolWebsite: 'Sitio web del centro',
    includeQR: 'Incluir código QR',
    includePhoto: 'Incluir foto',
    securityFeatures: 'Elementos de seguridad',
    includeBarcode: 'Incluir código de barras',
    includeMedical: 'Datos médicos',
    includeGuardian: 'Datos del tutor legal',
  },
  selection: {
    loading: 'Cargando estudiantes…',
    choose: 'Elija un estudiante',
    nothingFound: 'Ningún estudiante coincide',
  },
  actions: {
    popupBlocked: '{{reason}}: permita las ventanas emergentes para este sitio.',
  },
  batch: {
    progress: 'Progreso del lote: {{percent}}',
    sectionOption: 'Sección {{section}} ({{count}})',
  },
  saved: {
    loadFailed: 'No se pudieron cargar los carnés guardados',
    loading: 'Cargando los carnés guardados',
    by: 'por {{name}}',
    fromBatch: 'lote',
    load: 'Cargar el carné de {{name}}',
    delete: 'Eliminar el carné de {{name}}',
    revoke: 'Revocar el carné de {{name}}',
    revokeTitle: '¿Revocar el carné de {{name}}?',
  },
};
