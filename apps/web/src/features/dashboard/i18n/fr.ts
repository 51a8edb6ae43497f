import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { DASHBOARD_EN } from './en';

export const DASHBOARD_FR: Translations<typeof DASHBOARD_EN> = {
  header: {
    adminTitle: 'Tableau de bord administrateur',
    teacherTitle: 'Tableau de bord enseignant',
    welcome: 'Bon retour, {{name}} ! Nous sommes le {{date}}.',
  },
  stats: {
    presentToday: 'Présents aujourd’hui',
    absentToday: 'Absents aujourd’hui',
    attendanceRate: 'Taux de présence',
    good: 'Excellent travail !',
    needsImprovement: 'À améliorer',
  },
  quickActions: {
    adminTitle: 'Actions rapides',
    teacherTitle: 'Outils enseignant',
    reports: 'Générer des rapports',
    users: 'Gérer les utilisateurs',
    attendance: 'Voir les présences',
  },
  recent: {
    title: 'Activité récente',
    checkedIn: 'Arrivée à {{time}} · Classe {{class}}',
  },
  summary: {
    title: 'Résumé du jour',
    totalScanned: 'Total des arrivées',
    present: 'Présents',
    onTime: 'À l’heure',
    notScanned: 'Non scannés',
    rateLabel: 'Taux de présence : {{rate}}',
  },
  today: {
    title: 'Détail des présences du jour',
    startScanning: 'Commencer à scanner',
    showing: 'Affichage des {{shown}} dernières arrivées sur {{total}}.',
    seeAll: 'Les voir toutes dans le registre des présences',
  },
};
