import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { DISTRICT_EN } from './en';

/** Les textes de la vue d’ensemble du district en français (vouvoiement). */
export const DISTRICT_FR: Translations<typeof DISTRICT_EN> = {
  page: {
    title: 'Vue d’ensemble du district',
    subtitle:
      'La journée de chaque établissement ouvert, côte à côte, avec les totaux du district.',
    loadFailed: 'Impossible de charger la vue d’ensemble du district',
    legend:
      'Présents : pointés à l’heure. Taux de présence : pointés (à l’heure ou en retard) parmi les élèves attendus. Absentéisme chronique : élèves en absentéisme chronique cette année scolaire, et leur part des inscrits. Alertes envoyées : messages aux responsables légaux envoyés pour la journée.',
  },
  date: {
    label: 'Jour de classe',
    eachToday: 'Vide : la journée en cours de chaque établissement',
    today: 'Revenir à aujourd’hui',
  },
  columns: {
    enrolled: 'Inscrits',
    openCases: 'Dossiers ouverts',
    alertsSent: 'Alertes envoyées',
  },
  table: {
    label: 'Établissements du district',
    loading: 'Chargement de la vue d’ensemble du district',
    totals: 'Total du district',
    openSchool: '{{school}}, ouvrir son tableau de bord',
    noSchoolDay: 'pas un jour de classe',
  },
};
