import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { SSO_EN } from './en';

export const SSO_FR: Translations<typeof SSO_EN> = {
  description:
    "Le personnel se connecte avec le compte Google Workspace, Microsoft 365 ou d'un autre fournisseur OpenID Connect de l'école, protégé par la vérification en plusieurs étapes du fournisseur. Les administrateurs gardent leur mot de passe : c'est le moyen d'entrer quand le fournisseur est en panne.",
  add: 'Ajouter un fournisseur',
  addTitle: 'Ajouter un fournisseur de connexion',
  editTitle: 'Modifier le fournisseur de connexion',
  listLabel: 'Fournisseurs de connexion configurés',
  none: 'Aucun fournisseur de connexion pour le moment : le personnel se connecte avec son mot de passe.',
  loading: 'Chargement des fournisseurs de connexion',
  loadFailed: "Les fournisseurs de connexion n'ont pas pu être chargés.",
  kinds: {
    google: 'Google Workspace',
    microsoft: 'Microsoft Entra ID',
    oidc: 'OpenID Connect générique',
  },
  kindHints: {
    google: "Les comptes des domaines Google Workspace de l'école.",
    microsoft: "Les comptes d'un annuaire (locataire) Microsoft 365.",
    oidc: 'ClassLink, Clever, Okta, Keycloak, ADFS 2019 ou ultérieur, ou tout fournisseur OpenID Connect.',
  },
  form: {
    kind: 'Fournisseur',
    name: 'Nom du bouton',
    nameHint: 'La page de connexion affiche « Se connecter avec » suivi de ce nom.',
    issuer: "URL de l'émetteur",
    issuerHint: "L'adresse sous laquelle le fournisseur publie /.well-known/openid-configuration.",
    googleIssuerHint: 'Toujours cette adresse pour Google Workspace.',
    tenantId: "ID de l'annuaire (locataire)",
    tenantIdHint:
      "Dans le centre d'administration Microsoft Entra, sur la page Vue d'ensemble : un code comme 0b5e3a2c-1d4f-4e6a-9b8c-7d6e5f4a3b2c.",
    clientId: 'ID client',
    clientSecret: 'Secret client',
    clientSecretHint: 'Conservé chiffré et jamais réaffiché.',
    clientSecretKeepHint:
      'Jamais réaffiché : laissez-le vide pour garder celui qui est enregistré.',
    allowedDomains: 'Domaines de messagerie autorisés',
    allowedDomainsHint:
      'Appuyez sur Entrée après chacun, comme ecole.fr. Seules les adresses de ces domaines se connectent ; aucun : toute adresse que le fournisseur garantit.',
    googleDomainsHint:
      'Appuyez sur Entrée après chacun, comme ecole.fr. Google Workspace en demande au moins un.',
    createAccounts: 'Une personne sans compte Rollcall',
    createAccountsOff: "Est refusée : un administrateur ajoute d'abord le personnel",
    createAccountsTeachers: 'Reçoit un compte enseignant, si son domaine est autorisé',
    newAccountsSchool: 'École que rejoignent les nouveaux enseignants',
    save: 'Enregistrer le fournisseur',
    saveFailed: "Le fournisseur de connexion n'a pas pu être enregistré : {{reason}}",
    saveFallback: "L'enregistrement du fournisseur a échoué",
  },
  card: {
    issuer: 'Émetteur',
    domains: 'Domaines',
    anyDomain: 'Tout domaine que le fournisseur garantit',
    newStaff: 'Nouveau personnel',
    redirectUrl: 'URL de redirection',
    redirectHint:
      'Enregistrez cette adresse chez le fournisseur comme URL de redirection (callback).',
    copyRedirect: "Copier l'URL de redirection",
    redirectCopied: 'URL de redirection copiée',
    editNamed: 'Modifier le fournisseur {{name}}',
    remove: 'Supprimer le fournisseur',
    removeNamed: 'Supprimer le fournisseur {{name}}',
    removeTitle: 'Supprimer le fournisseur de connexion',
    removeConfirm:
      "Le personnel qui se connecte avec « {{name}} » aura besoin d'un mot de passe, et les comptes en authentification unique seulement ne pourront plus entrer tant qu'un administrateur ne leur en a pas donné un. Action irréversible.",
    removeFailed: "Le fournisseur de connexion n'a pas pu être supprimé.",
  },
  test: {
    button: 'Tester la connexion',
    buttonNamed: 'Tester la connexion avec {{name}}',
    waiting: 'En attente de la connexion dans le nouvel onglet…',
    openAgain: 'Rouvrir la page de connexion',
    failed: "Le test de connexion n'a pas pu démarrer.",
    result: 'Résultat du test',
  },
};
