import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { COMMON_EN } from './en';

export const COMMON_FR: Translations<typeof COMMON_EN> = {
  appName: 'Rollcall',
  header: {
    title: 'Administration',
    openNavigation: 'Ouvrir le menu',
    closeNavigation: 'Fermer le menu',
    logout: 'Se déconnecter',
    userMenu: 'Menu de {{name}}',
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
    changed: 'Langue changée : {{language}}',
    saveFailed: 'La langue n’a pas pu être enregistrée dans votre profil : {{reason}}',
  },
};
