import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ROSTER_HOLD_EN } from './en';

/** La importación de la lista que la retención de sincronización guarda, en español (usted). */
export const ROSTER_HOLD_ES: Translations<typeof ROSTER_HOLD_EN> = {
  title: 'Una importación de la lista espera su revisión',
  sentBy: 'La envió el token de API «{{token}}» el {{when}}.',
  sentByDeleted: 'La envió el {{when}} un token de API que ya se eliminó.',
  archives_one:
    'Archivaría a {{count}} estudiante, más de los {{limit}} que una sincronización puede cambiar por sí sola, así que no se cambió nada.',
  archives_other:
    'Archivaría a {{count}} estudiantes, más de los {{limit}} que una sincronización puede cambiar por sí sola, así que no se cambió nada.',
  contacts_one:
    'Cambiaría los contactos del tutor de {{count}} estudiante, más de los {{limit}} que una sincronización puede cambiar por sí sola, así que no se cambió nada.',
  contacts_other:
    'Cambiaría los contactos del tutor de {{count}} estudiantes, más de los {{limit}} que una sincronización puede cambiar por sí sola, así que no se cambió nada.',
  waiting_one:
    'Llegó otra importación mientras una esperaba, y la más reciente espera en su lugar. Archivaría o cambiaría los contactos del tutor de {{count}} estudiante; no se cambió nada.',
  waiting_other:
    'Llegó otra importación mientras una esperaba, y la más reciente espera en su lugar. Archivaría o cambiaría los contactos del tutor de {{count}} estudiantes; no se cambió nada.',
  staff_one:
    'Desactivaría {{count}} cuenta del personal o la quitaría del centro, más de las {{limit}} que una sincronización puede cambiar por sí sola, así que no se cambió nada.',
  staff_other:
    'Desactivaría {{count}} cuentas del personal o las quitaría del centro, más de las {{limit}} que una sincronización puede cambiar por sí sola, así que no se cambió nada.',
  admins_one:
    'Haría administrador a {{count}} miembro del personal, algo que una sincronización nunca hace por sí sola, así que no se cambió nada.',
  admins_other:
    'Haría administradores a {{count}} miembros del personal, algo que una sincronización nunca hace por sí sola, así que no se cambió nada.',
  review: 'Revisar la importación',
  modalTitle: 'Importación de la lista retenida',
  intro:
    'Lo que la importación haría ahora, con los estudiantes de hoy. No se escribe nada hasta que la confirme; descartarla no escribe nada.',
  loading: 'Leyendo la importación retenida…',
  loadFailed: 'No se pudo leer la importación retenida.',
  discard: 'Descartar la importación',
  confirm: 'Confirmar la importación',
  confirmFailed: 'No se pudo confirmar la importación retenida.',
  discardFailed: 'No se pudo descartar la importación retenida.',
};
