import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { OUTREACH_EN } from './en';

/** Los textos propios de la pantalla de comunicación con las familias, en español (usted). */
export const OUTREACH_ES: Translations<typeof OUTREACH_EN> = {
  title: 'Comunicación con las familias',
  subtitle:
    'Avise a las familias de los estudiantes con ausencias en este curso e imprima cartas para enviar por correo.',
  accessDenied: 'Acceso denegado: solo los administradores pueden enviar avisos y preparar cartas.',
  nudges: {
    title: 'Avisos por correo electrónico y SMS',
    description:
      'Cada familia recibe los días de ausencia de su hijo/a hasta ahora y cómo se comparan con los de un estudiante típico. Los estudiantes sin ausencias y las familias que pidieron no recibirlos no reciben ninguno; nadie recibe dos el mismo día.',
    preview: 'Ver quién lo recibiría',
    send: 'Enviar los avisos ahora',
    confirm: '¿Enviar los avisos ahora?',
    confirmBody: 'Las familias de la vista previa recibirán un mensaje ahora.',
    typical: 'Un estudiante típico ha faltado {{days}}.',
    nobody: 'Nadie recibiría un aviso ahora.',
    absentDays: 'Días de ausencia',
    channels: 'Enviado por',
    failed: 'No se pudieron enviar los avisos.',
  },
  letters: {
    title: 'Cartas para enviar por correo',
    description:
      'Un PDF listo para imprimir, una carta por página en el idioma de cada familia, con el membrete del centro y las cifras.',
    kind: 'Tipo de carta',
    make: 'Preparar las cartas',
    progress: '{{done}} de {{total}} cartas',
    download: 'Descargar las cartas (PDF)',
    failed: 'No se pudieron preparar las cartas.',
  },
};
