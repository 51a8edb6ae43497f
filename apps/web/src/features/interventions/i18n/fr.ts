import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { INTERVENTIONS_EN } from './en';
import { OUTREACH_FR } from './outreach/fr';

/** Les mots de l’écran des dossiers d’assiduité (vouvoiement). */
export const INTERVENTIONS_FR: Translations<typeof INTERVENTIONS_EN> = {
  page: {
    subtitle:
      'Les élèves que les règles d’assiduité ont signalés pour un suivi, et ce que l’équipe a fait.',
    checkNow: 'Vérifier les règles maintenant',
    checkFailed: 'Les règles n’ont pas pu être vérifiées.',
    loading: 'Chargement des dossiers',
    loadFailed: 'Les dossiers n’ont pas pu être chargés.',
    listLabel: 'Dossiers d’assiduité',
  },
  filters: {
    rule: 'Règle',
    allRules: 'Toutes les règles',
  },
  empty: {
    title: 'Aucun dossier ici',
    open: 'Aucun élève n’a besoin d’un suivi. Les règles sont vérifiées chaque jour de classe après l’heure limite des absences.',
    filtered: 'Aucun dossier ne correspond à ces filtres.',
  },
  table: {
    ruleAndTier: 'Règle et niveau',
    openedOn: 'Ouvert le',
    figures: 'Chiffres',
    followUp: 'Suivi',
    open: 'Ouvrir',
    openCase: 'Ouvrir le dossier de {{name}} : {{rule}}',
    unassigned: 'Personne',
    noAction: 'Aucune action pour le moment',
    lastAction: 'Dernière action : {{when}}',
  },
  figures: {
    absent: '{{absent}} jours d’absence sur {{enrolled}}',
    rate: '{{rate}} % de présence',
    noRate: 'Aucun jour de classe pour le moment',
    consecutive_one: '{{count}} jour d’affilée',
    consecutive_other: '{{count}} jours d’affilée',
    late_one: '{{count}} jour de retard',
    late_other: '{{count}} jours de retard',
  },
  detail: {
    title: 'Détails du dossier',
    loading: 'Chargement du dossier',
    loadFailed: 'Le dossier n’a pas pu être chargé.',
    absentDays: 'Jours d’absence',
    enrolledDays: 'sur {{count}} jours d’inscription',
    consecutive: 'Absences d’affilée',
    lateDays: 'Retards sur la période',
    openedOn: 'Ouvert le {{date}}',
    closedOn: 'Clos le {{date}}',
    calendarTitle: 'Calendrier de présence',
    noNotes: 'Aucune note pour le moment.',
    noteBy: 'Par {{name}} · {{when}}',
  },
  update: {
    save: 'Enregistrer le suivi',
    failed: 'Le dossier n’a pas pu être mis à jour.',
    staffLoadFailed: 'La liste du personnel n’a pas pu être chargée.',
  },
  note: {
    title: 'Ajouter une note',
    text: 'Note',
    textHint: 'Ce qui s’est passé ou ce qui a été convenu',
    action: 'Action menée',
    noAction: 'Aucune action',
    add: 'Ajouter la note',
    failed: 'La note n’a pas pu être ajoutée.',
  },
  /** /interventions/outreach: the guardians' nudges and letters. */
  outreach: OUTREACH_FR,
};
