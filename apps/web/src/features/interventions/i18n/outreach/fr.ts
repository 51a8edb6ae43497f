import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { OUTREACH_EN } from './en';

/** Les textes propres à l’écran de communication avec les familles, en français (vous). */
export const OUTREACH_FR: Translations<typeof OUTREACH_EN> = {
  title: 'Communication avec les familles',
  subtitle:
    'Prévenez les familles des élèves ayant des absences cette année et imprimez des lettres à poster.',
  accessDenied:
    'Accès refusé : seuls les administrateurs peuvent envoyer des rappels et préparer des lettres.',
  nudges: {
    title: 'Rappels par e-mail et SMS',
    description:
      'Chaque famille reçoit le nombre de jours d’absence de son enfant à ce jour, comparé à celui d’un élève typique. Les élèves sans absence et les familles qui ont refusé les rappels n’en reçoivent pas ; personne n’en reçoit deux le même jour.',
    preview: 'Voir qui en recevrait un',
    send: 'Envoyer les rappels maintenant',
    confirm: 'Envoyer les rappels maintenant ?',
    confirmBody: 'Les familles de l’aperçu recevront un message maintenant.',
    typical: 'Un élève typique a été absent {{days}}.',
    nobody: 'Personne ne recevrait de rappel maintenant.',
    absentDays: 'Jours d’absence',
    channels: 'Envoyé par',
    failed: 'Les rappels n’ont pas pu être envoyés.',
  },
  letters: {
    title: 'Lettres à poster',
    description:
      'Un PDF prêt à imprimer, une lettre par page dans la langue de chaque famille, avec l’en-tête de l’établissement et les chiffres.',
    kind: 'Type de lettre',
    make: 'Préparer les lettres',
    progress: '{{done}} lettres sur {{total}}',
    download: 'Télécharger les lettres (PDF)',
    failed: 'Les lettres n’ont pas pu être préparées.',
  },
};
