import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { COMMON_EN } from './en';

export const COMMON_FR: Translations<typeof COMMON_EN> = {
  cancel: 'Annuler',
  appName: 'Rollcall',
  loading: 'Chargement',
  loadingPage: 'Chargement de l’écran',
  toast: { success: 'C’est fait', error: 'Erreur', warning: 'Attention', info: 'Information' },
  notifications: {
    button: 'Voir les notifications',
    title: 'Vos notifications',
    empty: 'Aucune notification pour le moment.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Il n’y a aucun écran à cette adresse.',
    toDashboard: 'Aller au tableau de bord',
  },
  routeError: {
    title: 'Un problème est survenu sur cet écran',
    text: 'L’écran n’a pas pu s’afficher. Recharger la page règle généralement le problème. ({{detail}})',
    unknown: 'Erreur inconnue',
    reload: 'Recharger la page',
    toDashboard: 'Aller au tableau de bord',
  },
  pagination: {
    label: 'Navigation entre les pages',
    showing: '{{from}} à {{to}} sur {{total}} résultats',
    pageOf: 'Page {{page}} sur {{pages}}',
    page: 'Aller à la page {{page}}',
    previous: 'Précédent',
    next: 'Suivant',
  },
  password: { show: 'Afficher le mot de passe', hide: 'Masquer le mot de passe' },
  twoFactor: {
    on: 'Validation en 2 étapes',
    off: 'Sans validation en 2 étapes',
  },
  comingSoon: {
    title: 'Bientôt disponible',
    text: 'Cet écran arrivera dans une prochaine version.',
  },
  attendanceStatus: {
    present: 'Présent',
    late: 'En retard',
    absent: 'Absent',
    unknown: 'Inconnu',
  },
  a11y: {
    skipToContent: 'Aller au contenu principal',
    closeDialog: 'Fermer la fenêtre',
  },
  header: {
    title: 'Administration',
    openNavigation: 'Ouvrir le menu',
    closeNavigation: 'Fermer le menu',
    logout: 'Se déconnecter',
    userMenu: 'Menu de {{name}}, {{role}}',
    profileSettings: 'Mon profil',
  },
  nav: {
    main: 'Principal',
    dashboard: 'Tableau de bord',
    students: 'Élèves',
    attendance: 'Présences',
    absentee: 'Alertes d’absence',
    reports: 'Rapports',
    idCards: 'Cartes d’élève',
    users: 'Utilisateurs',
    gateDevices: 'Bornes d’entrée',
    settings: 'Paramètres',
  },
  language: {
    menu: 'Langue',
    current: 'Langue : {{language}} ({{code}})',
    changed: 'Langue changée : {{language}}',
    saveFailed: 'La langue n’a pas pu être enregistrée dans votre profil : {{reason}}',
  },
};
