import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { DASHBOARD_EN } from './en';

export const DASHBOARD_FR: Translations<typeof DASHBOARD_EN> = {
  header: {
    adminTitle: 'Tableau de bord administrateur',
    teacherTitle: 'Tableau de bord enseignant',
    welcome: 'Bon retour, {{name}} ! Nous sommes le {{date}}.',
    notSchoolDay: 'Jour sans classe',
    scan: 'Scanner un code QR',
    error: 'Erreur de chargement',
  },
  stats: {
    totalStudents: 'Total des élèves',
    presentToday: 'Présents aujourd’hui',
    absentToday: 'Absents aujourd’hui',
    attendanceRate: 'Taux de présence',
    good: 'Excellent travail !',
    needsImprovement: 'À améliorer',
  },
  quickActions: {
    adminTitle: 'Actions rapides',
    teacherTitle: 'Outils enseignant',
    addStudent: 'Nouvel élève',
    reports: 'Générer des rapports',
    users: 'Gérer les utilisateurs',
    scan: 'Scanner un code QR',
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
    late: 'En retard',
    onTime: 'À l’heure',
    notScanned: 'Non scannés',
    rate: 'Taux de présence',
    rateLabel: 'Taux de présence : {{rate}}',
  },
  today: {
    title: 'Détail des présences du jour',
    student: 'Élève',
    class: 'Classe',
    status: 'Statut',
    time: 'Heure',
    lateTime: 'Retard',
    location: 'Lieu',
    startScanning: 'Commencer à scanner',
    notAvailable: 'N/D',
    onTime: 'À l’heure',
    minutesLate: '+{{minutes}} min',
    showing: 'Affichage des {{shown}} dernières arrivées sur {{total}}.',
    seeAll: 'Les voir toutes dans le registre des présences',
  },
};
