import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { USERS_EN } from './en';

export const USERS_FR: Translations<typeof USERS_EN> = {
  page: {
    title: 'Gestion des utilisateurs',
    subtitle: 'Gérez les comptes des administrateurs et des enseignants.',
    add: 'Ajouter un utilisateur',
    loadFailed: 'Impossible de charger les utilisateurs',
  },
  stats: {
    total: 'Utilisateurs au total',
    active: 'Utilisateurs actifs',
    admins: 'Administrateurs',
    teachers: 'Enseignants',
  },
  filters: {
    searchPlaceholder: 'Rechercher par nom ou e-mail',
    allRoles: 'Tous les rôles',
    allStatuses: 'Tous les statuts',
  },
  table: {
    user: 'Utilisateur',
    lastLogin: 'Dernière connexion',
    you: '{{name}} (vous)',
    fromRoster: 'Du logiciel de vie scolaire',
  },
  actions: {
    activate: 'Activer',
    activateUser: 'Activer {{name}}',
    deactivate: 'Désactiver',
    deactivateUser: 'Désactiver {{name}}',
    resetTwoFactor: 'Réinitialiser la validation',
    resetTwoFactorUser: 'Réinitialiser la validation en deux étapes de {{name}}',
    statusFailed: 'Impossible de modifier le statut de l’utilisateur : {{reason}}',
    statusFallback: 'Impossible de modifier le statut de l’utilisateur',
    deleteTitle: 'Supprimer l’utilisateur',
    deleteConfirm:
      'Voulez-vous vraiment supprimer {{name}} ({{email}}) ? Cette action est irréversible.',
    deleteFailed: 'Impossible de supprimer l’utilisateur : {{reason}}',
    deleteFallback: 'Impossible de supprimer l’utilisateur',
    resetTitle: 'Réinitialiser la validation en deux étapes',
    resetConfirm:
      'Réinitialiser la validation en deux étapes de {{name}} ({{email}}) ? Son application d’authentification et ses codes de secours ne fonctionneront plus, toutes ses sessions seront fermées et la personne se connectera avec son seul mot de passe jusqu’à ce qu’elle la réactive.',
    resetFailed: 'Impossible de réinitialiser la validation en deux étapes : {{reason}}',
    resetFallback: 'Impossible de réinitialiser la validation en deux étapes',
  },
  schools: {
    hint: 'Le rôle dans chaque établissement du district. Un administrateur du district administre tous les établissements.',
    nowhere: 'Pas dans cet établissement',
    archived: '{{school}} (archivé)',
    districtAdmin: 'Administrateur du district',
    districtAdminHint:
      'Administre tous les établissements et les réglages propres au district : sécurité de la connexion, sauvegardes, jetons d’API et fournisseurs de messages.',
  },
  form: {
    addTitle: 'Ajouter un utilisateur',
    editTitle: 'Modifier l’utilisateur',
    keepPassword: 'Laissez les champs du mot de passe vides pour garder le mot de passe actuel.',
    confirmPassword: 'Confirmer le mot de passe',
    activeHelp: 'Les utilisateurs inactifs ne peuvent pas se connecter',
    create: 'Créer l’utilisateur',
    update: 'Enregistrer',
    saveFailed: 'Impossible d’enregistrer l’utilisateur : {{reason}}',
    createFallback: 'Impossible de créer l’utilisateur',
    updateFallback: 'Impossible de mettre à jour l’utilisateur',
  },
};
